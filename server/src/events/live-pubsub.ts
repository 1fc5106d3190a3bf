import type { PubSubEventTarget } from './sliced-event-target';

/** Per topic: its publish arguments, either [payload] or [routing id, payload]. */
export type PublishArgsByTopic = { [topic: string]: [unknown] | [number | string, unknown] };

/** The payload of a topic's events. */
export type PayloadOf<A extends PublishArgsByTopic, K extends keyof A> = A[K] extends [number | string, infer P] ? P : A[K][0];

/** The routing id of a topic whose events travel on a receiver's channel (a user id), else never. */
export type RoutingIdOf<A extends PublishArgsByTopic, K extends keyof A> = A[K] extends [infer I, unknown] ? I : never;

/** Events one subscription may hold while its socket is still writing earlier ones. */
export const LIVE_BUFFER = 256;

export interface LiveStreamOptions<T> {
  /** Whether this subscriber hears an event (run as the event is handed out; no promise per event). */
  filter?: (payload: T) => boolean;
  /** Events held for a subscriber that has not taken the earlier ones yet (LIVE_BUFFER). */
  maxBuffered?: number;
  /**
   * Called once when a subscriber fell more than maxBuffered events behind (a socket that does
   * not read): its stream ends and the events are dropped, and the caller tells the client to
   * catch up (the websocket closes with CLOSE_EVENTS_MISSED).
   */
  onOverflow?: () => void;
}

/** The key of a live stream's push mode (PushableStream). */
export const PUSH = Symbol('live stream push');

/** What a pushed stream's receiver may do: end the stream with an error, or as one that fell too far behind. */
export interface PushControl {
  /** Ends the stream; its pending next() rejects with `error`. */
  fail(error: unknown): void;
  /** Ends the stream as a subscriber that fell more than its buffer behind (onOverflow, once). */
  overflow(): void;
}

/**
 * A live stream that can hand its events to a function as they are handed out (a websocket
 * writing each subscriber's answer at once, graphql/shared-subscriptions.ts) instead of being
 * read one event at a time: no promise per event and subscriber. Once pushed, the events held
 * so far go first, and next() settles only when the stream ends (done, or rejected with the
 * error it failed with), so graphql-ws's loop over it completes the operation as before.
 */
export interface PushableStream<T> extends AsyncIterableIterator<T> {
  [PUSH](deliver: (payload: T) => void): PushControl;
}

export function isPushable<T>(stream: unknown): stream is PushableStream<T> {
  return typeof stream === 'object' && stream !== null && typeof (stream as Partial<PushableStream<T>>)[PUSH] === 'function';
}

/**
 * One subscriber's events as an async iterator: what the event target hands it (filtered as it
 * arrives), taken one at a time by graphql-ws as each answer is written. A plain queue with
 * one waiting reader, so an event costs a subscriber one promise, not the two repeaters and
 * their promise steps of a general-purpose stream; bounded, so a socket that stops reading
 * cannot hold memory without limit.
 */
