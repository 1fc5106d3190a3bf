import cluster from 'node:cluster';
import crypto from 'node:crypto';

/**
 * The messages between the cluster's primary and its API workers (node:cluster IPC, JSON):
 * events of the event bus relayed to every worker, and calls a worker makes to counters the
 * primary keeps for all of them. Used when the workers share no Redis.
 */
export const IPC_CHANNEL = 'elite-services';

interface EventMessage {
  channel: typeof IPC_CHANNEL;
  kind: 'event';
  topic: string;
  detail: unknown;
}

interface CallMessage {
  channel: typeof IPC_CHANNEL;
  kind: 'call';
  id: string;
  method: string;
  args: unknown[];
}

interface ReplyMessage {
  channel: typeof IPC_CHANNEL;
  kind: 'reply';
  id: string;
  result?: unknown;
  error?: string;
}

type Message = EventMessage | CallMessage | ReplyMessage;

function isMessage(msg: unknown): msg is Message {
  return typeof msg === 'object' && msg !== null && (msg as { channel?: unknown }).channel === IPC_CHANNEL;
}

function send(message: Message): void {
  // The primary gone (shutting down): the message has nowhere to go.
  if (process.connected) process.send?.(message, undefined, undefined, () => undefined);
}

type Listener = (event: CustomEvent) => void;

/**
 * The event bus's event target in a cluster worker without Redis: an event goes to the
 * primary, which hands it to every worker, this one included (as Redis does), so every
 * subscriber on every worker hears it once, as plain JSON.
 */
export interface IpcEventTarget {
  addEventListener(topic: string, listener: unknown): void;
  removeEventListener(topic: string, listener: unknown): void;
  dispatchEvent(event: { type: string; detail?: unknown }): boolean;
}

export function createIpcEventTarget(): IpcEventTarget {
  const listeners = new Map<string, Set<Listener>>();
  process.on('message', (msg: unknown) => {
    if (!isMessage(msg) || msg.kind !== 'event') return;
    const callbacks = listeners.get(msg.topic);
    if (!callbacks) return;
    const event = new CustomEvent(msg.topic, { detail: msg.detail });
    for (const callback of callbacks) callback(event);
  });
  const callbackOf = (listener: unknown): Listener | null => {
    if (!listener) return null;
    return typeof listener === 'function' ? (listener as Listener) : ((listener as { handleEvent: Listener }).handleEvent.bind(listener) as Listener);
  };
  return {
    addEventListener(topic: string, listener: unknown) {
      const callback = callbackOf(listener);
      if (!callback) return;
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(callback);
    },
    removeEventListener(topic: string, listener: unknown) {
      const callback = callbackOf(listener);
      if (callback) listeners.get(topic)?.delete(callback);
    },
    dispatchEvent(event) {
      send({ channel: IPC_CHANNEL, kind: 'event', topic: event.type, detail: event.detail ?? null });
      return true;
    },
  };
}

const pending = new Map<string, { resolve(value: unknown): void; reject(err: Error): void; timer: NodeJS.Timeout }>();
let replies = false;

/** Calls `method` on the primary (servePrimaryCalls) and resolves with its result; rejects after timeoutMs. */
export function callPrimary<T>(method: string, args: unknown[], timeoutMs = 2000): Promise<T> {
  if (!replies) {
    replies = true;
    process.on('message', (msg: unknown) => {
      if (!isMessage(msg) || msg.kind !== 'reply') return;
      const call = pending.get(msg.id);
      if (!call) return;
      pending.delete(msg.id);
      clearTimeout(call.timer);
      if (msg.error !== undefined) call.reject(new Error(msg.error));
      else call.resolve(msg.result);
    });
  }
  return new Promise<T>((resolve, reject) => {
    if (!process.connected) return reject(new Error('The cluster primary is not reachable'));
    const id = crypto.randomUUID();
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`The cluster primary did not answer ${method} within ${timeoutMs} ms`));
    }, timeoutMs);
    timer.unref();
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
    send({ channel: IPC_CHANNEL, kind: 'call', id, method, args });
  });
}

/**
 * In the primary: relays every worker's events to all workers (the sender last, so that when
 * it hears its own event the others have been handed theirs) and answers the workers' calls.
 */
export function servePrimary(handlers: Record<string, (...args: never[]) => unknown>): void {
  cluster.on('message', (worker, msg: unknown) => {
    if (!isMessage(msg)) return;
    if (msg.kind === 'event') {
      const workers = Object.values(cluster.workers ?? {}).filter((w) => w && w.isConnected());
      for (const w of workers) if (w !== worker) w!.send(msg);
      if (worker.isConnected()) worker.send(msg);
      return;
    }
    if (msg.kind !== 'call') return;
    const reply = (body: { result?: unknown; error?: string }) => {
      if (worker.isConnected()) worker.send({ channel: IPC_CHANNEL, kind: 'reply', id: msg.id, ...body } satisfies ReplyMessage);
    };
    const handler = handlers[msg.method];
    if (!handler) return reply({ error: `Unknown cluster call ${msg.method}` });
    Promise.resolve()
      .then(() => (handler as (...args: unknown[]) => unknown)(...msg.args))
      .then((result) => reply({ result: result ?? null }), (err: unknown) => reply({ error: err instanceof Error ? err.message : String(err) }));
  });
}
