import { Kind, createSourceEventStream, execute, getOperationAST, print, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { AppContext } from './context';
import { LIVE_BUFFER, PUSH, isPushable, type PushableStream } from '../events/live-pubsub';
import { compiledSubscriptionEvents } from './compiled-execution';

/**
 * What a subscriber's answer to one event depends on besides the event and the operation
 * (the document and its variables): subscribers of one event with equal keys get one
 * execution's result. Return null when the answer is the viewer's own (executed alone).
 */
export type ShareKey = (payload: unknown, context: AppContext) => string | SharedAnswer | null;

/**
 * A shared answer with one number of its own per subscriber (a worker's distance from the
 * job): subscribers with equal keys share one execution, run on `root(payload)`, which answers
 * `marker` in place of that number; each subscriber then gets a copy with `marker` replaced by
 * `value`. The marker must be a number no real answer holds.
 */
export interface SharedAnswer {
  key: string;
  own?: { root: (payload: object) => object; marker: number; value: number };
}

/** A copy of a result's data with every number equal to `marker` replaced by `value` (objects and arrays copied, the rest shared). */
function withNumber(value: unknown, marker: number, replacement: number): unknown {
  if (value === marker) return replacement;
  if (Array.isArray(value)) return value.map((v) => withNumber(v, marker, replacement));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) copy[k] = withNumber(v, marker, replacement);
  return copy;
}

type Answer = ExecutionResult | Promise<ExecutionResult>;
type Results = Map<string, Answer>;

const isPromise = (answer: Answer): answer is Promise<ExecutionResult> => typeof (answer as Promise<unknown>).then === 'function';

/** Keeps `answer` under `at`; a promise is replaced by its result once it has one, so later subscribers take it at once. */
function keep(results: Results, at: string, answer: Answer): Answer {
  results.set(at, answer);
  if (isPromise(answer)) answer.then((r) => results.get(at) === answer && results.set(at, r), () => undefined);
  return answer;
}

/** Printed documents: the websocket's subscriptions of one query text share one document (graphql/limits.ts). */
const printed = new WeakMap<DocumentNode, string>();