export function liveStream<T>(target: PubSubEventTarget, type: string, options: LiveStreamOptions<T> = {}): PushableStream<T> {
  const max = options.maxBuffered ?? LIVE_BUFFER;
  const buffered: T[] = [];
  let deliver: ((payload: T) => void) | null = null;
  let reader: { resolve: (r: IteratorResult<T>) => void; reject: (err: unknown) => void } | null = null;
  let failure: { error: unknown } | null = null;
  let done = false;

  const finish = () => {
    if (done) return;
    done = true;
    target.removeEventListener(type, listener);
    const waiting = reader;
    reader = null;
    if (!waiting) return;
    if (!failure) return waiting.resolve({ value: undefined, done: true });
    const { error } = failure;
    failure = null;
    waiting.reject(error);
  };

  const fail = (error: unknown) => {
    if (done) return;
    failure = { error };
    finish();
  };

  const overflow = () => {
    if (done) return;
    buffered.length = 0;
    finish();
    options.onOverflow?.();
  };

  function listener(event: Event): void {
    if (done) return;
    const payload = (event as CustomEvent<T>).detail;
    try {
      if (options.filter && !options.filter(payload)) return;
      if (deliver) return deliver(payload);
    } catch (error) {
      // The subscriber's operation ends with the error, as a failing filter of a graphql-js stream would.
      fail(error);
      return;
    }
    if (reader) {
      const waiting = reader;
      reader = null;
      waiting.resolve({ value: payload, done: false });
      return;
    }
    if (buffered.length >= max) return overflow();
    buffered.push(payload);
  }

  target.addEventListener(type, listener);
  return {
    [PUSH](receiver) {
      deliver = receiver;
      try {
        while (buffered.length > 0 && !done) receiver(buffered.shift() as T);
      } catch (error) {
        fail(error);
      }
      return { fail, overflow };
    },
    next() {
      if (buffered.length > 0 && !deliver) return Promise.resolve({ value: buffered.shift() as T, done: false });
      if (failure) {
        const { error } = failure;
        failure = null;
        return Promise.reject(error);
      }
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise<IteratorResult<T>>((resolve, reject) => (reader = { resolve, reject }));
    },
    return() {
      buffered.length = 0;
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(error: unknown) {
      buffered.length = 0;
      finish();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * The app's PubSub over an event target (in memory, Redis or the cluster's primary): publish
 * dispatches an event named for the topic (and the routing id, for events that travel on one
 * receiver's channel); subscribe returns a live stream of them. The same contract as GraphQL
 * Yoga's createPubSub, which TypeGraphQL's subscriptions use, with `stream` for subscriptions
 * that filter as events are handed out and end when their reader falls too far behind.
 */
export interface LivePubSub<A extends PublishArgsByTopic> {
  publish<K extends keyof A & string>(topic: K, ...args: A[K]): void;
  /**
   * Publishes many events of a topic that travels on receivers' channels (a notice to each of a
   * thousand workers) as one message on the event bus: every process hands each event to the
   * subscriptions it has on that event's channel. Where the event target cannot hand events out
   * locally (the cluster's primary), each event is published on its own.
   */
  publishMany<K extends keyof A & string>(topic: K, events: [id: RoutingIdOf<A, K>, payload: PayloadOf<A, K>][]): void;
  subscribe<K extends keyof A & string>(topic: K, id?: RoutingIdOf<A, K>): AsyncIterableIterator<PayloadOf<A, K>>;
  stream<K extends keyof A & string>(topic: K, id: RoutingIdOf<A, K> | undefined, options: LiveStreamOptions<PayloadOf<A, K>>): AsyncIterableIterator<PayloadOf<A, K>>;
  /** Resolves once the events that had reached this process when asked have been handed to its subscriptions. */
  handedOut(): Promise<void>;
}

/** The channel of a topic's batches (publishMany): a name no routing id produces. */
export const batchTypeOf = (topic: string) => `${topic}#batch`;

export function createLivePubSub<A extends PublishArgsByTopic>(target: PubSubEventTarget): LivePubSub<A> {
  const typeOf = (topic: string, id: unknown) => (id === undefined ? topic : `${topic}:${String(id)}`);
  const here = target.handOutHere?.bind(target);
  // The topics whose batches this process listens for: from the first subscription on one of their channels, for good.
  const batched = new Set<string>();
  const hearBatches = (topic: string) => {
    if (!here || batched.has(topic)) return;
    batched.add(topic);
    target.addEventListener(batchTypeOf(topic), (event) => {
      for (const [id, payload] of (event as CustomEvent<[unknown, unknown][]>).detail) here(new CustomEvent(typeOf(topic, id), { detail: payload }));
    });
  };
  const open = <T>(topic: string, id: unknown, options?: LiveStreamOptions<T>) => {
    if (id !== undefined) hearBatches(topic);
    return liveStream<T>(target, typeOf(topic, id), options);
  };
  return {
    publish(topic, ...args) {
      const [first, second] = args as unknown[];
      const routed = args.length > 1;
      target.dispatchEvent(new CustomEvent(typeOf(topic, routed ? first : undefined), { detail: routed ? second : first }));
    },
    publishMany(topic, events) {
      if (events.length === 0) return;
      if (!here) {
        for (const [id, payload] of events) target.dispatchEvent(new CustomEvent(typeOf(topic, id), { detail: payload }));
        return;
      }
      target.dispatchEvent(new CustomEvent(batchTypeOf(topic), { detail: events }));
    },
    subscribe(topic, id) {
      return open(topic, id);
    },
    stream(topic, id, options) {
      return open(topic, id, options);
    },
    handedOut() {
      return target.handedOut?.() ?? Promise.resolve();
    },
  };
}

/**
 * A live stream that first hands out what `replay` reads (events from before the subscription
 * that the subscriber asked for). The live stream's listener is already in place, so nothing
 * published while the replay is read is lost; an event may come twice (replayed and live),
 * which a subscriber applies as the same change.
 */
export function withReplay<T>(live: AsyncIterableIterator<T>, replay: () => Promise<T[]>): AsyncIterableIterator<T> {
  let replayed: Promise<T[]> | null = null;
  const it: AsyncIterableIterator<T> = {
    async next() {
      const queue = await (replayed ??= replay());
      if (queue.length) return { value: queue.shift()!, done: false };
      return live.next();
    },
    async return(value?: unknown) {
      replayed = Promise.resolve([]);
      return live.return ? live.return(value) : { value: undefined, done: true };
    },
    async throw(error?: unknown) {
      replayed = Promise.resolve([]);
      if (live.throw) return live.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return it;
    },
  };
  return it;
}
