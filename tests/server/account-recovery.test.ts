import crypto from 'node:crypto';
import { startTestApp, type TestApp } from '../support/app';
import { openRawSocket, within } from '../support/raw-ws';
import { call } from '../rest/rest-client';
import { HOUR, linkInMail, messagesOf, movableClock, settle } from '../messages/messages-support';
import { RESET_REQUESTED_MESSAGE, RESET_LINK_EXPIRED, RESET_LINK_USED, RESET_LINK_INVALID } from '../../server/src/modules/auth/account-recovery.service';
import { COMMON_PASSWORD_MESSAGE } from '../../server/src/modules/users/account-rules';
import { SQL_STATS_HEADER } from '../../server/src/db/query-stats';
import { graphql } from '../gql';

/**
 * Taking an account back: a password change asks for the current password and ends every other
 * session (their sockets close); "Forgot password?" answers the same for any address and e-mails
 * a single-use link only to an account's address; the link works once, for one hour, and ends
 * every session; the session list shows and ends sessions. GraphQL and REST alike.
 */

const PASSWORD = 'Orchard-lantern-47';
const NEW_PASSWORD = 'Copper kettle rides north';
const clock = movableClock();

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true, now: clock.now, env: { SQL_STATS: 'true' } });
}, 120_000);
afterAll(() => app?.close());

let seq = 0;
async function register(role: 'client' | 'worker' = 'client'): Promise<{ email: string; token: string; userId: number }> {
  seq += 1;
  const email = `recover${seq}.${Date.now()}@example.com`;
  const r = await app.gql(
    graphql(`mutation AccountRecoveryRegister($i: RegisterInput!) { register(input: $i) { token user { id } } }`),
    { i: { email, password: PASSWORD, firstName: 'Robin', lastName: 'Keys', phone: '615-555-0100', role } },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return { email, token: r.data.register.token, userId: Number(r.data.register.user.id) };
}

async function login(email: string, password: string, userAgent = 'RecoveryTest/1.0'): Promise<{ status: number; token?: string }> {
  const r = await call<{ token: string }>(app, 'POST', '/auth/login', { body: { email, password }, headers: { 'user-agent': userAgent } });
  return { status: r.status, token: r.body?.token };
}

async function signedIn(token: string): Promise<boolean> {
  const r = await app.gql(graphql(`query AccountRecoveryMe { me { user { id } } }`), {}, token);
  return r.data?.me !== null && r.data?.me !== undefined;
}

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);

/** The reset link in the last password_reset e-mail written for `email`. */
const resetLinkFor = (email: string): string => linkInMail(app, 'password_reset', email, '/reset-password').toString();
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

const CHANGE = graphql(`mutation AccountRecoveryChangePassword($i: ChangePasswordInput!) { changePassword(input: $i) }`);
const REQUEST = graphql(`mutation AccountRecoveryRequestPasswordReset($e: String!) { requestPasswordReset(email: $e) }`);
const RESET = graphql(`mutation AccountRecoveryResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) }`);
const SESSIONS = graphql(`query AccountRecoveryMySessions { mySessions { id createdAt lastUsedAt expiresAt userAgent current viaAdmin } }`);