function printedOnce(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

/** Operations (document, name, variables) by a number each: equal operations, one number. */
const operationIds = new Map<string, string>();
let operationsSeen = 0;

function operationId(operation: string): string {
  let id = operationIds.get(operation);
  if (id === undefined) {
    // Bounded: an operation forgotten here gets a new number, never one another operation had (its new
    // subscribers only stop sharing answers with its older ones).
    if (operationIds.size >= 10_000) operationIds.clear();
    operationIds.set(operation, (id = `op${++operationsSeen}`));
  }
  return id;
}

/** The root field of a subscription operation (a subscription has exactly one). */
function rootField(document: DocumentNode, operationName: string | null | undefined): string | null {
  const op = getOperationAST(document, operationName);
  const first = op?.selectionSet.selections[0];
  return op?.operation === 'subscription' && first?.kind === Kind.FIELD ? first.name.value : null;
}

/** Maps an async iterator, passing return() and throw() through at once (graphql-js's own mapping does the same). */
function mapIterator<T, U>(source: AsyncIterable<T>, map: (value: T) => Promise<U>): AsyncIterableIterator<U> {
  const it = source[Symbol.asyncIterator]();
  return {
    async next() {
      const r = await it.next();
      return r.done ? { done: true, value: undefined } : { done: false, value: await map(r.value) };
    },
    async return() {
      await it.return?.();
      return { done: true, value: undefined };
    },
    async throw(err: unknown) {
      if (it.throw) await it.throw(err);
      throw err;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * Hands each event's answer to `next` as the event is handed out (a live stream's push mode):
 * at once when the answer is ready (a shared answer executed for an earlier subscriber, or an
 * execution that ran without waiting), else when it is, in the order of the events. More than
 * LIVE_BUFFER answers waiting end the stream as one that fell behind; an execution that fails
 * ends it with its error.
 */
function pushAnswers<T>(source: PushableStream<T>, answerOf: (payload: T) => Answer, next: (result: ExecutionResult) => void): () => Promise<void> {
  let tail: Promise<void> | null = null;
  let waiting = 0;
  const control = source[PUSH]((payload) => {
    const answer = answerOf(payload);
    if (tail === null && !isPromise(answer)) return next(answer);
    if (++waiting > LIVE_BUFFER) return control.overflow();
    const send = (result: ExecutionResult) => {
      waiting--;
      next(result);
    };
    // Nothing waiting before it (a subscriber's one notice of a paid job): sent when its own execution is done, one
    // promise step; else after the answers before it, in the order of the events.
    const sent: Promise<void> = tail === null ? (answer as Promise<ExecutionResult>).then(send) : tail.then(() => answer).then(send);
    tail = sent;
    sent.then(
      () => {
        if (tail === sent) tail = null;
      },
      (error: unknown) => control.fail(error),
    );
  });
  // Every answer handed out so far written (an execution that failed ends the stream: nothing more to write).
  return () => (tail ?? Promise.resolve()).catch(() => undefined);
}

/**
 * graphql-ws's `subscribe`: graphql-js's subscribe (source stream, then each event executed, by
 * the operation compiled once: compiledSubscriptionEvents),
 * except that for the subscription fields named in `keys`, subscribers of one event whose
 * operation and key are equal share one execution and its result. A fan-out to a thousand
 * workers then executes once per distinct answer, not once per socket; a number that differs
 * per subscriber (the job's distance from each worker) is put into a copy of the shared answer
 * (SharedAnswer.own) instead of making every distance an execution of its own. The execution runs in the first such subscriber's context, so
 * a key must name everything of the viewer the answer depends on. Over a websocket (the
 * context's `live.next`), a live stream's answers are written as each event is handed out
 * (pushAnswers), not read by graphql-ws one promise chain per subscriber and event.
 */
export function sharedSubscribe(keys: Record<string, ShareKey>) {
  const byEvent = new WeakMap<object, Results>();
  return async (args: ExecutionArgs) => {
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source as ExecutionResult;
    // Each event's answer, by the operation compiled once (graphql-jit), else by graphql-js.
    const compiled = compiledSubscriptionEvents(args.schema, args.document, args.operationName);
    const run = compiled ? (payload: unknown): Answer => compiled(payload, args.contextValue, args.variableValues) : (payload: unknown): Answer => execute({ ...args, rootValue: payload });
    const field = rootField(args.document, args.operationName);
    const keyOf = field ? keys[field] : undefined;
    let answerOf = run;
    if (keyOf) {
      // A short name for the operation: every event's lookups key on it, not on the whole printed document.
      const operation = operationId(`${printedOnce(args.document)}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`);
      answerOf = (payload) => {
        const shared = typeof payload === 'object' && payload !== null ? keyOf(payload, args.contextValue as AppContext) : null;
        if (shared === null) return run(payload);
        const { key, own } = typeof shared === 'string' ? { key: shared, own: undefined } : shared;
        let results = byEvent.get(payload as object);
        if (!results) byEvent.set(payload as object, (results = new Map()));
        const at = `${operation}\u0000${key}`;
        const result = results.get(at) ?? keep(results, at, run(own ? own.root(payload as object) : payload));
        if (!own) return result;
        // This subscriber's own number in the shared answer: one copy per distinct value.
        const mine = `${at}\u0000${own.value}`;
        const copy = (r: ExecutionResult): ExecutionResult => ({ ...r, data: withNumber(r.data, own.marker, own.value) as ExecutionResult['data'] });
        return results.get(mine) ?? keep(results, mine, isPromise(result) ? result.then(copy) : copy(result));
      };
    }
    const live = (args.contextValue as AppContext | undefined)?.live;
    const next = live?.next;
    if (live && next && isPushable(source)) {
      live.written = pushAnswers(source, answerOf, next);
      live.listeningSince = Date.now();
      // Pushed, the stream yields nothing: graphql-ws's loop over it waits until it ends.
      return source as unknown as AsyncIterableIterator<ExecutionResult>;
    }
    return mapIterator(source, (payload) => Promise.resolve(answerOf(payload)));
  };
}
