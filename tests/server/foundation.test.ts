import { startTestApp, signIn, type TestApp } from '../support/app';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';
import { ServiceType } from '../../server/src/modules/catalog/service-type.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { seedIfEmpty } from '../../server/src/db/seeders/seed-if-empty';
import { REQUEST_STATUSES } from '../../server/src/domain/request-status';
import { graphql } from '../gql';
import { print } from 'graphql';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('database', () => {
  it('migrates an empty database and refuses edits of audit events', async () => {
    const conn = app.orm.em.fork().getConnection();
    const tables = await conn.execute<{ table_name: string }[]>(`select table_name from information_schema.tables where table_schema = 'public'`);
    const names = tables.map((t) => t.table_name);
    for (const t of ['users', 'sessions', 'clients', 'service_providers', 'service_requests', 'invoices', 'invoice_line_items', 'payments', 'worker_payouts', 'notifications', 'reviews', 'waitlist_entries', 'uploads', 'audit_events']) {
      expect(names).toContain(t);
    }
    await conn.execute(`insert into audit_events (action, entity_type, entity_id, created_at) values ('test', 'x', 1, now())`);
    await expect(conn.execute(`update audit_events set action = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(conn.execute(`delete from audit_events`)).rejects.toThrow(/append-only/);
  });

  it('seeds a fresh database once, with requests in every status', async () => {
    expect(await seedIfEmpty(app.orm)).toBe(true);
    expect(await seedIfEmpty(app.orm)).toBe(false);
    const em = app.orm.em.fork();
    expect(await em.count(ServiceCategory, {})).toBeGreaterThanOrEqual(8);
    expect(await em.count(ServiceType, {})).toBeGreaterThanOrEqual(30);
    const statuses = new Set((await em.find(ServiceRequest, {})).map((r) => r.status));
    for (const s of REQUEST_STATUSES) expect(statuses).toContain(s);
    const providers = await em.find(ServiceProvider, {});
    expect(providers.filter((p) => p.status === 'available')).toHaveLength(3);
    expect(providers.filter((p) => p.status === 'pending_approval')).toHaveLength(1);
  });
});

const ME = graphql(`query FoundationViewer { me { sessionRole clientId user { email role } } }`);
const REGISTER = graphql(`mutation FoundationRegister($i: RegisterInput!) { register(input: $i) { token user { id email role } } }`);

describe('sign-in', () => {
  it('registers a client, who is then signed in by Bearer token and by cookie', async () => {
    const r = await app.gql(REGISTER, {
      i: { email: 'New.Client@Example.com', password: 'longenough', firstName: 'Nia', lastName: 'Stone', role: 'client' },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.register.user).toMatchObject({ email: 'new.client@example.com', role: 'client' });
    const me = await app.gql(ME, {}, r.data!.register.token);
    expect(me.data!.me!.sessionRole).toBe('client');
    expect(me.data!.me!.clientId).toMatch(/^\d+$/);

    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { login(input: {email: "new.client@example.com", password: "longenough"}) { token } }' }),
    });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/sid=.+; .*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const viaCookie = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie.split(';')[0] },
      body: JSON.stringify({ query: print(ME) }),
    });
    expect(((await viaCookie.json()) as { data: { me: { user: { email: string } } } }).data.me.user.email).toBe('new.client@example.com');
  });

  it('gives the spec\'s messages for bad registration input, per field, and creates nothing', async () => {
    const r = await app.gql(REGISTER, { i: { email: 'not-an-email', password: 'short', firstName: ' ', lastName: '', role: 'client' } });
    expect(r.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(r.errors![0].extensions!.fields).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 8 characters' },
        { path: 'firstName', message: 'First name is required' },
        { path: 'lastName', message: 'Last name is required' },
      ]),
    );
    const admin = await app.gql(REGISTER, { i: { email: 'sneaky@example.com', password: 'longenough', firstName: 'A', lastName: 'B', role: 'admin' } });
    expect(admin.errors![0].extensions!.fields).toEqual([{ path: 'role', message: 'Role must be client or worker' }]);
    const [{ count }] = await app.orm.em.fork().getConnection().execute(`select count(*)::int as count from users where email = 'sneaky@example.com'`);
    expect(count).toBe(0);
  });

  it('refuses a second account with the same e-mail', async () => {
    const r = await app.gql(REGISTER, { i: { email: 'client@demo.elite', password: 'longenough', firstName: 'A', lastName: 'B', role: 'client' } });
    expect(r.errors![0].extensions!.fields).toEqual([{ path: 'email', message: 'An account with this email already exists' }]);
  });

  it('rejects a wrong password without saying which part was wrong', async () => {
    const wrong = await app.gql('mutation { login(input: {email: "client@demo.elite", password: "nope-nope"}) { token } }');
    const unknown = await app.gql('mutation { login(input: {email: "nobody@demo.elite", password: "nope-nope"}) { token } }');
    expect(wrong.errors![0].message).toBe('Invalid email or password');
    expect(unknown.errors![0].message).toBe('Invalid email or password');
    expect(wrong.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('revokes the session on logout: the same token stops working', async () => {
    const token = await signIn(app, 'client@demo.elite');
    expect((await app.gql(ME, {}, token)).data!.me).not.toBeNull();
    expect((await app.gql(graphql(`mutation FoundationLogout { logout }`), {}, token)).data!.logout).toBe(true);
    expect((await app.gql(ME, {}, token)).data!.me).toBeNull();
    const denied = await app.gql('{ unreadNotificationCount }', {}, token);
    expect(denied.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('opens an admin session only with the admin password', async () => {
    const bad = await app.gql('mutation { adminAccess(password: "guess") { token } }');
    expect(bad.errors![0].message).toBe('Invalid admin credentials');
    const ok = await app.gql(graphql(`mutation FoundationAdminAccess($p: String!) { adminAccess(password: $p) { token } }`), { p: app.config.adminPassword! });
    const me = await app.gql(ME, {}, ok.data!.adminAccess.token);
    expect(me.data!.me!.sessionRole).toBe('admin');
  });

  it('decides roles on the server: a pending applicant is a pending worker, admin-only operations are refused to others', async () => {
    const applicant = await signIn(app, 'applicant@demo.elite');
    expect((await app.gql(ME, {}, applicant)).data!.me!.sessionRole).toBe('pending_worker');
    const worker = await signIn(app, 'worker@demo.elite');
    expect((await app.gql(ME, {}, worker)).data!.me!.sessionRole).toBe('worker');
    const client = await signIn(app, 'client@demo.elite');
    const denied = await app.gql('mutation { impersonateDemo(role: worker) { token } }', {}, client);
    expect(denied.errors![0].extensions!.code).toBe('FORBIDDEN');
    const anonymous = await app.gql('mutation { impersonateDemo(role: worker) { token } }');
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('lets an admin open the demo worker account and come back, with both steps audited', async () => {
    const admin = await signIn(app, 'admin@demo.elite');
    const imp = await app.gql(graphql(`mutation FoundationImpersonateDemo { impersonateDemo(role: worker) { token user { email } } }`), {}, admin);
    const asWorker = imp.data!.impersonateDemo.token;
    const me = await app.gql(graphql(`query FoundationMe { me { sessionRole impersonatorName } }`), {}, asWorker);
    expect(me.data!.me).toEqual({ sessionRole: 'worker', impersonatorName: 'Dana Whitfield' });
    const back = await app.gql(graphql(`mutation FoundationStopImpersonation { stopImpersonation { token user { email } } }`), {}, asWorker);
    expect(back.data!.stopImpersonation.user.email).toBe('admin@demo.elite');
    const rows = await app.orm.em.fork().getConnection().execute(`select action from audit_events where action like 'impersonation%' order by id`);
    expect((rows as { action: string }[]).map((r) => r.action)).toEqual(['impersonation_started', 'impersonation_ended']);
  });

  it('answers the REST sign-in with {token, user} and 422 details for bad input', async () => {
    const ok = await fetch(`${app.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'worker@demo.elite', password: 'demo-pass-2026' }) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ token: expect.any(String), user: { email: 'worker@demo.elite', role: 'worker' } });
    const bad = await fetch(`${app.url}/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x' }) });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: expect.any(String), details: expect.arrayContaining([{ path: 'email', message: 'Please enter a valid email address' }]) });
  });
});

describe('server', () => {
  it('answers health and readiness', async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${app.url}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('blocks GraphQL requests that could be cross-site (CSRF prevention)', async () => {
    const res = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ serviceCategories { id } }')}`);
    expect(res.status).toBe(400);
  });
});
