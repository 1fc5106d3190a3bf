import { GraphQLError, GraphQLFloat, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult, type GraphQLFieldConfigArgumentMap } from 'graphql';
import { sharedSubscribe } from '../../server/src/graphql/shared-subscriptions';
import { liveStream } from '../../server/src/events/live-pubsub';
import type { AppContext } from '../../server/src/graphql/context';

// graphql/shared-subscriptions.ts: subscribers of one event with equal keys share one execution;
// a number of their own (a worker's distance from the job) is put into each one's copy.
const MARKER = -1.25e-300;
let executions = 0;
const Change = new GraphQLObjectType({ name: 'Change', fields: { title: { type: GraphQLString }, miles: { type: GraphQLFloat } } });

type ChangeEvent = { title: string; shared?: boolean; wait?: Promise<void> };

/**
 * A subscription `changed` over the given streams (one per subscriber, in order); `resolve` answers each event,
 * with the field's arguments when `args` declares some.
 */
function schemaFor(
  events: AsyncIterable<ChangeEvent>[],
  resolve = (event: ChangeEvent, ctx: { miles: number }, _args: Record<string, unknown>): unknown => ({ title: event.title, miles: event.shared ? MARKER : ctx.miles }),
  args?: GraphQLFieldConfigArgumentMap,
) {
  let next = 0;
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        changed: {
          type: Change,
          args,
          subscribe: () => events[next++],
          resolve: (event: ChangeEvent, fieldArgs: Record<string, unknown>, ctx: { miles: number }) => {
            executions++;
            return resolve(event, ctx, fieldArgs);
          },
        },
      },
    }),
  });
}

/** Events handed to a subscriber in turn; one event given to several subscribers is the same object, as the app's PubSub hands it out. */
function eventsOf<T>(...events: T[]): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      let i = 0;
      return { next: async () => (i < events.length ? { done: false, value: events[i++] } : { done: true, value: undefined }), return: async () => ({ done: true, value: undefined }) };
    },
  } as AsyncIterable<T>;
}

it('executes once for subscribers with equal keys, and gives each its own distance in a copy of the answer', async () => {
  const event = { title: 'Deep clean' };
  const milesOf = [2.5, 2.5, 7.1];
  const schema = schemaFor(milesOf.map(() => eventsOf(event)));
  const subscribe = sharedSubscribe({
    changed: (_payload, ctx) => ({ key: 'in', own: { root: (e) => ({ ...(e as object), shared: true }), marker: MARKER, value: (ctx as unknown as { miles: number }).miles } }),
  });
  const document = parse('subscription { changed { title miles } }');
  executions = 0;
  const answers: ExecutionResult[] = [];
  for (const miles of milesOf) {
    const it = (await subscribe({ schema, document, contextValue: { miles } as unknown as AppContext })) as AsyncIterableIterator<ExecutionResult>;
    answers.push((await it.next()).value);
  }
  expect(executions).toBe(1);
  expect(answers.map((a) => a.data)).toEqual(milesOf.map((miles) => ({ changed: { title: 'Deep clean', miles } })));
  expect(JSON.stringify(answers)).not.toContain('e-300');
});

it('executes once per distinct key, and alone for a subscriber whose answer is its own', async () => {
  const event = { title: 'Lawn' };
  const keys = ['a', 'a', 'b', null];
  const schema = schemaFor(keys.map(() => eventsOf(event)));
  const subscribe = sharedSubscribe({ changed: (_payload, ctx) => (ctx as unknown as { key: string | null }).key });
  const document = parse('subscription { changed { title miles } }');
  executions = 0;
  for (const key of keys) {
    const it = (await subscribe({ schema, document, contextValue: { key, miles: 1 } as unknown as AppContext })) as AsyncIterableIterator<ExecutionResult>;
    expect((await it.next()).value.data).toEqual({ changed: { title: 'Lawn', miles: 1 } });
  }
  expect(executions).toBe(3);
});

