import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { getIntrospectionQuery } from 'graphql';
import { startTestApp, type TestApp } from '../support/app';

/**
 * In production (introspection off) an error tells nothing about the schema: GraphQL's
 * "Did you mean ...?" hints would name fields, arguments, input fields and enum values that a
 * caller could not otherwise list. With introspection on, the hints may stay.
 */

const MISSPELLED_FIELD = '{ serviceCategories { nmae } }';
const MISSPELLED_ARGUMENT = 'query { notifications(frist: 5) { items { id } } }';
const MISSPELLED_ENUM = 'mutation { processPayment(input: { requestId: "1", kind: consultaton, method: card, idempotencyKey: "privacy-0001" }) { payment { id } } }';
const MISSPELLED_INPUT_FIELD = 'mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id } } }';
const MISSPELLED_INPUT_VARIABLES = { i: { requestId: '1', kind: 'consultation', method: 'card', idempotencyKy: 'privacy-0002' } };

async function subscriptionError(app: TestApp, query: string): Promise<string> {
  const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, retryAttempts: 0 });
  try {
    return await new Promise<string>((resolve) => {
      client.subscribe({ query }, { next: (v) => resolve(JSON.stringify(v.errors ?? v.data)), error: (e) => resolve(JSON.stringify(e)), complete: () => resolve('completed') });
    });
  } finally {
    await client.dispose();
  }
}

describe('in production, with introspection off', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => app.close());

  it('refuses introspection', async () => {
    const r = await app.gql(getIntrospectionQuery());
    expect(r.errors?.[0].message).toMatch(/introspection is not allowed/i);
  });

  it('answers a misspelled field, argument, enum value or input field without suggesting schema names', async () => {
    const answers = [await app.gql(MISSPELLED_FIELD), await app.gql(MISSPELLED_ARGUMENT), await app.gql(MISSPELLED_ENUM), await app.gql(MISSPELLED_INPUT_FIELD, MISSPELLED_INPUT_VARIABLES)];
    const messages = answers.map((r) => r.errors?.map((e) => e.message).join(' | '));
    expect(messages).toEqual([
      'Cannot query field "nmae" on type "ServiceCategory".',
      'Unknown argument "frist" on field "Query.notifications".',
      expect.stringMatching(/^Value "consultaton" does not exist in "PaymentKind" enum\.$/),
      expect.stringMatching(/Field "idempotencyKy" is not defined by type "ProcessPaymentInput"\./),
    ]);
    // Nothing names what the caller got wrong into: the field name, first, the consultation value, idempotencyKey.
    for (const m of messages) expect(m).not.toMatch(/did you mean/i);
    expect([messages[0], messages[1], messages[2], messages[3]!.replace(/^.*?; /, '')].join(' ')).not.toMatch(/"name"|"first"|"consultation"|"idempotencyKey"/);
    // Still a clear client error, never a fault.
    expect(answers.map((r) => r.errors?.[0].extensions?.code)).toEqual(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);
  });

  it('over the subscription socket too', async () => {
    const answer = await subscriptionError(app, 'subscription { notificationAddd { id } }');
    expect(answer).toContain('Cannot query field \\"notificationAddd\\" on type \\"Subscription\\".');
    expect(answer).not.toMatch(/did you mean|notificationAdded/i);
  });
});

describe('with introspection on (development and tests)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('keeps GraphQL\'s suggestions, which introspection would show anyway', async () => {
    const r = await app.gql(MISSPELLED_FIELD);
    expect(r.errors?.[0].message).toBe('Cannot query field "nmae" on type "ServiceCategory". Did you mean "name"?');
    expect(await subscriptionError(app, 'subscription { notificationAddd { id } }')).toMatch(/Did you mean \\"notificationAdded\\"/);
  });
});
