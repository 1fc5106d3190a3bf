import { startTestApp, DEMO_PASSWORD, type TestApp } from '../support/app';
import { categoryId } from '../support/worker-fixtures';
import { User } from '../../server/src/modules/users/user.entity';
import { WaitlistEntry } from '../../server/src/modules/waitlist/waitlist-entry.entity';

/**
 * Accounts: one sign-up limit for every way an account is created (20 an hour from one
 * address, at production values: RATE_LIMIT_SCALE=1), common passwords refused (NIST
 * 800-63B), and e-mail addresses compared and stored NFKC-normalised and lower-cased. Each
 * scenario speaks from its own client address (X-Forwarded-For, believed from loopback).
 */

let app: TestApp;
let cleaning: number;

beforeAll(async () => {
  app = await startTestApp({ seed: true, env: { RATE_LIMIT_SCALE: '1' } });
  cleaning = await categoryId(app, 'House Cleaning');
}, 120_000);
afterAll(() => app?.close());

interface Answer {
  status: number;
  retryAfter: string | null;
  code: string | null;
  fields: { path: string; message: string }[];
  body: Record<string, unknown>;
}

async function post(ip: string, path: string, body: unknown): Promise<Answer> {
  const res = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown> & { errors?: { extensions?: { code?: string; fields?: Answer['fields'] } }[]; details?: Answer['fields'] };
  const gqlError = json.errors?.[0]?.extensions;
  return { status: res.status, retryAfter: res.headers.get('retry-after'), code: gqlError?.code ?? null, fields: gqlError?.fields ?? json.details ?? [], body: json };
}

const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { token user { id email } } }';
const APPLY = 'mutation($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { token provider { id } } }';
const LOGIN = 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token user { id email } } }';
const agreements = { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true };

const person = (email: string, password = 'a-long-password-1') => ({ email, password, firstName: 'Avery', lastName: 'Lane', phone: '615-555-0100', role: 'client' });
const applicant = (email: string, password = 'a-long-password-1') => ({ name: 'Avery Lane', email, phone: '615-555-0190', zipCode: '37209', serviceRadius: 50, categoryIds: [cleaning], agreements, password });

/** The four ways a visitor creates an account. */
const ways = {
  restRegister: (ip: string, email: string, password?: string) => post(ip, '/auth/register', person(email, password)),
  restApply: (ip: string, email: string, password?: string) => post(ip, '/api/service-providers', { ...applicant(email, password), serviceCategories: [cleaning], categoryIds: undefined, serviceAgreements: agreements, agreements: undefined }),
  gqlRegister: (ip: string, email: string, password?: string) => post(ip, '/graphql', { query: REGISTER, variables: { i: person(email, password) } }),
  gqlApply: (ip: string, email: string, password?: string) => post(ip, '/graphql', { query: APPLY, variables: { i: applicant(email, password) } }),
};
type Way = keyof typeof ways;
const created = (a: Answer) => (a.status === 201 || (a.status === 200 && !a.code));

const userCount = (email: string) => app.orm.em.fork().count(User, { email });

describe('one sign-up limit for every way an account is created', () => {
  it('runs with the production limits', () => {
    expect(app.config.rateLimitScale).toBe(1);
  });

  it('20 accounts an hour from one address across REST and GraphQL register and apply, then 429 with Retry-After / TOO_MANY_REQUESTS on every path', async () => {
    const ip = '203.0.113.10';
    const order: Way[] = ['restRegister', 'restApply', 'gqlRegister', 'gqlApply'];
    for (let i = 0; i < 20; i++) {
      const way = order[i % 4];
      const a = await ways[way](ip, `flood-${i}@example.com`);
      expect({ i, way, ok: created(a), a: created(a) ? null : a.body }).toEqual({ i, way, ok: true, a: null });
    }
    const rest = await ways.restApply(ip, 'flood-20@example.com');
    expect(rest.status).toBe(429);
    expect(Number(rest.retryAfter)).toBeGreaterThan(0);
    expect((await ways.restRegister(ip, 'flood-21@example.com')).status).toBe(429);
    expect((await ways.gqlRegister(ip, 'flood-22@example.com')).code).toBe('TOO_MANY_REQUESTS');
    expect((await ways.gqlApply(ip, 'flood-23@example.com')).code).toBe('TOO_MANY_REQUESTS');
    for (const n of [20, 21, 22, 23]) expect(await userCount(`flood-${n}@example.com`)).toBe(0);
    // Another address is not limited by this one's sign-ups.
    expect(created(await ways.gqlApply('203.0.113.11', 'elsewhere@example.com'))).toBe(true);
  });
});

