import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeRequest, PNG_BYTES } from '../support/worker-fixtures';

/**
 * Abuse limits with production limits (NODE_ENV=production: no test multiplier): sign-in,
 * admin access, registration, payments and uploads answer 429 with Retry-After past their
 * limit; introspection is off unless GRAPHQL_INTROSPECTION=true; uploads are checked for
 * type and size. (Depth, aliases, batching, body size and headers: tests/server/abuse-limits.)
 */

let app: TestApp;

beforeAll(async () => {
  // Production has no default /admin-access password: this deployment sets one.
  app = await startTestApp({ seed: true, env: { NODE_ENV: 'production', UPLOAD_MAX_BYTES: '4096', ADMIN_PASSWORD: 'abuse-limits-admin-password' } });
}, 120_000);
afterAll(() => app?.close());

async function rest(path: string, body: unknown, token?: string) {
  const res = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { code?: string; error?: string } };
}

/** Sends attempts until the first 429; returns how many were let through and the 429. */
async function untilLimited(max: number, attempt: (i: number) => Promise<{ status: number; retryAfter: string | null }>) {
  for (let i = 0; i < max; i++) {
    const r = await attempt(i);
    if (r.status === 429) return { passed: i, limited: r };
  }
  return { passed: max, limited: null };
}

function upload(token: string, file: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  form.append('photos', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

describe('rate limits at production values', () => {
  it('runs with the production configuration', () => {
    expect(app.config.env).toBe('production');
  });

  it('sign-in: 5 failed attempts on one e-mail, then 429 with Retry-After (REST and GraphQL)', async () => {
    // The account's wait (tests/server/sign-in-throttle) comes before the per-address limit of 10.
    const r = await untilLimited(20, () => rest('/auth/login', { email: 'client2@demo.elite', password: 'wrong-password' }));
    expect(r.passed).toBe(5);
    expect(r.limited?.retryAfter).toMatch(/^\d+$/);
    expect(Number(r.limited?.retryAfter)).toBeGreaterThan(0);
    const g = await app.gql('mutation { login(input: { email: "client2@demo.elite", password: "demo-pass-2026" }) { token } }');
    expect(g.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((g.errors?.[0].extensions as { retryAfter?: number }).retryAfter).toBeGreaterThan(0);
    // Another account is not locked out by this one's failures.
    expect((await rest('/auth/login', { email: 'client@demo.elite', password: 'demo-pass-2026' })).status).toBe(200);
  });

  it('admin access: 5 wrong passwords, then 429 with Retry-After, even for the right one', async () => {
    const r = await untilLimited(10, () => app.gql('mutation { adminAccess(password: "not-the-password") { token } }').then((g) => ({ status: g.errors?.[0].extensions?.code === 'TOO_MANY_REQUESTS' ? 429 : 401, retryAfter: String((g.errors?.[0].extensions as { retryAfter?: number })?.retryAfter ?? '') })));
    expect(r.passed).toBe(5);
    expect(Number(r.limited?.retryAfter)).toBeGreaterThan(0);
    const right = await app.gql('mutation($p: String!) { adminAccess(password: $p) { token } }', { p: app.config.adminPassword });
    expect(right.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('registration: 20 an hour from one address, then 429 with Retry-After', async () => {
    const r = await untilLimited(30, (i) => rest('/auth/register', { email: `flood${i}@example.com`, password: 'a-long-password-1', firstName: 'Flood', lastName: 'Test', phone: '615-555-0100', role: 'client' }));
    expect(r.passed).toBe(20);
    expect(Number(r.limited?.retryAfter)).toBeGreaterThan(0);
  });

  it('payments: 30 attempts a minute per person, then 429 with Retry-After', async () => {
    const token = await signIn(app, 'client@demo.elite');
    const id = await makeRequest(app, { category: 'House Cleaning', paid: false });
    // Repeats of one attempt key (idempotent) still count as attempts.
    const r = await untilLimited(40, () => rest(`/api/service-requests/${id}/process-payment`, { paymentType: 'appointment_fee', paymentMethod: 'card', squareTransactionId: `flood-attempt-${id}` }, token));
    expect(r.passed).toBe(30);
    expect(Number(r.limited?.retryAfter)).toBeGreaterThan(0);
    const g = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id } } }', { i: { kind: 'consultation', requestId: String(id), method: 'card', idempotencyKey: `flood-attempt-${id}` } }, token);
    expect(g.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    // One charge only, whatever the flood.
    const rows = await app.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from payments where request_id = ?', [id]);
    expect(Number(rows[0].n)).toBe(1);
  });

  it('uploads: 60 uploads per 10 minutes per person, then 429 with Retry-After', async () => {
    const token = await signIn(app, 'worker@demo.elite');
    const r = await untilLimited(70, async () => {
      const res = await upload(token, { name: 'p.png', bytes: PNG_BYTES, type: 'image/png' });
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.get('retry-after') };
    });
    expect(r.passed).toBe(60);
    expect(Number(r.limited?.retryAfter)).toBeGreaterThan(0);
  });
});

describe('uploads are checked for type and size', () => {
  it('refuses a text file named .png, an HTML file, and a file over UPLOAD_MAX_BYTES, storing nothing', async () => {
    const token = await signIn(app, 'worker2@demo.elite');
    const before = await app.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from uploads');
    const fake = await upload(token, { name: 'photo.png', bytes: Buffer.from('just some text, not an image'), type: 'image/png' });
    expect(fake.status).toBe(422);
    const html = await upload(token, { name: 'x.html', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'text/html' });
    expect(html.status).toBe(422);
    const big = await upload(token, { name: 'big.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(8192)]), type: 'image/png' });
    expect([413, 422]).toContain(big.status);
    expect(((await big.json()) as { error: string }).error).toMatch(/large|size|bytes|KB|MB/i);
    const after = await app.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from uploads');
    expect(after[0].n).toBe(before[0].n);
    // A real PNG under the limit is taken.
    expect((await upload(token, { name: 'ok.png', bytes: PNG_BYTES, type: 'image/png' })).status).toBe(201);
  });
});

describe('introspection in production', () => {
  it('is off by default', async () => {
    const r = await app.gql('{ __schema { queryType { name } } }');
    expect(r.data).toBeNull();
    expect(r.errors?.[0].message).toMatch(/introspection/i);
  });

  it('is on when GRAPHQL_INTROSPECTION=true', async () => {
    const other = await startTestApp({ env: { NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' } });
    try {
      const r = await other.gql<{ __schema: { queryType: { name: string } } }>('{ __schema { queryType { name } } }');
      expect(r.data?.__schema.queryType.name).toBe('Query');
    } finally {
      await other.close();
    }
  });
});

describe('passwords', () => {
  it('are stored as argon2id with the OWASP parameters (19 MiB, 2 iterations, 1 lane), never in clear', async () => {
    const rows = await app.orm.em.fork().getConnection().execute<{ email: string; password_hash: string }[]>("select email, password_hash from users where email like 'flood%@example.com' or email = 'client@demo.elite'");
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) {
      expect(r.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(r.password_hash).not.toContain('a-long-password-1');
    }
  });
});