it('over a websocket, writes each answer as the event is handed out, shared answers at once and in the order of the events', async () => {
  // Live streams, as the app's subscriptions return them: pushed, they are never read by graphql-ws.
  const target = new EventTarget();
  const streams = [0, 1, 2].map(() => liveStream<ChangeEvent>(target, 'changed'));
  // An event that carries `wait` is answered only once it resolves (a resolver that reads).
  const schema = schemaFor(streams, (event) => (event.wait ? event.wait.then(() => ({ title: event.title, miles: 1 })) : { title: event.title, miles: 1 }));
  const subscribe = sharedSubscribe({ changed: () => 'everyone' });
  const document = parse('subscription { changed { title } }');
  const written: string[][] = [[], [], []];
  const iterators = [];
  for (const sent of written) {
    const live = { eventsMissed: () => undefined, next: (r: ExecutionResult) => sent.push((r.data as { changed: { title: string } }).changed.title) };
    iterators.push((await subscribe({ schema, document, contextValue: { live } as unknown as AppContext })) as AsyncIterableIterator<ExecutionResult>);
  }
  executions = 0;
  let release!: () => void;
  const wait = new Promise<void>((resolve) => (release = resolve));
  target.dispatchEvent(new CustomEvent('changed', { detail: { title: 'first, read slowly', wait } }));
  target.dispatchEvent(new CustomEvent('changed', { detail: { title: 'second' } }));
  target.dispatchEvent(new CustomEvent('changed', { detail: { title: 'third' } }));
  await new Promise((resolve) => setImmediate(resolve));
  // The first answer is not ready: nobody has the later ones before it.
  expect(written).toEqual([[], [], []]);
  release();
  await new Promise((resolve) => setImmediate(resolve));
  expect(written).toEqual([0, 1, 2].map(() => ['first, read slowly', 'second', 'third']));
  // One execution per event for the three subscribers.
  expect(executions).toBe(3);
  // Nothing was yielded to graphql-ws: its loop waits until the operation ends.
  const ending = iterators[0].next();
  await iterators[0].return!();
  expect(await ending).toEqual({ value: undefined, done: true });
});

it("executes each event with the subscriber's variables, and reports a resolver's error with the error it threw, as graphql-js would", async () => {
  // The app's own errors are not GraphQLErrors: the formatter reads the one thrown (originalError) and its extensions.
  class JobGone extends Error {
    readonly extensions = { code: 'NOT_FOUND' };
  }
  const gone = new JobGone('That job is gone');
  const schema = schemaFor(
    [eventsOf<ChangeEvent>({ title: 'Gutters' }, { title: 'fail' })],
    (event, _ctx, args) => {
      if (event.title === 'fail') throw gone;
      return { title: `${String(args.prefix)}${event.title}`, miles: 1 };
    },
    { prefix: { type: new GraphQLNonNull(GraphQLString) } },
  );
  const subscribe = sharedSubscribe({});
  const document = parse('subscription Changed($prefix: String!) { changed(prefix: $prefix) { title } }');
  const it = (await subscribe({ schema, document, operationName: 'Changed', variableValues: { prefix: 'New: ' }, contextValue: {} as unknown as AppContext })) as AsyncIterableIterator<ExecutionResult>;
  expect((await it.next()).value).toEqual({ data: { changed: { title: 'New: Gutters' } } });
  const failed = (await it.next()).value as ExecutionResult;
  expect(failed.data).toEqual({ changed: null });
  expect(failed.errors?.[0]).toBeInstanceOf(GraphQLError);
  expect(failed.errors?.[0].message).toBe('That job is gone');
  expect(failed.errors?.[0].originalError).toBe(gone);
  expect(failed.errors?.[0].extensions).toEqual({ code: 'NOT_FOUND' });
  expect(failed.errors?.[0].path).toEqual(['changed']);
});
