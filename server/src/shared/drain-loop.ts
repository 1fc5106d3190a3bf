import type { Logger } from 'pino';

export interface DrainLoopOptions {
  /** Named in the log line when a run stops on an error. */
  name: string;
  log: Logger;
  /** How often due work is looked for without a wake-up (retries, work another process left behind). */
  pollMs: number;
  /** Subscribes `wake` to the signal that new work was committed; returns the unsubscribe. */
  wakeOn: (wake: () => void) => () => void;
}

/**
 * A background worker of one API process that drains a table of due work (the outbox, the
 * outgoing messages): woken when this process commits work, and every `pollMs` otherwise.
 * Runs never overlap: a wake-up during a run runs once more after it. A run that fails stops
 * with a warning; the next wake-up or poll tries again.
 */
export abstract class DrainLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  protected stopped = false;
  private readonly unsubscribe: () => void;

  protected constructor(private readonly loop: DrainLoopOptions) {
    this.unsubscribe = loop.wakeOn(() => this.wake());
    this.schedule();
  }

  /** Handles one claim of due work; false when nothing was due. */
  protected abstract drainOnce(): Promise<boolean>;

  /** How much work is due now (idle() waits until none is). */
  protected abstract dueCount(): Promise<number>;

  /** Drain what is due now (coalesced: a wake-up during a run runs once more after it). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Resolves when nothing due is left (tests, shutdown). */
  async idle(): Promise<void> {
    for (;;) {
      while (this.running) await this.running;
      if (this.stopped) return;
      if ((await this.dueCount()) === 0) return;
      this.wake();
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** No more runs: stop hearing wake-ups and polling, and wait for the run in progress. */
  protected async stopLoop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    while (this.running) await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.wake();
      this.schedule();
    }, this.loop.pollMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.drainOnce())) {
        /* next claim */
      }
    } catch (err) {
      this.loop.log.warn({ err: err instanceof Error ? err.message : err }, `${this.loop.name} paused`);
    }
  }
}
