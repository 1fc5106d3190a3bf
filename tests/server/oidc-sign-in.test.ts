import { startTestApp, type TestApp } from '../support/app';
import { HttpBrowser, formAction, freePort, startOidcProvider, type ProviderAccount, type TestOidcProvider } from '../support/oidc';
import { SESSION_COOKIE } from '../../server/src/modules/auth/session.service';
import { OIDC_BROWSER_COOKIE } from '../../server/src/rest/oidc-sign-in';
import { LINK_USED } from '../../server/src/modules/auth/external-identity.service';
import { DEMO_PASSWORD } from '../support/app';
import { call } from '../rest/rest-client';
import { linkInMail, messagesOf, settle } from '../messages/messages-support';
import { graphql } from '../gql';

/**
 * Sign-in with an OpenID Connect provider against a real one (oidc-provider in a child
 * process), driven over HTTP as a browser would: discovery, PKCE, state and nonce, consent
 * given or refused, replayed and foreign states, identities linked by issuer and subject.
 * No identity joins an existing account on its own: its owner connects it from a signed-in
 * session, or by the single-use link e-mailed to them; admin accounts never; every link is
 * e-mailed to the owner; the links are listed and removed; a password reset removes them.
 */

const NEW_PERSON: ProviderAccount = { sub: 'sub-new-person', email: 'river.stone@example.test', password: 'provider-pass-1', givenName: 'River', familyName: 'Stone' };
const DEMO_CLIENT: ProviderAccount = { sub: 'sub-demo-client', email: 'client@demo.elite', password: 'provider-pass-2', givenName: 'Other', familyName: 'Name' };
const UNVERIFIED: ProviderAccount = { sub: 'sub-unverified', email: 'unverified@example.test', password: 'provider-pass-3', emailVerified: false };
const ENTRA_STYLE: ProviderAccount = { sub: 'sub-entra-style', email: 'entra.person@example.test', password: 'provider-pass-4', emailVerified: null, xmsEdov: true };
const NO_VERIFICATION: ProviderAccount = { sub: 'sub-no-verification', email: 'no.claim@example.test', password: 'provider-pass-5', emailVerified: null };
const DEMO_ADMIN: ProviderAccount = { sub: 'sub-demo-admin', email: 'admin@demo.elite', password: 'provider-pass-6' };
const DEMO_WORKER: ProviderAccount = { sub: 'sub-demo-worker', email: 'worker@demo.elite', password: 'provider-pass-7' };
const RESET_PERSON: ProviderAccount = { sub: 'sub-reset-person', email: 'reset.person@example.test', password: 'provider-pass-8', givenName: 'Robin', familyName: 'Vale' };

let provider: TestOidcProvider;
let app: TestApp;

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({ redirectUris: [`${publicUrl}/auth/oidc/callback`], accounts: [NEW_PERSON, DEMO_CLIENT, UNVERIFIED, ENTRA_STYLE, NO_VERIFICATION, DEMO_ADMIN, DEMO_WORKER, RESET_PERSON] });
  app = await startTestApp({ seed: true, port, env: provider.appEnv(publicUrl) });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

const isCallback = (u: URL) => u.pathname === '/auth/oidc/callback';

/**
 * Starts at the app's button (or `start`: the provider address "Connect" answered), signs in and
 * answers the consent page; the callback address the provider sends the browser back to (not yet visited).
 */
async function throughProvider(browser: HttpBrowser, account: ProviderAccount, decision: 'Allow' | 'Deny' = 'Allow', start = new URL('/auth/oidc', app.url)): Promise<URL> {
  const login = await browser.go(start);
  expect(login.url.origin).toBe(provider.issuer);
  const loginHtml = await login.res!.text();
  expect(loginHtml).toContain('Test provider: sign in');
  const consent = await browser.go(formAction(loginHtml, login.url, 'Sign in to the provider'), { method: 'POST', form: { email: account.email, password: account.password } });
  const consentHtml = await consent.res!.text();
  expect(consentHtml).toContain('Test provider: allow access');
  const back = await browser.go(formAction(consentHtml, consent.url, decision), { method: 'POST', form: {} }, isCallback);
  expect(isCallback(back.url)).toBe(true);
  return back.url;
}

