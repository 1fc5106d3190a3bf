import type { BrowserContext, Page } from 'playwright-core';
import { browserAppPerFile, openAs } from '../support/e2e';
import { linkInMail, settle } from '../messages/messages-support';
import { watchPageErrors } from '../support/browser';
import { freePort, startOidcProvider, type ProviderAccount, type TestOidcProvider } from '../support/oidc';
import { SESSION_COOKIE } from '../../server/src/modules/auth/session.service';
import { OIDC_BROWSER_COOKIE } from '../../server/src/rest/oidc-sign-in';

/**
 * A GET by the page's request context, sent once more if the connection it reused was closed
 * under it (ECONNRESET on a kept-alive socket), as a browser does with an idempotent request.
 */
async function getAgain(page: Page, url: string) {
  try {
    return await page.request.get(url);
  } catch (err) {
    if (!/ECONNRESET|socket hang up/.test(String(err))) throw err;
    return page.request.get(url);
  }
}

/**
 * "Continue with <provider>" on the sign-in page, against a real OpenID Connect provider
 * (oidc-provider in a child process, with its own login and consent pages): signed in and on
 * the client's screen; consent refused and back at sign-in with the message; the used
 * callback address replayed and refused, with no session. An existing account's address at the
 * provider signs nobody in: the owner connects it by the e-mailed link; Account security
 * connects the provider, lists it and removes it.
 */

const PERSON: ProviderAccount = { sub: 'e2e-sky-rivers', email: 'sky.rivers@example.test', password: 'provider-pass-9', givenName: 'Sky', familyName: 'Rivers' };
const CLIENT: ProviderAccount = { sub: 'e2e-demo-client', email: 'client@demo.elite', password: 'provider-pass-10' };
const WORKER: ProviderAccount = { sub: 'e2e-demo-worker', email: 'worker@demo.elite', password: 'provider-pass-11' };

let provider: TestOidcProvider | undefined;
// Filled in before the app starts: the provider's issuer and the app's own address (its callback is registered at the provider).
const appOptions: { seed: boolean; env: Record<string, string>; port?: number } = { seed: true, env: {} };
beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({ redirectUris: [`${publicUrl}/auth/oidc/callback`], accounts: [PERSON, CLIENT, WORKER] });
  appOptions.port = port;
  Object.assign(appOptions.env, provider.appEnv(publicUrl));
}, 60_000);
const env = browserAppPerFile(appOptions);
afterAll(async () => {
  await provider?.close();
});

/** From the app's sign-in page through the provider's login to its consent page. */
async function toConsent(page: Page, account = PERSON): Promise<void> {
  await page.goto(env.app.url + '/login');
  await page.getByRole('link', { name: 'Continue with Test Identity' }).click();
  await providerLogin(page, account);
}

/** The provider's login page, as `account`, to its consent page. */
async function providerLogin(page: Page, account: ProviderAccount): Promise<void> {
  await page.getByRole('heading', { name: 'Test provider: sign in' }).waitFor();
  expect(new URL(page.url()).origin).toBe(provider!.issuer);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in to the provider' }).click();
  await page.getByRole('heading', { name: 'Test provider: allow access' }).waitFor();
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies(env.app.url)).find((c) => c.name === SESSION_COOKIE);
}

let usedCallback: string | null = null;
let browserKey: string | null = null;

it('signs in through the provider: login, consent, and the new client lands on their requests', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/auth/oidc/callback') usedCallback = r.url();
  });
  await toConsent(page);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.getByText('Welcome, Sky!').waitFor();
  await page.waitForURL((u) => u.pathname === '/request-status');
  expect(await sessionCookie(context)).toBeDefined();
  const me = await getAgain(page, env.app.url + '/auth/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ user: { email: PERSON.email, firstName: 'Sky', lastName: 'Rivers', role: 'client' }, sessionRole: 'client' });
  expect(usedCallback).toContain('state=');
  browserKey = (await context.cookies(env.app.url + '/auth/oidc/callback')).find((c) => c.name === OIDC_BROWSER_COOKIE)?.value ?? null;
  expect(browserKey).toBeTruthy();
  expect(errors).toEqual([]);
  await context.close();
});

