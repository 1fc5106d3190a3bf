import type { Page, Response } from 'playwright-core';
import { browserAppPerFile, openAs } from '../support/e2e';

/**
 * The service worker in Chromium: a worker's second visit to /worker-queue draws every hashed
 * asset from the worker's precache (none from the network), while the page itself and every
 * /graphql answer still come from the server; offline, the cached shell says the connection is gone.
 */
const env = browserAppPerFile();

/** Waits until the page at the current address has rendered (RoutePage's marker). */
async function rendered(page: Page, route: string): Promise<void> {
  await page.waitForFunction((r) => document.documentElement.dataset.route === r && document.documentElement.dataset.routeKey === (history.state?.key ?? 'default'), route);
}

/** The responses the page receives while `load` runs, each with whether the service worker gave it. */
async function responsesDuring(page: Page, load: () => Promise<unknown>): Promise<Response[]> {
  const seen: Response[] = [];
  const onResponse = (r: Response) => seen.push(r);
  page.on('response', onResponse);
  try {
    await load();
  } finally {
    page.off('response', onResponse);
  }
  return seen;
}

const pathOf = (r: Response) => new URL(r.url()).pathname;

it('a second visit to /worker-queue takes every hashed asset from the service worker, the page and /graphql from the server', async () => {
  const { context, page, errors } = await openAs(env, 'worker', {}, undefined, 'cookie');
  try {
    await page.goto(env.app.url + '/worker-queue');
    await rendered(page, '/worker-queue');
    // Registered after load, installed (precache filled), activated and controlling this page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      while (!navigator.serviceWorker.controller) await new Promise((r) => setTimeout(r, 100));
    });

    const second = await responsesDuring(page, async () => {
      // The screen's first GraphQL answer is waited for itself: on a loaded machine the network was seen idle
      // for half a second before the page sent it.
      const answered = page.waitForResponse((r) => pathOf(r) === '/graphql');
      await page.goto(env.app.url + '/worker-queue');
      await rendered(page, '/worker-queue');
      await answered;
      await page.waitForLoadState('networkidle');
    });
    const assets = second.filter((r) => pathOf(r).startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(5);
    expect(assets.filter((r) => !r.fromServiceWorker()).map(pathOf)).toEqual([]);
    // The page's own account agrees: each script came out of the worker's Cache Storage.
    const timings = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
        .map((e) => ({ path: new URL(e.name).pathname, via: (e as PerformanceResourceTiming & { deliveryType?: string }).deliveryType, worker: (e as PerformanceResourceTiming).workerStart > 0 })),
    );
    expect(timings.length).toBeGreaterThan(5);
    expect(timings.filter((t) => !t.worker || t.via !== 'cache-storage')).toEqual([]);

    const graphql = second.filter((r) => pathOf(r) === '/graphql');
    expect(graphql.length).toBeGreaterThan(0);
    expect(graphql.filter((r) => r.fromServiceWorker()).length).toBe(0);

    // The page itself: a new answer of the server each time (its own request id), never a stored copy.
    const third = await responsesDuring(page, async () => {
      await page.goto(env.app.url + '/worker-queue');
      await rendered(page, '/worker-queue');
    });
    const documents = [second, third].map((rs) => rs.find((r) => r.request().isNavigationRequest())!);
    const ids = await Promise.all(documents.map((d) => d.headerValue('x-request-id')));
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBeTruthy();
    expect(ids[0]).not.toBe(ids[1]);
    expect(await page.getByRole('alert').filter({ hasText: 'connection is gone' }).count()).toBe(0);

    // Offline: the shell comes from the precache and says so.
    await context.setOffline(true);
    const offline = await responsesDuring(page, async () => {
      await page.goto(env.app.url + '/worker-queue');
      await page.getByRole('alert').filter({ hasText: 'You are offline: the connection is gone.' }).waitFor();
    });
    expect(offline.find((r) => r.request().isNavigationRequest())?.fromServiceWorker()).toBe(true);
    await context.setOffline(false);
    await page.getByRole('alert').filter({ hasText: 'connection is gone' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
