import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, signIn, DEMO_PASSWORD, type TestApp } from './app';
import { SESSION_COOKIE } from '../../server/src/modules/auth/session.service';
import { launchBrowser, watchPageErrors } from './browser';

/** The demo sign-ins (README), by role. */
export const DEMO_EMAIL = {
  client: 'client@demo.elite',
  worker: 'worker@demo.elite',
  admin: 'admin@demo.elite',
  pendingWorker: 'applicant@demo.elite',
} as const;
export type DemoRole = keyof typeof DEMO_EMAIL;

export interface BrowserApp {
  readonly app: TestApp;
  readonly browser: Browser;
}

/**
 * One app (with the demo data) and one Chromium for the whole test file: registers the
 * file's beforeAll/afterAll and hands back live getters.
 */
export function browserAppPerFile(opts: { seed?: boolean; env?: Record<string, string>; port?: number } = { seed: true }): BrowserApp {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(opts), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('the app is not started');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started');
      return browser;
    },
  };
}

/** Signs in through the /login form and waits until the app has moved on from it. */
export async function signInAs(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(baseUrl + '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
}

/** Puts a fresh session of the account into the context's cookie jar, as signing in would, without loading /login. */
export async function signInContext(context: BrowserContext, app: TestApp, email: string): Promise<void> {
  const token = await signIn(app, email);
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: app.url, httpOnly: true, sameSite: 'Lax' }]);
}

export interface RolePage {
  context: BrowserContext;
  page: Page;
  /** uncaught errors of the page so far */
  errors: string[];
}

/**
 * A fresh context (own cookies) with one page, signed in as the demo account of the role
 * (through the /login form, or straight into the cookie jar with `via: 'cookie'`), or
 * anonymous. `prepare` runs on the context and page before anything loads.
 */
export async function openAs(
  env: BrowserApp,
  role: DemoRole | 'anonymous',
  contextOptions: Parameters<Browser['newContext']>[0] = {},
  prepare?: (context: BrowserContext, page: Page) => Promise<void> | void,
  via: 'form' | 'cookie' = 'form',
): Promise<RolePage> {
  const context = await env.browser.newContext(contextOptions);
  const page = await context.newPage();
  await prepare?.(context, page);
  const errors = watchPageErrors(page);
  if (role !== 'anonymous' && via === 'cookie') await signInContext(context, env.app, DEMO_EMAIL[role]);
  else if (role !== 'anonymous') await signInAs(page, env.app.url, DEMO_EMAIL[role]);
  return { context, page, errors };
}
