import { GraphQLFloat, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from 'graphql';
import { sharedSubscribe } from '../../server/src/graphql/shared-subscriptions';
import type { AppContext } from '../../server/src/graphql/context';

// graphql/shared-subscriptions.ts: subscribers of one event with equal keys share one execution;
// a number of their own (a worker's distance from the job) is put into each one's copy.
const MARKER = -1.25e-300;
let executions = 0;
const Change = new GraphQLObjectType({ name: 'Change', fields: { title: { type: GraphQLString }, miles: { type: GraphQLFloat } } });

function schemaFor(events: AsyncIterable<{ title: string }>[]) {
  let next = 0;
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        changed: {
          type: Change,
          subscribe: () => events[next++],
          resolve: (event: { title: string; shared?: boolean }, _args, ctx: { miles: number }) => {
            executions++;
            return { title: event.title, miles: event.shared ? MARKER : ctx.miles };
          },
        },
      },
    }),
  });
}

/** One event handed to every subscriber: the same object, as the app's PubSub hands it out. */
function oneEvent<T>(event: T): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      let done = false;
      return { next: async () => (done ? { done: true, value: undefined } : ((done = true), { done: false, value: event })), return: async () => ({ done: true, value: undefined }) };
    },
  } as AsyncIterable<T>;
}

it('executes once for subscribers with equal keys, and gives each its own distance in a copy of the answer', async () => {
  const event = { title: 'Deep clean' };
  const milesOf = [2.5, 2.5, 7.1];
  const schema = schemaFor(milesOf.map(() => oneEvent(event)));
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
  const schema = schemaFor(keys.map(() => oneEvent(event)));
  const subscribe = sharedSubscribe({ changed: (_payload, ctx) => (ctx as unknown as { key: string | null }).key });
  const document = parse('subscription { changed { title miles } }');
  executions = 0;
  for (const key of keys) {
    const it = (await subscribe({ schema, document, contextValue: { key, miles: 1 } as unknown as AppContext })) as AsyncIterableIterator<ExecutionResult>;
    expect((await it.next()).value.data).toEqual({ changed: { title: 'Lawn', miles: 1 } });
  }
  expect(executions).toBe(3);
});
