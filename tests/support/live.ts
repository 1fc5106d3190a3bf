import type { Page } from 'playwright-core';
import type { TestApp } from './app';

/**
 * Live updates in the browser tests without sleeping: the app's PubSub says when a
 * subscription is set up, the page's websocket frames say when the page heard an event.
 */

type PubSub = TestApp['handle']['deps']['pubsub'];

/**
 * Calls `onSubscribed` each time a subscription on `topic` (and `channel`, when given) is set
 * up in the app, once its listener is in place. The app's live subscriptions take a stream
 * (`stream`, whose listener is in place when it returns); `subscribe` (listening from the first
 * read) is watched as well. Returns the function that stops watching.
 */
export function watchSubscriptions(app: TestApp, topic: string, channel: string | number | undefined, onSubscribed: () => void): () => void {
  const pubsub = app.handle.deps.pubsub as PubSub & {
    subscribe: (...args: unknown[]) => AsyncIterable<unknown>;
    stream: (...args: unknown[]) => AsyncIterable<unknown>;
  };
  const watched = (args: unknown[]) => args[0] === topic && (channel === undefined || String(args[1]) === String(channel));
  const { subscribe, stream } = pubsub;
  pubsub.stream = function (this: unknown, ...args: unknown[]) {
    const iterable = stream.apply(pubsub, args as never) as AsyncIterable<unknown>;
    if (watched(args)) setImmediate(onSubscribed);
    return iterable;
  } as typeof pubsub.stream;
  pubsub.subscribe = function (this: unknown, ...args: unknown[]) {
    const iterable = subscribe.apply(pubsub, args as never) as AsyncIterable<unknown>;
    if (!watched(args)) return iterable;
    return {
      [Symbol.asyncIterator]() {
        const it = iterable[Symbol.asyncIterator]();
        let first = true;
        return {
          next(...a: [] | [unknown]) {
            const step = it.next(...a);
            // The first read starts the subscription: its listener is in place when next() returns.
            if (first) setImmediate(onSubscribed);
            first = false;
            return step;
          },
          return: (value?: unknown) => it.return?.(value) ?? Promise.resolve({ done: true as const, value }),
          throw: (e?: unknown) => it.throw?.(e) ?? Promise.reject(e),
        };
      },
    };
  } as typeof pubsub.subscribe;
  return () => {
    pubsub.subscribe = subscribe;
    pubsub.stream = stream;
  };
}

/** Resolves at the first websocket frame the page receives that mentions `field` (on any socket the page opens from now on). */
export function frameHeard(page: Page, field: string): { heard: Promise<void>; count: () => number } {
  let n = 0;
  let resolve!: () => void;
  const heard = new Promise<void>((r) => (resolve = r));
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => {
      if (!String(f.payload).includes(field)) return;
      n++;
      resolve();
    });
  });
  return { heard, count: () => n };
}

/** `promise`, or an error naming `what` and where after `timeout` ms. */
export function within<T>(promise: Promise<T>, timeout: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${timeout} ms for ${what}`)), timeout);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * Probes the page's live subscription on `topic` (`channel`): from now on, `probe` (an event
 * that changes nothing) is published each time such a subscription is set up in the app; call
 * before the page loads, so no subscription is set up unseen. `delivered` publishes one more
 * (for a subscription that was in place already), waits until the page has received a frame
 * (`heard`, from frameHeard), and stops watching.
 */
export function probeSubscriptions(app: TestApp, opts: { topic: string; channel?: string | number; probe: () => void }): { delivered(heard: Promise<void>, what: string, timeout?: number): Promise<void> } {
  const stop = watchSubscriptions(app, opts.topic, opts.channel, opts.probe);
  return {
    async delivered(heard, what, timeout = 30_000) {
      try {
        opts.probe();
        await within(heard, timeout, `a probe on ${opts.topic}${opts.channel !== undefined ? ` (${opts.channel})` : ''} to reach ${what}`);
      } finally {
        stop();
      }
    },
  };
}

/**
 * The client has brought its screens up to date after its websocket connected
 * (client/src/apollo.ts: the resync of what the live subscriptions missed, liveChangesSince, has
 * been answered and applied; it counts them in `<html data-live-synced>`): at least `times` such
 * resyncs in this document.
 */
export async function liveSynced(page: Page, times = 1, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction((n) => Number(document.documentElement.dataset.liveSynced ?? 0) >= n, times, { timeout });
  } catch {
    throw new Error(`waited ${timeout} ms for the resync after the websocket connected (<html data-live-synced> >= ${times}) on ${new URL(page.url()).pathname}`);
  }
}

/** The GraphQL operations the page sends from now on (their names). */
export function recordOperations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (!r.url().includes('/graphql') || r.method() === 'GET') return;
    let name = r.url();
    try {
      name = (JSON.parse(r.postData() ?? '{}') as { operationName?: string }).operationName ?? name;
    } catch {
      /* not JSON */
    }
    sent.push(name);
  });
  return sent;
}

/**
 * Publishes `probe` until `heard()` holds, one probe at a time: the next only when the last
 * was not heard within `every` ms (the subscription was not in place yet). A subscription whose
 * answers read the database answers each event in turn; probes sent faster than it answers
 * pile up, and one that falls LIVE_BUFFER answers behind is closed as a socket that missed
 * events, as on a busy machine.
 */
export async function probeUntil(probe: () => void, heard: () => boolean, what: string, { every = 250, timeout = 30_000 } = {}): Promise<void> {
  const until = Date.now() + timeout;
  while (!heard()) {
    if (Date.now() > until) throw new Error(`waited ${timeout} ms for ${what}`);
    probe();
    for (const next = Date.now() + every; !heard() && Date.now() < next; ) await new Promise((r) => setTimeout(r, 20));
  }
}