describe('common passwords are refused as new passwords', () => {
  const weak = ['password', '12345678', 'aaaaaaaa', '       x', 'demo-pass-2026', 'EliteServices2026'];

  it.each(Object.keys(ways) as Way[])('%s refuses each common password naming the field password, and creates nothing', async (way) => {
    for (const [i, pw] of weak.entries()) {
      const email = `weak-${way}-${i}@example.com`;
      const a = await ways[way]('203.0.113.20', email, pw);
      expect({ pw, status: a.status === 422 || a.code === 'BAD_USER_INPUT' }).toEqual({ pw, status: true });
      expect(a.fields.map((f) => f.path)).toContain('password');
      expect(a.fields.find((f) => f.path === 'password')?.message).toMatch(/password/i);
      expect(await userCount(email)).toBe(0);
    }
  });

  it('the demo accounts still sign in with the demo password, and a good password is taken', async () => {
    const demo = await post('203.0.113.21', '/graphql', { query: LOGIN, variables: { e: 'client@demo.elite', p: DEMO_PASSWORD } });
    expect(demo.code).toBeNull();
    expect(created(await ways.restRegister('203.0.113.21', 'strong@example.com', 'copper kettle on the porch'))).toBe(true);
  });
});

describe('e-mail addresses are NFKC-normalised and case-folded', () => {
  const ip = '203.0.113.30';
  const fullWidthClient = 'ｃｌｉｅｎｔ@demo.elite';

  it('a full-width or upper-case form of an existing address is the same account on register and apply (REST and GraphQL)', async () => {
    for (const email of [fullWidthClient, 'ＣＬＩＥＮＴ＠ＤＥＭＯ.ＥＬＩＴＥ', ' Client@Demo.Elite ']) {
      for (const way of Object.keys(ways) as Way[]) {
        const a = await ways[way](ip, email);
        expect({ email, way, created: created(a) }).toEqual({ email, way, created: false });
        expect(a.fields.map((f) => f.path)).toContain('email');
      }
    }
    expect(await userCount('client@demo.elite')).toBe(1);
    expect(await app.orm.em.fork().count(User, { email: { $in: [fullWidthClient, 'ＣＬＩＥＮＴ＠ＤＥＭＯ.ＥＬＩＴＥ', 'ＣＬＩＥＮＴ＠ＤＥＭＯ.ＥＬＩＴＥ'.toLowerCase()] } })).toBe(0);
  });

  it('sign-in with the full-width form signs into the same account', async () => {
    const plain = await post(ip, '/graphql', { query: LOGIN, variables: { e: 'client@demo.elite', p: DEMO_PASSWORD } });
    const wide = await post(ip, '/graphql', { query: LOGIN, variables: { e: fullWidthClient, p: DEMO_PASSWORD } });
    expect(wide.code).toBeNull();
    const userOf = (a: Answer) => (a.body as { data: { login: { user: { id: string; email: string } } } }).data.login.user;
    expect(userOf(wide)).toEqual(userOf(plain));
    const rest = await post(ip, '/auth/login', { email: fullWidthClient, password: DEMO_PASSWORD });
    expect(rest.status).toBe(200);
    expect((rest.body as { user: { email: string } }).user.email).toBe('client@demo.elite');
  });

  it('a new address is stored normalised, and the waitlist keeps one entry for both forms', async () => {
    const a = await ways.gqlRegister(ip, 'Ｎｅｗ.Ｐｅｒｓｏｎ@Example.com');
    expect(created(a)).toBe(true);
    expect(await userCount('new.person@example.com')).toBe(1);
    const join = (email: string) => post(ip, '/graphql', { query: 'mutation($i: JoinWaitlistInput!) { joinWaitlist(input: $i) { alreadyJoined } }', variables: { i: { email, phone: '615-555-0100', zipCode: '30301' } } });
    await join('ｗａｉｔ@example.com');
    await join('WAIT@example.com');
    expect(await app.orm.em.fork().count(WaitlistEntry, { email: 'wait@example.com' })).toBe(1);
  });
});
