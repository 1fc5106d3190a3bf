import type { BrowserContext, Page } from 'playwright-core';
import { browserAppPerFile } from '../support/e2e';
import { watchPageErrors } from '../support/browser';
import { freePort, startOidcProvider, type ProviderAccount, type TestOidcProvider } from '../support/oidc';
import { SESSION_COOKIE } from '../../server/src/modules/auth/session.service';
import { OIDC_BROWSER_COOKIE } from '../../server/src/rest/oidc-sign-in';

/**
 * "Continue with <provider>" on the sign-in page, against a real OpenID Connect provider
 * (oidc-provider in a child process, with its own login and consent pages): signed in and on
 * the client's screen; consent refused and back at sign-in with the message; the used
 * callback address replayed and refused, with no session.
 */

const PERSON: ProviderAccount = { sub: 'e2e-sky-rivers', email: 'sky.rivers@example.test', password: 'provider-pass-9', givenName: 'Sky', familyName: 'Rivers' };

let provider: TestOidcProvider | undefined;
// Filled in before the app starts: the provider's issuer and the app's own address (its callback is registered at the provider).
const appOptions: { seed: boolean; env: Record<string, string>; port?: number } = { seed: true, env: {} };
beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({ redirectUris: [`${publicUrl}/auth/oidc/callback`], accounts: [PERSON] });
  appOptions.port = port;
  Object.assign(appOptions.env, provider.appEnv(publicUrl));
}, 60_000);
const env = browserAppPerFile(appOptions);
afterAll(async () => {
  await provider?.close();
});

/** From the app's sign-in page through the provider's login to its consent page. */
async function toConsent(page: Page): Promise<void> {
  await page.goto(env.app.url + '/login');
  await page.getByRole('link', { name: 'Continue with Test Identity' }).click();
  await page.getByRole('heading', { name: 'Test provider: sign in' }).waitFor();
  expect(new URL(page.url()).origin).toBe(provider!.issuer);
  await page.getByLabel('E-mail').fill(PERSON.email);
  await page.getByLabel('Password').fill(PERSON.password);
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
  const me = await page.request.get(env.app.url + '/auth/me');
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
  expect((await page.request.get(env.app.url + '/auth/me')).status()).toBe(401);
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
  expect((await page.request.get(env.app.url + '/auth/me')).status()).toBe(401);
  expect(errors).toEqual([]);
  await context.close();
});