async function me(browser: HttpBrowser): Promise<{ status: number; email?: string; id?: string; role?: string }> {
  const url = new URL('/auth/me', app.url);
  const res = await fetch(url, { headers: { cookie: browser.cookies.header(url) } });
  if (res.status !== 200) return { status: res.status };
  const body = (await res.json()) as { user: { email: string; id: string; role: string } };
  return { status: 200, email: body.user.email, id: String(body.user.id), role: body.user.role };
}

async function identitiesOf(sub: string): Promise<{ user_id: number; email: string }[]> {
  return app.orm.em.getConnection().execute('select "user_id", "email" from "external_identities" where "subject" = ?', [sub]);
}

it('offers the provider by name', async () => {
  const options = await app.gql(graphql(`query OidcSignInSignInOptions { signInOptions { google providerName } }`));
  expect(options.data).toEqual({ signInOptions: { google: true, providerName: 'Test Identity' } });
});

it('signs a new person in as a client after login and consent, linked by the provider\'s subject; a second sign-in finds the same account', async () => {
  const browser = new HttpBrowser();
  const callback = await throughProvider(browser, NEW_PERSON);
  // PKCE S256, state and nonce went to the provider.
  const authorize = browser.visited.find((u) => u.origin === provider.issuer && u.searchParams.has('code_challenge'))!;
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(browser.cookies.get(new URL(app.url), OIDC_BROWSER_COOKIE)).toBeTruthy();

  const done = await browser.request(callback);
  expect(done.status).toBe(302);
  expect(done.headers.get('location')).toBe('/auth-success');
  const first = await me(browser);
  expect(first).toMatchObject({ status: 200, email: NEW_PERSON.email, role: 'client' });
  expect(await identitiesOf(NEW_PERSON.sub)).toEqual([{ user_id: Number(first.id), email: NEW_PERSON.email }]);

  // The provider remembers the person and the consent: straight back with a new code.
  const again = await browser.go(new URL('/auth/oidc', app.url), {}, isCallback);
  expect(isCallback(again.url)).toBe(true);
  expect((await browser.request(again.url)).headers.get('location')).toBe('/auth-success');
  expect(await me(browser)).toMatchObject({ status: 200, id: first.id });
  expect(await identitiesOf(NEW_PERSON.sub)).toHaveLength(1);
});

/** Through the provider as a browser that signs in with `account`, to the end: where the app sent it. */
async function signInThrough(account: ProviderAccount): Promise<{ browser: HttpBrowser; location: string | null }> {
  const browser = new HttpBrowser();
  const done = await browser.request(await throughProvider(browser, account));
  return { browser, location: done.headers.get('location') };
}

/** A browser signed in with e-mail and password (the session cookie in its jar), and the session's token. */
async function passwordSignIn(email: string): Promise<{ browser: HttpBrowser; token: string }> {
  const browser = new HttpBrowser();
  const url = new URL('/auth/login', app.url);
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  expect(res.status).toBe(200);
  browser.cookies.store(url, res);
  return { browser, token: ((await res.json()) as { token: string }).token };
}

/**
 * "Connect <provider>" on Account security: the app's POST (as the page sends it), then the
 * provider (which, `remembered`, sends the browser straight back); where the app sent the browser back.
 */
async function connectThrough(browser: HttpBrowser, account: ProviderAccount, remembered = false): Promise<string | null> {
  const url = new URL('/auth/oidc/connect', app.url);
  const res = await fetch(url, { method: 'POST', headers: { cookie: browser.cookies.header(url), 'content-type': 'application/json' }, body: '{}' });
  expect(res.status).toBe(200);
  browser.cookies.store(url, res);
  const { url: authorize } = (await res.json()) as { url: string };
  const callback = remembered ? (await browser.go(new URL(authorize), {}, isCallback)).url : await throughProvider(browser, account, 'Allow', new URL(authorize));
  expect(isCallback(callback)).toBe(true);
  return (await browser.request(callback)).headers.get('location');
}

const userId = async (email: string) => Number((await app.orm.em.getConnection().execute<{ id: number }[]>('select id from users where email = ?', [email]))[0].id);
const CONFIRM = graphql(`mutation OidcSignInConfirmLinkedIdentity($t: String!) { confirmLinkedIdentity(token: $t) }`);
const LINKED = graphql(`query OidcSignInLinkedIdentities { linkedIdentities { id provider issuer email createdAt lastSignInAt } }`);
const REMOVE = graphql(`mutation OidcSignInRemoveLinkedIdentity($id: ID!) { removeLinkedIdentity(id: $id) }`);

