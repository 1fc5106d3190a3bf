import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { startTestApp, type TestApp } from '../support/app';
import { depthLimit, MAX_DEPTH } from '../../server/src/graphql/limits';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it('refuses a query nested deeper than the limit, and answers one within it', () => {
  // The product's schema has no cycle deep enough to exceed the limit, so the rule is checked
  // on a schema that has one.
  const schema = buildSchema('type Node { id: ID, next: Node } type Query { node: Node }');
  const nest = (n: number): string => (n === 0 ? 'id' : `next { ${nest(n - 1)} }`);
  const deep = validate(schema, parse(`{ node { ${nest(12)} } }`), [depthLimit()]);
  expect(deep.map((e) => e.message)).toEqual([`Query is too deep: 14 levels, at most ${MAX_DEPTH} allowed`]);
  expect(validate(schema, parse(`{ node { ${nest(5)} } }`), [depthLimit()])).toEqual([]);
});

it('answers the standard introspection query where introspection is on', async () => {
  const r = await app.gql(getIntrospectionQuery());
  expect(r.errors).toBeUndefined();
  expect((r.data as { __schema: { queryType: { name: string } } }).__schema.queryType.name).toBe('Query');
});

it('refuses alias amplification', async () => {
  const many = Array.from({ length: 40 }, (_, i) => `a${i}: serviceCategories { id }`).join(' ');
  const r = await app.gql(`{ ${many} }`);
  expect(r.errors![0].message).toMatch(/Too many aliases: 40/);
});

it('does not accept batched operations in one HTTP request', async () => {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([{ query: '{ serviceCategories { id } }' }, { query: '{ serviceCategories { id } }' }]),
  });
  expect(res.status).toBe(400);
});

it('refuses a request body over 1 MB with a clear error, not a crash', async () => {
  const res = await fetch(`${app.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
  });
  expect(res.status).toBe(413);
  expect(await res.json()).toMatchObject({ error: 'Request body is too large' });
});

it('sends security headers', async () => {
  const res = await fetch(`${app.url}/healthz`);
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-powered-by')).toBeNull();
});
