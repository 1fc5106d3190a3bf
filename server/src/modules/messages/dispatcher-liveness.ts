import crypto from 'node:crypto';
import os from 'node:os';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Clock } from '../../shared/account-throttle';

/** A dispatcher records that it is alive this often (while it runs, sending or not). */
export const HEARTBEAT_MS = 5_000;
/** A dispatcher silent this long is gone: the messages it claimed are claimed again. */
export const HOLDER_TIMEOUT_MS = 30_000;
/** Heartbeats of dispatchers gone this long are deleted. */
const FORGET_MS = 24 * 60 * 60_000;

/**
 * The heartbeat of one message dispatcher (dispatcher_heartbeats): its instance id (host,
 * process, random part) names its claims; it beats every `heartbeatMs` on a timer of its own,
 * so a batch that takes long to send keeps its claims; once it stops beating (the process died
 * or stopped) its claims may be taken by any dispatcher after `holderTimeoutMs`. Times are the
 * app's clock, as the claims' are.
 */
export class DispatcherLiveness {
  readonly instanceId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  private readonly now: Clock;
  private readonly heartbeatMs: number;
  private readonly holderTimeoutMs: number;
  private lastBeat = -Infinity;
  private beating: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null;
  private stopped = false;

  constructor(private readonly orm: MikroORM, private readonly log: Logger, o: { now?: Clock; heartbeatMs?: number; holderTimeoutMs?: number } = {}) {
    this.now = o.now ?? Date.now;
    this.heartbeatMs = o.heartbeatMs ?? HEARTBEAT_MS;
    this.holderTimeoutMs = o.holderTimeoutMs ?? HOLDER_TIMEOUT_MS;
    this.timer = setInterval(() => void this.beat().catch((err: unknown) => this.log.debug({ err: err instanceof Error ? err.message : String(err) }, 'message dispatcher heartbeat not recorded')), this.heartbeatMs);
    this.timer.unref();
  }

  /** The oldest heartbeat of a dispatcher still counted alive. */
  aliveSince(): Date {
    return new Date(this.now() - this.holderTimeoutMs);
  }

  /** Beats unless it did within half a heartbeat: before a claim, its holder must be known alive. */
  async beatIfDue(): Promise<void> {
    if (this.now() - this.lastBeat < this.heartbeatMs / 2) return;
    await this.beat();
  }

  async beat(): Promise<void> {
    if (this.stopped) return;
    const at = this.now();
    if (this.beating) {
      // A beat already on its way may carry an older time (the timer's, taken before a slow
      // write): a claim must follow a beat at least as recent as the claim, or another
      // dispatcher could find this one's heartbeat stale and take over what it just claimed.
      await this.beating.catch(() => undefined);
      if (this.lastBeat >= at) return;
      return this.beat();
    }
    const first = this.lastBeat === -Infinity;
    this.beating = (async () => {
      const conn = this.orm.em.fork().getConnection();
      await conn.execute('insert into dispatcher_heartbeats (instance_id, beat_at) values (?, ?) on conflict (instance_id) do update set beat_at = excluded.beat_at', [this.instanceId, new Date(at)]);
      if (first) await conn.execute('delete from dispatcher_heartbeats where beat_at < ?', [new Date(at - FORGET_MS)]);
      this.lastBeat = at;
    })().finally(() => {
      this.beating = null;
    });
    return this.beating;
  }

  /** No more beats, and the heartbeat goes: whatever this dispatcher still holds is anyone's. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.beating?.catch(() => undefined);
    await this.orm.em.fork().getConnection().execute('delete from dispatcher_heartbeats where instance_id = ?', [this.instanceId]).catch(() => undefined);
  }
}