describe('an existing account is never taken over by a provider that vouches for its address', () => {
  it('signs nobody in: the owner is e-mailed a single-use link, and only following it connects the provider', async () => {
    const first = await signInThrough(DEMO_CLIENT);
    expect(first.location).toBe('/login?error=confirm_by_email');
    expect(first.browser.cookies.get(new URL(app.url), SESSION_COOKIE)).toBeUndefined();
    expect((await me(first.browser)).status).toBe(401);
    expect(await identitiesOf(DEMO_CLIENT.sub)).toEqual([]);

    await settle(app);
    const asks = await messagesOf(app, 'identity_link_confirm', 'client@demo.elite');
    expect(asks.map((m) => [m.state, m.subject])).toEqual([['sent', 'Connect Test Identity to your Elite Services account?']]);
    const link = linkInMail(app, 'identity_link_confirm', 'client@demo.elite', '/connect-sign-in');
    expect(link.origin + link.pathname).toBe(new URL('/connect-sign-in', app.config.publicUrl).toString());
    const token = link.searchParams.get('token')!;
    // Only its hash is stored; the stored copy of the e-mail does not hold it.
    expect(asks[0].text_body).not.toContain(token);
    const stored = await app.orm.em.getConnection().execute<{ token_hash: string }[]>('select token_hash from identity_link_requests where subject = ?', [DEMO_CLIENT.sub]);
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    expect(await identitiesOf(DEMO_CLIENT.sub)).toEqual([]);

    const confirmed = await app.gql(CONFIRM, { t: token });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmLinkedIdentity).toBe('Test Identity');
    const clientId = await userId('client@demo.elite');
    expect(await identitiesOf(DEMO_CLIENT.sub)).toEqual([{ user_id: clientId, email: 'client@demo.elite' }]);
    const again = await call(app, 'POST', '/auth/linked-identities/confirm', { body: { token } });
    expect(again.status).toBe(422);
    expect(again.body.details).toEqual([{ path: 'token', message: LINK_USED }]);
    expect((await call(app, 'POST', '/auth/linked-identities/confirm', { body: { token: 'made-up' } })).status).toBe(422);

    // The owner is told of the link; from now on the provider signs them in.
    await settle(app);
    expect((await messagesOf(app, 'identity_linked', 'client@demo.elite')).map((m) => [m.state, m.subject])).toEqual([['sent', 'Test Identity can now sign in to your account']]);
    const later = await signInThrough(DEMO_CLIENT);
    expect(later.location).toBe('/auth-success');
    expect(await me(later.browser)).toMatchObject({ status: 200, email: 'client@demo.elite', role: 'client' });
  });

  it('never links or signs in an admin account: refused with a clear message, nothing e-mailed, no session', async () => {
    const tried = await signInThrough(DEMO_ADMIN);
    expect(tried.location).toBe('/login?error=admin_not_linkable');
    expect((await me(tried.browser)).status).toBe(401);
    expect(await identitiesOf(DEMO_ADMIN.sub)).toEqual([]);
    await settle(app);
    expect(await messagesOf(app, 'identity_link_confirm', 'admin@demo.elite')).toEqual([]);

    // A link to an admin account made before (by the old automatic linking) signs nobody in either.
    await app.orm.em.getConnection().execute(
      `insert into external_identities (user_id, issuer, subject, email, created_at, last_sign_in_at) values (?, ?, ?, ?, now(), now())`,
      [await userId('admin@demo.elite'), provider.issuer, DEMO_ADMIN.sub, DEMO_ADMIN.email],
    );
    const linked = await signInThrough(DEMO_ADMIN);
    expect(linked.location).toBe('/login?error=admin_not_linkable');
    expect((await me(linked.browser)).status).toBe(401);

    // An admin cannot start connecting one from their own session either.
    const admin = await passwordSignIn('admin@demo.elite');
    const connect = await call(app, 'POST', '/auth/oidc/connect', { token: admin.token, body: {} });
    expect(connect.status).toBe(403);
    expect(connect.body.error).toMatch(/Admin accounts cannot sign in through an outside provider/);
  });
});

