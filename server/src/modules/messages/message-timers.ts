import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Clock } from '../../shared/account-throttle';
import type { AppPubSub } from '../../events/pubsub';
import type { PaymentGateway } from '../payments/payment-gateway';
import { deliverSoon } from '../outbox/outbox';
import { sendDueReminders } from './visit-reminders';
import { refundUnmatchedFees } from './fee-refunds';
import { recoverOpenAttempts } from '../payments/payment-recovery';

/**
 * The promises kept on time: visit reminders 24 hours ahead and the 7-day refund, swept
 * every `intervalSeconds` by each API process (0: this process sweeps only when asked). Both
 * sweeps read the time from the app's clock, and are safe to run in several processes at
 * once (a reminder is claimed by its row, a refund by the request's row lock).
 */
export class MessageTimers {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<{ reminders: number; refunds: number }> | null = null;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly deps: { pubsub: AppPubSub; log: Logger; now: Clock; gateway: PaymentGateway },
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
  runDue(): Promise<{ reminders: number; refunds: number }> {
    if (this.stopped) return Promise.resolve({ reminders: 0, refunds: 0 });
    this.running ??= this.sweep().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sweep(): Promise<{ reminders: number; refunds: number }> {
    const now = new Date(this.deps.now());
    const reminders = await sendDueReminders(this.orm, now);
    // Payments a fault left open are completed before any fee is judged unpaid or refundable.
    await recoverOpenAttempts(this.orm, { gateway: this.deps.gateway, pubsub: this.deps.pubsub, log: this.deps.log }, now);
    const refunds = await refundUnmatchedFees(this.orm, { gateway: this.deps.gateway, pubsub: this.deps.pubsub, log: this.deps.log }, now);
    if (reminders || refunds) {
      this.deps.log.info({ reminders, refunds }, 'visit reminders sent and consultation fees refunded');
      deliverSoon();
    }
    return { reminders, refunds };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.running) await this.running.catch(() => undefined);
  }
}