describe('change password', () => {
  it('asks for the current password, applies the new-password rule, ends every other session (their sockets close) and e-mails the person even with e-mails off', async () => {
    const a = await register();
    const second = (await login(a.email, PASSWORD)).token!;
    const third = (await login(a.email, PASSWORD)).token!;
    const socket = await openRawSocket(app.url, { token: second });
    socket.subscribe('n', 'subscription { notificationAdded { title } }');
    // The person turned e-mail notifications off: a security message goes anyway.
    await sql('update clients set email_notifications = false where user_id = ?', [a.userId]);

    const wrong = await app.gql(CHANGE, { i: { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD } }, a.token);
    expect(wrong.errors![0].extensions!.fields).toEqual([{ path: 'currentPassword', message: 'Your current password is not correct' }]);
    const weak = await app.gql(CHANGE, { i: { currentPassword: PASSWORD, newPassword: 'password123' } }, a.token);
    expect(weak.errors![0].extensions!.fields).toEqual([{ path: 'newPassword', message: COMMON_PASSWORD_MESSAGE }]);
    const tooLong = await app.gql(CHANGE, { i: { currentPassword: 'x'.repeat(201), newPassword: NEW_PASSWORD } }, a.token);
    expect(tooLong.errors![0].extensions!.fields).toEqual([{ path: 'currentPassword', message: 'Current password must be at most 200 characters' }]);
    expect(await signedIn(second)).toBe(true);

    const ok = await app.gql(CHANGE, { i: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }, a.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.changePassword).toBe(2);
    expect((await within(socket.closed, 3000, 'the other session\'s socket closing')).code).toBe(4401);
    expect(await signedIn(a.token)).toBe(true);
    expect(await signedIn(second)).toBe(false);
    expect(await signedIn(third)).toBe(false);
    expect((await login(a.email, PASSWORD)).status).toBe(401);
    expect((await login(a.email, NEW_PASSWORD)).status).toBe(200);

    await settle(app);
    const [mail] = await messagesOf(app, 'password_changed', a.email);
    expect(mail).toMatchObject({ channel: 'email', state: 'sent', subject: 'Your password was changed', recipient: a.email });
    expect(mail.text_body).toContain('/forgot-password');
    expect(mail.text_body).not.toContain('unsubscribe');
    const notes = await app.gql(graphql(`query AccountRecoveryNotifications { notifications { items { type } } }`), {}, a.token);
    expect(notes.data!.notifications.items.map((n) => n.type)).toContain('password_changed');
  });

  it('over REST: POST /auth/change-password needs a session and the current password', async () => {
    const a = await register('worker');
    const other = (await login(a.email, PASSWORD)).token!;
    expect((await call(app, 'POST', '/auth/change-password', { body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } })).status).toBe(401);
    const wrong = await call(app, 'POST', '/auth/change-password', { token: a.token, body: { currentPassword: 'nope', newPassword: NEW_PASSWORD } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.details).toEqual([{ path: 'currentPassword', message: 'Your current password is not correct' }]);
    const tooLong = await call(app, 'POST', '/auth/change-password', { token: a.token, body: { currentPassword: PASSWORD, newPassword: 'x'.repeat(201) } });
    expect(tooLong.status).toBe(422);
    const ok = await call(app, 'POST', '/auth/change-password', { token: a.token, body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, endedSessions: 1 });
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(a.token)).toBe(true);
    expect((await login(a.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('reset by e-mail', () => {
  it('answers identically for unknown and known addresses, and e-mails a link only to the known one', async () => {
    const a = await register();
    const before = (await messagesOf(app, 'password_reset')).length;
    const unknown = `nobody.${Date.now()}@example.com`;

    const g1 = await app.gql(REQUEST, { e: unknown });
    const g2 = await app.gql(REQUEST, { e: `  ${a.email.toUpperCase()} ` });
    expect(g1).toEqual({ status: 200, data: { requestPasswordReset: RESET_REQUESTED_MESSAGE }, errors: undefined });
    expect(g2).toEqual(g1);
    // The first link goes out before the second replaces it (a link replaced before its e-mail went out is not sent).
    await settle(app);
    const r1 = await call(app, 'POST', '/auth/forgot-password', { body: { email: unknown } });
    const r2 = await call(app, 'POST', '/auth/forgot-password', { body: { email: a.email } });
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(r1.text).toBe(r2.text);
    expect(r1.body).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
    // Only the address's format is checked, the same for everyone.
    expect((await call(app, 'POST', '/auth/forgot-password', { body: { email: 'not-an-address' } })).status).toBe(422);
    expect((await call(app, 'POST', '/auth/forgot-password', { body: { email: `${'a'.repeat(250)}@example.com` } })).status).toBe(422);

    await settle(app);
    const sent = (await messagesOf(app, 'password_reset')).slice(before);
    expect(sent.map((m) => [m.email, m.state, m.subject])).toEqual([
      [a.email, 'sent', 'Reset your Elite Services password'],
      [a.email, 'sent', 'Reset your Elite Services password'],
    ]);
    const link = resetLinkFor(a.email);
    expect(link.startsWith(`${app.config.publicUrl.replace(/\/$/, '')}/reset-password?token=`)).toBe(true);
    const token = tokenOf(link);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Stored only as its SHA-256: neither the table, nor the message's stored body or context holds it.
    const rows = await sql<{ token_hash: string; used_at: Date | null }>('select token_hash, used_at from password_reset_tokens t join users u on u.id = t.user_id where u.email = ? order by t.id', [a.email]);
    expect(rows).toHaveLength(2);
    expect(rows[1].token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(rows[0].used_at).not.toBeNull(); // the newer link replaced the first
    for (const m of sent) {
      expect(m.text_body).not.toContain(token);
      expect(JSON.stringify(m.context)).not.toContain(token);
    }
  });

  it('does the same database work before answering for an address with an account and one without (the link is made after the answer)', async () => {
    const a = await register();
    /** The statements the request ran before its answer (x-sql-statements), and the answer. */
    const ask = async (email: string) => {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation($e: String!) { requestPasswordReset(email: $e) }', variables: { e: email } }),
      });
      return { statements: Number(res.headers.get(SQL_STATS_HEADER)), body: await res.text() };
    };
    const unknown = await ask(`nobody.${Date.now()}@example.com`);
    const known = await ask(a.email);
    const unknownAgain = await ask(`nobody.again.${Date.now()}@example.com`);
    expect(known.statements).toBeGreaterThan(0);
    expect([known.statements, unknownAgain.statements]).toEqual([unknown.statements, unknown.statements]);
    expect(known.body).toBe(unknown.body);
    // The link still reaches the owner, and only the owner.
    await settle(app);
    expect(tokenOf(resetLinkFor(a.email))).toBeTruthy();
  });

  it('the link sets a new password once, ends every session, and the person signs in with the new password only', async () => {
    const a = await register();
    const other = (await login(a.email, PASSWORD)).token!;
    await app.gql(REQUEST, { e: a.email });
    await settle(app);
    const token = tokenOf(resetLinkFor(a.email));

    const weak = await app.gql(RESET, { i: { token, password: 'qwertyuiop' } });
    expect(weak.errors![0].extensions!.fields).toEqual([{ path: 'password', message: COMMON_PASSWORD_MESSAGE }]);
    const bogus = await app.gql(RESET, { i: { token: 'not-a-real-token', password: NEW_PASSWORD } });
    expect(bogus.errors![0].extensions!.fields).toEqual([{ path: 'token', message: RESET_LINK_INVALID }]);

    const ok = await app.gql(RESET, { i: { token, password: NEW_PASSWORD } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.resetPassword).toBe(true);
    expect(await signedIn(a.token)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect((await login(a.email, PASSWORD)).status).toBe(401);
    expect((await login(a.email, NEW_PASSWORD)).status).toBe(200);

    const again = await app.gql(RESET, { i: { token, password: 'Another fine password 9' } });
    expect(again.errors![0].extensions!.fields).toEqual([{ path: 'token', message: RESET_LINK_USED }]);
    const rest = await call(app, 'POST', '/auth/reset-password', { body: { token, password: 'Another fine password 9' } });
    expect(rest.status).toBe(422);
    expect(rest.body.details).toEqual([{ path: 'token', message: RESET_LINK_USED }]);
    expect((await login(a.email, NEW_PASSWORD)).status).toBe(200);

    await settle(app);
    expect((await messagesOf(app, 'password_changed', a.email)).map((m) => m.state)).toEqual(['sent']);
  });

  it('over REST, and not after one hour', async () => {
    const a = await register('worker');
    await call(app, 'POST', '/auth/forgot-password', { body: { email: a.email } });
    await settle(app);
    const late = tokenOf(resetLinkFor(a.email));
    clock.advance(HOUR + 60_000);
    const expired = await call(app, 'POST', '/auth/reset-password', { body: { token: late, password: NEW_PASSWORD } });
    expect(expired.status).toBe(422);
    expect(expired.body.details).toEqual([{ path: 'token', message: RESET_LINK_EXPIRED }]);
    expect((await login(a.email, PASSWORD)).status).toBe(200);

    // A fresh link, used within the hour, works.
    await call(app, 'POST', '/auth/forgot-password', { body: { email: a.email } });
    await settle(app);
    const fresh = tokenOf(resetLinkFor(a.email));
    expect(fresh).not.toBe(late);
    clock.advance(HOUR - 60_000);
    const ok = await call(app, 'POST', '/auth/reset-password', { body: { token: fresh, password: NEW_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true });
    expect(await signedIn(a.token)).toBe(false);
    expect((await login(a.email, NEW_PASSWORD)).status).toBe(200);
    expect((await call(app, 'POST', '/auth/reset-password', { body: { token: 'x'.repeat(201), password: NEW_PASSWORD } })).status).toBe(422);
  });
});

describe('active sessions', () => {
  it('lists the sessions with the current one marked, ends one, then all others (GraphQL)', async () => {
    const a = await register();
    const phone = (await login(a.email, PASSWORD, 'Mozilla/5.0 (iPhone) PhoneBrowser')).token!;
    const laptop = (await login(a.email, PASSWORD, 'Mozilla/5.0 (X11) LaptopBrowser')).token!;
    const list = await app.gql(SESSIONS, {}, laptop);
    expect(list.errors).toBeUndefined();
    const sessions = list.data!.mySessions;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Mozilla/5.0 (X11) LaptopBrowser']);
    expect(sessions.every((s) => s.lastUsedAt && !s.viaAdmin)).toBe(true);
    const phoneSession = sessions.find((s) => s.userAgent?.includes('PhoneBrowser'))!;

    const someoneElse = await register();
    const notMine = await app.gql('mutation($id: ID!) { signOutSession(id: $id) }', { id: phoneSession.id }, someoneElse.token);
    expect(notMine.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect(await signedIn(phone)).toBe(true);

    const one = await app.gql(graphql(`mutation AccountRecoverySignOutSession($id: ID!) { signOutSession(id: $id) }`), { id: phoneSession.id }, laptop);
    expect(one.data!.signOutSession).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(a.token)).toBe(true);

    const others = await app.gql(graphql(`mutation AccountRecoverySignOutOtherSessions { signOutOtherSessions }`), {}, laptop);
    expect(others.data!.signOutOtherSessions).toBe(1);
    expect(await signedIn(a.token)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    const left = await app.gql(SESSIONS, {}, laptop);
    expect(left.data!.mySessions).toEqual([{ ...left.data!.mySessions[0], current: true }]);
    expect(left.data!.mySessions).toHaveLength(1);

    expect((await app.gql(SESSIONS)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('over REST: GET /auth/sessions, DELETE /auth/sessions/{id}, POST /auth/sessions/sign-out-others', async () => {
    const a = await register('worker');
    const b = (await login(a.email, PASSWORD, 'SecondDevice/2.0')).token!;
    const c = (await login(a.email, PASSWORD, 'ThirdDevice/3.0')).token!;
    const list = await call<{ id: number; userAgent: string | null; current: boolean; createdAt: string; lastUsedAt: string | null }[]>(app, 'GET', '/auth/sessions', { token: b });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    expect(list.body.find((s) => s.current)!.userAgent).toBe('SecondDevice/2.0');
    const third = list.body.find((s) => s.userAgent === 'ThirdDevice/3.0')!;
    expect(Number.isNaN(Date.parse(third.createdAt))).toBe(false);

    expect((await call(app, 'DELETE', `/auth/sessions/${third.id}`, { token: (await register()).token })).status).toBe(404);
    expect((await call(app, 'DELETE', `/auth/sessions/${third.id}`, { token: b })).status).toBe(200);
    expect(await signedIn(c)).toBe(false);
    expect((await call(app, 'DELETE', `/auth/sessions/${third.id}`, { token: b })).status).toBe(404);

    const others = await call(app, 'POST', '/auth/sessions/sign-out-others', { token: b, body: {} });
    expect(others.body).toEqual({ success: true, endedSessions: 1 });
    expect(await signedIn(a.token)).toBe(false);
    expect(await signedIn(b)).toBe(true);

    // Ending the current session signs this one out too.
    const current = (await call<{ id: number; current: boolean }[]>(app, 'GET', '/auth/sessions', { token: b })).body.find((s) => s.current)!;
    expect((await call(app, 'DELETE', `/auth/sessions/${current.id}`, { token: b })).status).toBe(200);
    expect((await call(app, 'GET', '/auth/sessions', { token: b })).status).toBe(401);
  });
});

describe('rate limits', () => {
  it("limits reset requests per sender and address, known or not, with the same answer; a stranger's requests do not lock the owner out", async () => {
    const limited = await startTestApp({ seed: true, env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const ask = (email: string, from: string) => call(limited, 'POST', '/auth/forgot-password', { body: { email }, headers: { 'x-forwarded-for': from } });
      const known = 'client@demo.elite';
      const unknown = `ghost.${Date.now()}@example.com`;
      const stranger = '203.0.113.7';
      for (let i = 0; i < 5; i++) {
        expect((await ask(known, stranger)).status).toBe(200);
        expect((await ask(unknown, stranger)).status).toBe(200);
      }
      const k = await ask(known, stranger);
      const u = await ask(unknown, stranger);
      expect([k.status, u.status]).toEqual([429, 429]);
      // The same words (the seconds left may differ by one between the two answers).
      expect(k.body.error.replace(/\d+/g, 'N')).toBe(u.body.error.replace(/\d+/g, 'N'));

      // The owner, from their own address, still gets a link.
      await settle(limited);
      const before = (await messagesOf(limited, 'password_reset', known)).length;
      expect((await ask(known, '198.51.100.20')).status).toBe(200);
      await settle(limited);
      expect((await messagesOf(limited, 'password_reset', known)).length).toBe(before + 1);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