describe('connected sign-ins on Account security', () => {
  it('connects the provider from a signed-in session and e-mails the owner; lists it over GraphQL and REST; removing it stops it signing in', async () => {
    expect((await call(app, 'POST', '/auth/oidc/connect', { body: {} })).status).toBe(401);
    const worker = await passwordSignIn('worker@demo.elite');
    expect(await connectThrough(worker.browser, DEMO_WORKER)).toBe('/account-security?connect=connected');
    const workerId = await userId('worker@demo.elite');
    expect(await identitiesOf(DEMO_WORKER.sub)).toEqual([{ user_id: workerId, email: DEMO_WORKER.email }]);
    await settle(app);
    expect((await messagesOf(app, 'identity_linked', 'worker@demo.elite')).map((m) => m.state)).toEqual(['sent']);
    // Connecting it again changes nothing.
    expect(await connectThrough(worker.browser, DEMO_WORKER, true)).toBe('/account-security?connect=already_connected');

    const listed = await app.gql(LINKED, {}, worker.token);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.linkedIdentities).toEqual([expect.objectContaining({ provider: 'Test Identity', issuer: provider.issuer, email: DEMO_WORKER.email })]);
    const rest = await call(app, 'GET', '/auth/linked-identities', { token: worker.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([expect.objectContaining({ id: Number(listed.data!.linkedIdentities[0].id), provider: 'Test Identity', email: DEMO_WORKER.email })]);

    const signedIn = await signInThrough(DEMO_WORKER);
    expect(signedIn.location).toBe('/auth-success');
    expect(await me(signedIn.browser)).toMatchObject({ status: 200, email: 'worker@demo.elite' });

    // Someone else cannot remove it; its owner can, over GraphQL or REST.
    const other = await passwordSignIn('client2@demo.elite');
    const id = listed.data!.linkedIdentities[0].id;
    expect((await app.gql(REMOVE, { id }, other.token)).errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await call(app, 'DELETE', `/auth/linked-identities/${id}`, { token: other.token })).status).toBe(404);
    expect((await app.gql(REMOVE, { id }, worker.token)).data!.removeLinkedIdentity).toBe(true);
    expect((await call(app, 'DELETE', `/auth/linked-identities/${id}`, { token: worker.token })).status).toBe(404);
    expect((await app.gql(LINKED, {}, worker.token)).data!.linkedIdentities).toEqual([]);
    // Removed: the provider no longer signs in to the account (its owner would be asked by e-mail again).
    expect((await signInThrough(DEMO_WORKER)).location).toBe('/login?error=confirm_by_email');
  });

  it('a password reset disconnects every connected sign-in, and its e-mail says so', async () => {
    const made = await signInThrough(RESET_PERSON);
    expect(made.location).toBe('/auth-success');
    expect(await me(made.browser)).toMatchObject({ status: 200, email: RESET_PERSON.email, role: 'client' });
    expect(await identitiesOf(RESET_PERSON.sub)).toHaveLength(1);
    await settle(app);
    // A new account's link is told too.
    expect((await messagesOf(app, 'identity_linked', RESET_PERSON.email)).map((m) => m.state)).toEqual(['sent']);

    expect((await call(app, 'POST', '/auth/forgot-password', { body: { email: RESET_PERSON.email } })).status).toBe(200);
    await settle(app);
    const token = linkInMail(app, 'password_reset', RESET_PERSON.email, '/reset-password').searchParams.get('token')!;
    expect((await call(app, 'POST', '/auth/reset-password', { body: { token, password: 'Lantern harbour mosaic 12' } })).status).toBe(200);
    expect(await identitiesOf(RESET_PERSON.sub)).toEqual([]);
    expect((await me(made.browser)).status).toBe(401);
    await settle(app);
    const [mail] = await messagesOf(app, 'password_changed', RESET_PERSON.email);
    expect(mail.state).toBe('sent');
    expect(mail.text_body).toMatch(/every sign-in through another provider \(such as Google\) was disconnected/);
    // The provider no longer signs in to the account.
    expect((await signInThrough(RESET_PERSON)).location).toBe('/login?error=confirm_by_email');
  });
});

it('refuses a replayed callback: the state works once, and no session comes of it', async () => {
  const browser = new HttpBrowser();
  const callback = await throughProvider(browser, NEW_PERSON);
  expect((await browser.request(callback)).headers.get('location')).toBe('/auth-success');

  const replay = new HttpBrowser();
  replay.cookies.set(new URL(app.url), OIDC_BROWSER_COOKIE, browser.cookies.get(new URL(app.url), OIDC_BROWSER_COOKIE)!);
  const r = await replay.request(callback);
  expect(r.status).toBe(302);
  expect(r.headers.get('location')).toBe('/login?error=invalid_state');
  expect(replay.cookies.get(new URL(app.url), SESSION_COOKIE)).toBeUndefined();
  expect((await me(replay)).status).toBe(401);
});

