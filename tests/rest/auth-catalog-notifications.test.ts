import { startTestApp, type TestApp } from '../support/app';
import { call, login, register } from './rest-client';
import { DEMO_USERS } from '../../server/src/db/seeders/demo-accounts';

let app: TestApp;
let clientToken: string;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  clientToken = await login(app, 'client');
});
afterAll(() => app.close());

describe('/auth', () => {
  it('POST /auth/register creates a client and answers {token, user} with a session cookie', async () => {
    const r = await call(app, 'POST', '/auth/register', { body: { email: 'Rest.New@Example.com', password: 'password-123', firstName: 'Rae', lastName: 'Stone', phone: '615-555-0100', role: 'client' } });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ token: expect.any(String), user: { id: expect.any(Number), email: 'rest.new@example.com', role: 'client', firstName: 'Rae', lastName: 'Stone', phone: '615-555-0100' } });
    expect(r.headers.get('set-cookie')).toMatch(/sid=.+HttpOnly/i);
    const me = await call(app, 'GET', '/auth/me', { token: r.body.token });
    expect(me.body).toMatchObject({ sessionRole: 'client', clientId: expect.any(Number), user: { email: 'rest.new@example.com' } });
  });

  it('POST /auth/register answers 422 {error, details:[{path, message}]} with the spec messages', async () => {
    const r = await call(app, 'POST', '/auth/register', { body: { email: 'nope', password: 'short', firstName: '', lastName: '', role: 'admin' } });
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual(expect.any(String));
    expect(r.body.details).toEqual(expect.arrayContaining([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'role', message: 'Role must be client or worker' },
    ]));
  });

  it('POST /auth/register refuses a taken e-mail on the email field', async () => {
    const r = await call(app, 'POST', '/auth/register', { body: { email: DEMO_USERS.client.email, password: 'password-123', firstName: 'A', lastName: 'B', role: 'client' } });
    expect(r.status).toBe(422);
    expect(r.body.details).toEqual([{ path: 'email', message: 'An account with this email already exists' }]);
  });

  it('POST /auth/login answers {token, user}; a wrong password is 401 with a message', async () => {
    const ok = await call(app, 'POST', '/auth/login', { body: { email: DEMO_USERS.worker.email, password: 'demo-pass-2026' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token: expect.any(String), user: { email: DEMO_USERS.worker.email, role: 'worker' } });
    expect(ok.body.user.passwordHash).toBeUndefined();
    const bad = await call(app, 'POST', '/auth/login', { body: { email: DEMO_USERS.worker.email, password: 'wrong' } });
    expect(bad.status).toBe(401);
    expect(bad.text).toMatch(/Invalid email or password/);
  });

  it('never answers 500 for malformed JSON or wrong types', async () => {
    const malformed = await call(app, 'POST', '/auth/login', { body: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/not valid JSON/);
    const wrongType = await call(app, 'POST', '/auth/login', { body: { email: 42, password: ['x'] } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'password']);
    const arrayBody = await call(app, 'POST', '/auth/register', { body: [1, 2] });
    expect(arrayBody.status).toBe(422);
  });

  it('POST /auth/logout ends the Bearer session', async () => {
    const { token } = await register(app, 'client');
    expect((await call(app, 'GET', '/auth/me', { token })).status).toBe(200);
    const out = await call(app, 'POST', '/auth/logout', { token });
    expect(out.body).toEqual({ success: true });
    expect((await call(app, 'GET', '/auth/me', { token })).status).toBe(401);
  });

  it('GET /auth/google says clearly that it is not configured (501), not a fake sign-in', async () => {
    const r = await call(app, 'GET', '/auth/google');
    expect(r.status).toBe(501);
    expect(r.body.error).toMatch(/\(Google\) is not configured/);
    const cb = await call(app, 'GET', '/auth/google/callback?code=x&state=y');
    expect(cb.status).toBe(501);
    expect((await call(app, 'GET', '/auth/oidc')).status).toBe(501);
    expect((await call(app, 'GET', '/auth/oidc/callback?code=x&state=y')).status).toBe(501);
  });

  it('sends a browser that opens /auth/google unconfigured to the sign-in page saying so; the page hides the button', async () => {
    const r = await fetch(`${app.url}/auth/google`, { headers: { accept: 'text/html,application/xhtml+xml' }, redirect: 'manual' });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/login?error=not_configured');
    const options = await app.gql<{ signInOptions: { google: boolean; providerName: string | null } }>('{ signInOptions { google providerName } }');
    expect(options.data).toEqual({ signInOptions: { google: false, providerName: null } });
  });
});

