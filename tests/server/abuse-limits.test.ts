import { startTestApp, type TestApp } from '../support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it('refuses a query nested deeper than the limit, and answers one within it', async () => {
  const nest = (n: number): string => (n === 0 ? 'name' : `ofType { ${nest(n - 1)} }`);
  const deep = await app.gql(`{ __schema { types { fields { type { ${nest(10)} } } } } }`);
  expect(deep.errors![0].message).toMatch(/too deep/);
  expect(deep.data).toBeNull();
  const fine = await app.gql(`{ __schema { types { fields { type { ${nest(3)} } } } } }`);
  expect(fine.errors).toBeUndefined();
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
