import { startTestApp, type TestApp } from '../support/app';
import { HttpBrowser, formAction, freePort, startOidcProvider, type ProviderAccount, type TestOidcProvider } from '../support/oidc';
import { SESSION_COOKIE } from '../../server/src/modules/auth/session.service';
import { OIDC_BROWSER_COOKIE } from '../../server/src/rest/oidc-sign-in';
import { graphql } from '../gql';

/**
 * Sign-in with an OpenID Connect provider against a real one (oidc-provider in a child
 * process), driven over HTTP as a browser would: discovery, PKCE, state and nonce, consent
 * given or refused, replayed and foreign states, identities linked by issuer and subject.
 */

const NEW_PERSON: ProviderAccount = { sub: 'sub-new-person', email: 'river.stone@example.test', password: 'provider-pass-1', givenName: 'River', familyName: 'Stone' };
const DEMO_CLIENT: ProviderAccount = { sub: 'sub-demo-client', email: 'client@demo.elite', password: 'provider-pass-2', givenName: 'Other', familyName: 'Name' };
const UNVERIFIED: ProviderAccount = { sub: 'sub-unverified', email: 'unverified@example.test', password: 'provider-pass-3', emailVerified: false };
const ENTRA_STYLE: ProviderAccount = { sub: 'sub-entra-style', email: 'entra.person@example.test', password: 'provider-pass-4', emailVerified: null, xmsEdov: true };
const NO_VERIFICATION: ProviderAccount = { sub: 'sub-no-verification', email: 'no.claim@example.test', password: 'provider-pass-5', emailVerified: null };

let provider: TestOidcProvider;
let app: TestApp;

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({ redirectUris: [`${publicUrl}/auth/oidc/callback`], accounts: [NEW_PERSON, DEMO_CLIENT, UNVERIFIED, ENTRA_STYLE, NO_VERIFICATION] });
  app = await startTestApp({ seed: true, port, env: provider.appEnv(publicUrl) });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

const isCallback = (u: URL) => u.pathname === '/auth/oidc/callback';

/** Starts at the app's button, signs in and answers the consent page; the callback address the provider sends the browser back to (not yet visited). */
async function throughProvider(browser: HttpBrowser, account: ProviderAccount, decision: 'Allow' | 'Deny' = 'Allow'): Promise<URL> {
  const login = await browser.go(new URL('/auth/oidc', app.url));
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

it('links the existing account with the provider\'s verified e-mail address the first time', async () => {
  const browser = new HttpBrowser();
  const callback = await throughProvider(browser, DEMO_CLIENT);
  expect((await browser.request(callback)).headers.get('location')).toBe('/auth-success');
  const signedIn = await me(browser);
  expect(signedIn).toMatchObject({ status: 200, email: 'client@demo.elite', role: 'client' });
  expect(await identitiesOf(DEMO_CLIENT.sub)).toEqual([{ user_id: Number(signedIn.id), email: 'client@demo.elite' }]);
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
