import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Clock } from '../../shared/account-throttle';
import type { PaymentGateway } from '../payments/payment-gateway';
import { sendDueReminders } from './visit-reminders';
import { cancelUnmatchedSeriesVisits, refundUnmatchedFees } from './fee-refunds';
import { fillSeriesWindows } from '../jobs/visit-series';
import { recoverOpenAttempts } from '../payments/payment-recovery';
import { payoutTips } from '../payouts/payout-tips';

export interface SweepResult {
  reminders: number;
  refunds: number;
  /** Visits of recurring series created on the rolling window. */
  seriesVisits: number;
}

/**
 * The promises kept on time (and the recurring series' rolling window): visit reminders 24 hours ahead and the 7-day refund, swept
 * every `intervalSeconds` by each API process (0: this process sweeps only when asked). Both
 * sweeps read the time from the app's clock, and are safe to run in several processes at
 * once (a reminder is claimed by its row, a refund by the request's row lock).
 */
export class MessageTimers {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SweepResult> | null = null;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly deps: { log: Logger; now: Clock; gateway: PaymentGateway },
    intervalSeconds: number,
  ) {
    if (intervalSeconds > 0) {
      const tick = () => {
        void this.runDue().catch((err) => this.deps.log.warn({ err: err instanceof Error ? err.message : err }, 'reminder and refund sweep failed'));
        this.timer = setTimeout(tick, intervalSeconds * 1000);
        this.timer.unref();
      };
      this.timer = setTimeout(tick, 1000);
      this.timer.unref();
    }
  }

  /** Sends the reminders and refunds the fees that are due now (one run at a time in this process). */
  runDue(): Promise<SweepResult> {
    if (this.stopped) return Promise.resolve({ reminders: 0, refunds: 0, seriesVisits: 0 });
    this.running ??= this.sweep().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sweep(): Promise<SweepResult> {
    const now = new Date(this.deps.now());
    // Recurring series: the visits now within the rolling window, created once (before their reminders are judged).
    const seriesVisits = await fillSeriesWindows(this.orm, now);
    const reminders = await sendDueReminders(this.orm, now);
    // Payments a fault left open are completed before any fee is judged unpaid or refundable.
    await recoverOpenAttempts(this.orm, { gateway: this.deps.gateway, log: this.deps.log, tips: payoutTips }, now);
    const refunds = await refundUnmatchedFees(this.orm, { gateway: this.deps.gateway, log: this.deps.log }, now);
    const unmatchedVisits = await cancelUnmatchedSeriesVisits(this.orm, now);
    if (reminders || refunds || seriesVisits || unmatchedVisits) {
      this.deps.log.info({ reminders, refunds, seriesVisits, unmatchedVisits }, 'visit reminders sent, consultation fees refunded, series visits created');
    }
    return { reminders, refunds, seriesVisits };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.running) await this.running.catch(() => undefined);
  }
}
