import type { ElementHandle, JSHandle, Page, Request } from 'playwright-core';

/**
 * Waits in the browser tests are for conditions, never for a length of time: each helper here
 * waits for something the page does (a request answered, a marker set, a layout that stopped
 * changing), and a timeout only bounds it, naming what did not happen and on which route.
 */

interface Tracked {
  open: Set<Request>;
  /** called each time the last request in flight finishes */
  onIdle: Set<() => void>;
}
const inflight = new WeakMap<Page, Tracked>();

/** Counts the page's HTTP requests in flight (GraphQL calls, lazily loaded chunks), for `settled`. */
export function trackRequests(page: Page): void {
  const tracked: Tracked = { open: new Set(), onIdle: new Set() };
  inflight.set(page, tracked);
  const done = (r: Request) => {
    if (!tracked.open.delete(r) || tracked.open.size > 0) return;
    for (const idle of [...tracked.onIdle]) idle();
  };
  page.on('request', (r) => tracked.open.add(r));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Where the page is, for error messages: its address and the route marker the client set. */
export async function routeLabel(page: Page): Promise<string> {
  const url = new URL(page.url());
  const marker = await page.evaluate(() => document.documentElement.dataset.route).catch(() => undefined);
  return `route ${url.pathname}${url.search}${marker ? ` (data-route ${marker})` : ' (no data-route)'}`;
}

/** Runs `wait`; when it times out (or fails), the error says what was awaited and on which route. */
async function named<T>(page: Page, what: string, timeout: number, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (err) {
    const cause = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new Error(`waited ${timeout} ms for ${what} on ${await routeLabel(page)}: ${cause}`);
  }
}

/** What a handle passed to a page function is inside the page. */
type InPage<A> = A extends ElementHandle<infer T> ? T : A extends JSHandle<infer T> ? T : A;

/** page.waitForFunction (checked every animation frame) with a timeout that names what it waited for and on which route. */
export function waitForCondition<A>(page: Page, what: string, fn: (arg: InPage<A>) => unknown, arg: A, timeout = 30_000): Promise<unknown> {
  return named(page, what, timeout, () => page.waitForFunction(fn as (arg: unknown) => unknown, arg, { timeout, polling: 'raf' }));
}

/** Resolves when no tracked request of the page is in flight (at once if none is). */
function requestsAnswered(page: Page, timeout: number): Promise<void> {
  const tracked = inflight.get(page);
  if (!tracked || tracked.open.size === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const idle = () => {
      clearTimeout(timer);
      tracked.onIdle.delete(idle);
      resolve();
    };
    const timer = setTimeout(() => {
      tracked.onIdle.delete(idle);
      const open = [...tracked.open].map((r) => `${r.method()} ${new URL(r.url()).pathname}`).slice(0, 5).join(', ');
      void routeLabel(page).then((where) => reject(new Error(`waited ${timeout} ms for the page's requests to be answered on ${where}; still in flight: ${open}`)));
    }, timeout);
    tracked.onIdle.add(idle);
  });
}

/** Two animation frames: styles and layout of the last change applied. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The page's web fonts have loaded (text measured after this has its final width). */
export function fontsLoaded(page: Page, timeout = 15_000): Promise<unknown> {
  return named(page, 'document.fonts.ready', timeout, () => page.evaluate(() => document.fonts.ready.then(() => document.fonts.status)));
}

/**
 * The screen has finished loading: the page of the current address has rendered (its route's
 * ready signal, see routePageShown: a first render can still be on its way when the document's
 * load event fires, and a page's code is asked for only after the first frame), no request in
 * flight (see trackRequests), no skeleton, spinner or busy region on the page, fonts loaded, and
 * that stays so for two frames.
 * `timeout` bounds the whole wait (a number, or `{ timeout }`).
 */
export async function settled(page: Page, opts: number | { timeout?: number } = {}): Promise<void> {
  const timeout = typeof opts === 'number' ? opts : (opts.timeout ?? 30_000);
  const deadline = Date.now() + timeout;
  const left = () => Math.max(1, deadline - Date.now());
  for (;;) {
    await routePageShown(page, page.url(), left());
    await requestsAnswered(page, left());
    await waitForCondition(page, 'no skeleton, spinner or aria-busy region', () => !document.querySelector('.chakra-skeleton, .chakra-spinner, [aria-busy="true"]'), undefined, left());
    await fontsLoaded(page, left());
    await nextFrames(page);
    const tracked = inflight.get(page);
    // A request started by what rendered (a lazily loaded chunk, a query of a new component): wait for it too.
    if (!tracked || tracked.open.size === 0) return;
  }
}