it('brings the person back to sign-in with a plain message when they refuse consent, without a session', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await toConsent(page);
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('error') === 'access_denied');
  await page.getByText('Sign-in was cancelled: permission was not given. You can try again, or use your e-mail and password.').waitFor();
  await page.getByRole('link', { name: 'Continue with Test Identity' }).waitFor();
  expect(await sessionCookie(context)).toBeUndefined();
  expect((await getAgain(page, env.app.url + '/auth/me')).status()).toBe(401);
  expect(errors).toEqual([]);
  await context.close();
});

it('refuses the used callback address when it is replayed in the same browser: a message on the sign-in page, no session', async () => {
  expect(usedCallback).toBeTruthy();
  const context = await env.browser.newContext();
  // The browser that started the sign-in (its binding cookie), signed out.
  await context.addCookies([{ name: OIDC_BROWSER_COOKIE, value: browserKey!, url: env.app.url + '/auth', httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(usedCallback!);
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('error') === 'invalid_state');
  await page.getByText('That sign-in link has expired or was already used. Please start signing in again.').waitFor();
  expect(await sessionCookie(context)).toBeUndefined();
  expect((await getAgain(page, env.app.url + '/auth/me')).status()).toBe(401);
  expect(errors).toEqual([]);
  await context.close();
});

it("does not sign in to an existing account with the provider's address: the page says to check e-mail, and the owner connects it by the e-mailed link", async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await toConsent(page, CLIENT);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('error') === 'confirm_by_email');
  await page.getByText('We e-mailed that address a link to connect the two').waitFor();
  expect(await sessionCookie(context)).toBeUndefined();
  expect((await getAgain(page, env.app.url + '/auth/me')).status()).toBe(401);

  await settle(env.app);
  const link = linkInMail(env.app, 'identity_link_confirm', CLIENT.email, '/connect-sign-in');
  // The link names PUBLIC_URL (the app's own address here).
  await page.goto(env.app.url + link.pathname + link.search);
  await page.getByRole('heading', { name: 'Connect Test Identity to your account?' }).waitFor();
  await page.getByRole('button', { name: 'Connect Test Identity' }).click();
  await page.getByText('Test Identity can now sign you in').waitFor();

  // The provider remembers the person and the consent: straight back, signed in to the demo client's account.
  await page.goto(env.app.url + '/login');
  await page.getByRole('link', { name: 'Continue with Test Identity' }).click();
  await page.waitForURL((u) => u.pathname === '/request-status');
  expect(await (await getAgain(page, env.app.url + '/auth/me')).json()).toMatchObject({ user: { email: CLIENT.email, role: 'client' } });
  expect(errors).toEqual([]);
  await context.close();
});

it('connects the provider from Account security, lists it, and removes it', async () => {
  const { context, page, errors } = await openAs(env, 'worker');
  await page.goto(env.app.url + '/account-security');
  await page.getByRole('heading', { name: 'Connected sign-ins' }).waitFor();
  await page.getByText('No outside account signs in to yours.').waitFor();
  await page.getByRole('button', { name: 'Connect Test Identity' }).click();
  await providerLogin(page, WORKER);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((u) => u.pathname === '/account-security' && u.searchParams.get('connect') === 'connected');
  await page.getByText('Test Identity is connected: it can now sign you in.').waitFor();
  const list = page.getByRole('list', { name: 'Connected sign-ins' });
  await list.getByText(`Test Identity: ${WORKER.email}`).waitFor();

  await page.getByRole('button', { name: `Remove Test Identity sign-in ${WORKER.email}` }).click();
  await page.getByText('No outside account signs in to yours.').waitFor();
  expect(await (await getAgain(page, env.app.url + '/auth/linked-identities')).json()).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
