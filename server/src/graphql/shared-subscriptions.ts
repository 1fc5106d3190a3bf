import { Kind, createSourceEventStream, execute, getOperationAST, print, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { AppContext } from './context';

/**
 * What a subscriber's answer to one event depends on besides the event and the operation
 * (the document and its variables): subscribers of one event with equal keys get one
 * execution's result. Return null when the answer is the viewer's own (executed alone).
 */
export type ShareKey = (payload: unknown, context: AppContext) => string | null;

type Results = Map<string, Promise<ExecutionResult>>;

/** Printed documents: the websocket's subscriptions of one query text share one document (graphql/limits.ts). */
const printed = new WeakMap<DocumentNode, string>();

function printedOnce(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
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
 * graphql-ws's `subscribe`: graphql-js's subscribe (source stream, then execute per event),
 * except that for the subscription fields named in `keys`, subscribers of one event whose
 * operation and key are equal share one execution and its result. A fan-out to a thousand
 * workers then executes once per distinct answer (e.g. per distance of the job from the
 * worker), not once per socket. The execution runs in the first such subscriber's context, so
 * a key must name everything of the viewer the answer depends on.
 */
export function sharedSubscribe(keys: Record<string, ShareKey>) {
  const byEvent = new WeakMap<object, Results>();
  return async (args: ExecutionArgs) => {
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source as ExecutionResult;
    const run = (payload: unknown) => Promise.resolve(execute({ ...args, rootValue: payload }));
    const field = rootField(args.document, args.operationName);
    const keyOf = field ? keys[field] : undefined;
    if (!keyOf) return mapIterator(source, run);
    const operation = `${printedOnce(args.document)}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`;
    return mapIterator(source, (payload) => {
      const key = typeof payload === 'object' && payload !== null ? keyOf(payload, args.contextValue as AppContext) : null;
      if (key === null) return run(payload);
      let results = byEvent.get(payload as object);
      if (!results) byEvent.set(payload as object, (results = new Map()));
      const at = `${operation}\u0000${key}`;
      let result = results.get(at);
      if (!result) results.set(at, (result = run(payload)));
      return result;
    });
  };
}