describe('catalog', () => {
  it('GET /api/service-categories lists categories publicly, ignoring _t', async () => {
    const r = await call(app, 'GET', '/api/service-categories?_t=123');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.body.length).toBeGreaterThanOrEqual(8);
    expect(r.body[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), icon: expect.any(String), requiresScheduling: expect.any(Boolean) }));
  });

  it('GET /api/service-types?categoryId= lists only that category\'s types', async () => {
    const cats = (await call(app, 'GET', '/api/service-categories')).body;
    const r = await call(app, 'GET', `/api/service-types?categoryId=${cats[0].id}`);
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(0);
    expect(r.body.every((t: { categoryId: number }) => t.categoryId === cats[0].id)).toBe(true);
    const all = await call(app, 'GET', '/api/service-types');
    expect(all.body.length).toBeGreaterThan(r.body.length);
    const bad = await call(app, 'GET', '/api/service-types?categoryId=abc');
    expect(bad.status).toBe(422);
    expect(bad.body.details[0].path).toBe('categoryId');
  });
});

describe('notifications', () => {
  it('GET /api/notifications/{userId}?userType= lists the session user\'s notifications whatever the path says', async () => {
    const anon = await call(app, 'GET', '/api/notifications/1?userType=client');
    expect(anon.status).toBe(401);
    const mine = await call(app, 'GET', '/api/notifications/999?userType=client', { token: clientToken });
    expect(mine.status).toBe(200);
    expect(Array.isArray(mine.body)).toBe(true);
    const me = (await call(app, 'GET', '/auth/me', { token: clientToken })).body;
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((n: { userId: number }) => n.userId === me.user.id)).toBe(true);
    expect(mine.body[0]).toEqual(expect.objectContaining({ id: expect.any(Number), type: expect.any(String), title: expect.any(String), message: expect.any(String), isRead: expect.any(Boolean), createdAt: expect.any(String) }));
  });

  it('POST /api/notifications creates a notification for the session user only', async () => {
    const other = await register(app, 'client');
    const r = await call(app, 'POST', '/api/notifications', {
      token: other.token,
      body: { userId: 1, userType: 'admin', type: 'request_accepted', title: 'Accepted', message: 'Your request was accepted', isRead: false, requestId: 7 },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ id: expect.any(Number), userId: other.user.id, type: 'request_accepted', isRead: false, data: { requestId: 7 } });
    const bad = await call(app, 'POST', '/api/notifications', { token: other.token, body: { type: '', message: 5 } });
    expect(bad.status).toBe(422);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['message', 'type']);
    // The type is one of the notification types (the words the database takes), never any text.
    const unknown = await call(app, 'POST', '/api/notifications', { token: other.token, body: { type: 'reminder', message: 'Leave the gate open' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.details).toEqual([expect.objectContaining({ path: 'type' })]);
  });

  it('PUT /api/notifications/{id}/read marks one read; another user gets 404', async () => {
    const a = await register(app, 'client');
    const b = await register(app, 'client');
    const created = (await call(app, 'POST', '/api/notifications', { token: a.token, body: { type: 'note', title: 'Hi', message: 'Hello' } })).body;
    const foreign = await call(app, 'PUT', `/api/notifications/${created.id}/read`, { token: b.token });
    expect(foreign.status).toBe(404);
    const r = await call(app, 'PUT', `/api/notifications/${created.id}/read`, { token: a.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: created.id, isRead: true });
  });

  it('PUT /api/notifications/{userId}/read-all and DELETE /api/notifications/{userId} touch only the session user', async () => {
    const a = await register(app, 'client');
    const b = await register(app, 'client');
    const bBefore = (await call(app, 'GET', `/api/notifications/${b.user.id}`, { token: b.token })).body.length;
    expect(bBefore).toBeGreaterThan(0);
    const readAll = await call(app, 'PUT', `/api/notifications/${b.user.id}/read-all?userType=client`, { token: a.token });
    expect(readAll.status).toBe(200);
    expect(readAll.body).toEqual({ success: true, updated: 1 });
    const aList = (await call(app, 'GET', `/api/notifications/${a.user.id}`, { token: a.token })).body;
    expect(aList.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    const bList = (await call(app, 'GET', `/api/notifications/${b.user.id}`, { token: b.token })).body;
    expect(bList.some((n: { isRead: boolean }) => !n.isRead)).toBe(true);

    const cleared = await call(app, 'DELETE', `/api/notifications/${b.user.id}`, { token: a.token });
    expect(cleared.body).toEqual({ success: true, deleted: 1 });
    expect((await call(app, 'GET', `/api/notifications/${a.user.id}`, { token: a.token })).body).toEqual([]);
    expect((await call(app, 'GET', `/api/notifications/${b.user.id}`, { token: b.token })).body).toHaveLength(bBefore);
  });
});