/**
 * Moves the single-page app to `url` the way its own links do (history + popstate, a new
 * history entry with its own key, as React Router makes one), without reloading the document,
 * and waits until the page of the address now current has rendered: `<html data-route-key>`,
 * set by the client's RoutePage on every navigation, equals the current history entry's key
 * (a redirect renders the page it leads to, under the redirect's entry). This holds also when
 * `url` is the page already shown.
 */
export async function goInApp(page: Page, url: string, timeout = 30_000): Promise<void> {
  await page.evaluate((to) => {
    const html = document.documentElement;
    delete html.dataset.route;
    delete html.dataset.routeKey;
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await routePageShown(page, url, timeout);
}

/**
 * Waits until the page of the current address has rendered (`<html data-route-key>` equals the
 * current history entry's key). After a click on an in-app link the address changes at once,
 * while the previous page stays on screen until the new page's code has loaded: a test that
 * waits only for the address would type into the previous page.
 */
export async function routePageShown(page: Page, what = page.url(), timeout = 30_000): Promise<void> {
  await waitForCondition(
    page,
    `the page of ${what} to render (<html data-route-key> = the current history entry's key)`,
    () => {
      const html = document.documentElement.dataset;
      const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
      return !!html.route && html.routeKey === key;
    },
    undefined,
    timeout,
  );
}

/**
 * After a viewport change: the window has the new width, fonts are loaded, and the layout has
 * stopped moving: the document's scroll width and the width of every chart container
 * (Recharts' ResponsiveContainer re-renders from a ResizeObserver, and its legend after it)
 * unchanged, and no ResizeObserver report on them, for `frames` animation frames in a row.
 */
export async function layoutSettled(page: Page, width: number, { frames = 8, timeout = 20_000 } = {}): Promise<void> {
  await fontsLoaded(page, timeout);
  const result = await page.evaluate(
    ({ width, frames, timeout }) =>
      new Promise<{ ok: boolean; last: string }>((resolve) => {
        const started = performance.now();
        const watched = () => [document.body, ...document.querySelectorAll('.recharts-responsive-container, .recharts-wrapper, .recharts-legend-wrapper')];
        const sample = () => {
          const root = document.scrollingElement ?? document.documentElement;
          const charts = watched()
            .slice(1)
            .map((el) => Math.round(el.getBoundingClientRect().width))
            .join(',');
          return `window ${window.innerWidth}, scrollWidth ${root.scrollWidth}, charts [${charts}]`;
        };
        let quiet = 0;
        let last = sample();
        const ro = new ResizeObserver(() => {
          quiet = 0;
        });
        for (const el of watched()) ro.observe(el);
        const tick = () => {
          const now = sample();
          if (now !== last || window.innerWidth !== width) quiet = 0;
          else quiet++;
          last = now;
          if (quiet >= frames) {
            ro.disconnect();
            resolve({ ok: true, last });
          } else if (performance.now() - started > timeout) {
            ro.disconnect();
            resolve({ ok: false, last });
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { width, frames, timeout },
  );
  if (!result.ok) throw new Error(`waited ${timeout} ms for the layout to settle at ${width} px (${frames} frames unchanged) on ${await routeLabel(page)}; last: ${result.last}`);
}

export interface WidthAt {
  scrollWidth: number;
  clientWidth: number;
  /** the elements reaching furthest past the right edge, when it overflows */
  widest: string[];
}

/**
 * The document's scroll width at `width` px wide, measured once the layout has settled at that
 * width (layoutSettled); `atWidth` runs while it is that wide; the viewport is put back
 * afterwards, and its layout settled again.
 */
export async function widthAt(page: Page, width: number, atWidth?: () => Promise<void>): Promise<WidthAt> {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 844 });
  await layoutSettled(page, width);
  const measured = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const clientWidth = root.clientWidth;
    const widest: { right: number; what: string }[] = [];
    if (root.scrollWidth > clientWidth) {
      for (const el of document.body.querySelectorAll('*')) {
        const right = el.getBoundingClientRect().right + window.scrollX;
        if (right > clientWidth + 0.5) {
          const cls = typeof el.className === 'string' ? el.className.split(' ').filter((c) => c && !c.startsWith('css-')).slice(0, 2).join('.') : '';
          widest.push({ right, what: `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''} "${(el.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(right)}` });
        }
      }
      widest.sort((a, b) => b.right - a.right);
    }
    return { scrollWidth: root.scrollWidth, clientWidth, widest: widest.slice(0, 3).map((w) => w.what) };
  });
  await atWidth?.();
  if (before) {
    await page.setViewportSize(before);
    await layoutSettled(page, before.width);
  }
  return measured;
}