it('refuses a callback in another browser than the one that started the sign-in, and an unknown state', async () => {
  const browser = new HttpBrowser();
  const callback = await throughProvider(browser, NEW_PERSON);
  const other = new HttpBrowser();
  const r = await other.request(callback);
  expect(r.headers.get('location')).toBe('/login?error=invalid_state');
  expect((await me(other)).status).toBe(401);
  // The flow was used up by that attempt: the right browser cannot finish it either.
  expect((await browser.request(callback)).headers.get('location')).toBe('/login?error=invalid_state');

  const unknown = new URL(callback);
  unknown.searchParams.set('state', 'made-up-state');
  expect((await browser.request(unknown)).headers.get('location')).toBe('/login?error=invalid_state');
  expect((await me(browser)).status).toBe(401);
});

it('sends the person back to sign-in with access_denied when consent is refused', async () => {
  const browser = new HttpBrowser();
  const callback = await throughProvider(browser, NEW_PERSON, 'Deny');
  expect(callback.searchParams.get('error')).toBe('access_denied');
  const r = await browser.request(callback);
  expect(r.headers.get('location')).toBe('/login?error=access_denied');
  expect((await me(browser)).status).toBe(401);
});

it('refuses an ID token whose nonce is not the one the sign-in sent', async () => {
  const browser = new HttpBrowser();
  const callback = await throughProvider(browser, NEW_PERSON);
  await app.orm.em.getConnection().execute(`update "oidc_sign_in_flows" set "nonce" = 'not-the-nonce-that-was-sent'`);
  const r = await browser.request(callback);
  expect(r.headers.get('location')).toBe('/login?error=auth_failed');
  expect((await me(browser)).status).toBe(401);
});

it('makes no account for a person whose e-mail the provider has not verified', async () => {
  const browser = new HttpBrowser();
  const callback = await throughProvider(browser, UNVERIFIED);
  expect((await browser.request(callback)).headers.get('location')).toBe('/login?error=email_unverified');
  expect((await me(browser)).status).toBe(401);
  const users = await app.orm.em.getConnection().execute('select 1 from "users" where "email" = ?', [UNVERIFIED.email]);
  expect(users).toHaveLength(0);
});

it('takes Entra\'s xms_edov claim as a verified address when the provider sends no email_verified, and nothing else', async () => {
  const entra = new HttpBrowser();
  expect((await entra.request(await throughProvider(entra, ENTRA_STYLE))).headers.get('location')).toBe('/auth-success');
  expect(await me(entra)).toMatchObject({ status: 200, email: ENTRA_STYLE.email, role: 'client' });

  const silent = new HttpBrowser();
  expect((await silent.request(await throughProvider(silent, NO_VERIFICATION))).headers.get('location')).toBe('/login?error=email_unverified');
  expect((await me(silent)).status).toBe(401);
});

describe('when the provider cannot be reached', () => {
  let down: TestApp;
  let later: TestOidcProvider | undefined;
  let issuerPort: number;

  beforeAll(async () => {
    issuerPort = await freePort();
    const port = await freePort();
    down = await startTestApp({
      port,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}`, OIDC_ISSUER_URL: `http://127.0.0.1:${issuerPort}`, OIDC_CLIENT_ID: 'marketplace-app', OIDC_CLIENT_SECRET: 'marketplace-app-secret-for-tests-only' },
    });
  }, 60_000);

  afterAll(async () => {
    await down?.close();
    await later?.close();
  });

  it('says so clearly (a page for a browser, 503 for an API caller), then tries discovery again at the next sign-in', async () => {
    const page = await fetch(`${down.url}/auth/oidc`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login?error=provider_unavailable');
    const api = await fetch(`${down.url}/auth/oidc`, { headers: { accept: 'application/json' }, redirect: 'manual' });
    expect(api.status).toBe(503);
    expect(((await api.json()) as { error: string }).error).toMatch(/unavailable right now: its OpenID configuration could not be read from http:\/\/127\.0\.0\.1/);

    later = await startOidcProvider({ port: issuerPort, redirectUris: [`${down.url}/auth/oidc/callback`], accounts: [NEW_PERSON] });
    const up = await fetch(`${down.url}/auth/oidc`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(up.status).toBe(302);
    expect(new URL(up.headers.get('location')!).origin).toBe(later.issuer);
  });
});
