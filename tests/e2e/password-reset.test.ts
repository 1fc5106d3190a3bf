import fs from 'node:fs';
import path from 'node:path';
import { browserAppPerFile, DEMO_EMAIL, signInAs } from '../support/e2e';
import { watchPageErrors } from '../support/browser';
import { routePageShown } from '../support/screen-checks';
import { DEMO_PASSWORD, signIn } from '../support/app';
import { settle } from '../messages/messages-support';

/**
 * Taking an account back in the browser: "Forgot password?" on the sign-in page, the e-mailed
 * link (read from the app's mail folder), a new password, and signing in with it; and the
 * Account security page from the menu.
 */

const env = browserAppPerFile({ seed: true });
const NEW_PASSWORD = 'Lantern harbor quietly 58';

/** The reset link of the newest password_reset e-mail to `email`, quoted-printable decoded. */
function resetLinkFor(email: string): URL {
  const dir = env.app.config.mailDir;
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('-password_reset.eml')).sort().reverse() : [];
  for (const f of files) {
    const decoded = fs
      .readFileSync(path.join(dir, f), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (!decoded.toLowerCase().includes(`<${email}>`)) continue;
    const m = /(http\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(decoded);
    if (m) return new URL(m[1]);
  }
  throw new Error(`no reset e-mail to ${email} in ${dir}`);
}

it('resets the demo client\'s password by the e-mailed link, then signs in with the new one', async () => {
  const page = await env.browser.newPage();
  const errors = watchPageErrors(page);
  await page.goto(env.app.url + '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await routePageShown(page);
  await page.getByLabel('Email').fill(DEMO_EMAIL.client);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('Check your e-mail').waitFor();
  await page.getByText('If an account exists for that address').waitFor();

  await settle(env.app);
  const link = resetLinkFor(DEMO_EMAIL.client);
  // The link names PUBLIC_URL; the test app listens elsewhere.
  await page.goto(env.app.url + link.pathname + link.search);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('Password must be at least 8 characters').waitFor();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('Your password was changed').waitFor();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL('**/login');
  await routePageShown(page);
  await page.getByLabel('Email').fill(DEMO_EMAIL.client);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByText('Invalid email or password').first().waitFor();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((u) => u.pathname !== '/login');

  // The link works once.
  await page.goto(env.app.url + link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('Another quiet harbor 12');
  await page.getByLabel('Confirm new password').fill('Another quiet harbor 12');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('This reset link was already used. Ask for a new one.').waitFor();
  expect(errors).toEqual([]);
  await page.close();
});

it('a signed-in worker reaches Account security from the menu, sees this session, signs one other out and changes the password, which ends the rest', async () => {
  // Two more sessions of the same worker, elsewhere.
  await signIn(env.app, DEMO_EMAIL.worker);
  await signIn(env.app, DEMO_EMAIL.worker);
  const page = await env.browser.newPage();
  const errors = watchPageErrors(page);
  await signInAs(page, env.app.url, DEMO_EMAIL.worker);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Account security' }).click();
  await page.waitForURL('**/account-security');
  await page.getByRole('heading', { name: 'Active sessions' }).waitFor();
  await page.getByText('This device', { exact: true }).waitFor();
  const sessions = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
  await expectCount(sessions, 3);
  // Signing one out takes it off the list.
  await page.getByRole('button', { name: /^Sign out .*, signed in / }).first().click();
  await expectCount(sessions, 2);

  await page.getByLabel('Current password').fill('not-the-password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your current password is not correct').waitFor();
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password changed', { exact: true }).waitFor();
  // The new password ended every other session: only this device is left on the list.
  await expectCount(sessions, 1);
  await sessions.getByText('This device', { exact: true }).waitFor();
  expect(errors).toEqual([]);
  await page.close();
});

/** Waits until the locator matches `n` elements (a live list settles on its own). */
async function expectCount(locator: import('playwright-core').Locator, n: number): Promise<void> {
  for (let i = 0; i < 100 && (await locator.count()) !== n; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await locator.count()).toBe(n);
}
