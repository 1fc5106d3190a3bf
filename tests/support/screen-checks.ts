import type { Page } from 'playwright-core';

const inflight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's HTTP requests in flight (GraphQL calls, lazily loaded chunks), for `settled`. */
export function trackRequests(page: Page): void {
  const open = new Set<unknown>();
  inflight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/** Two animation frames: styles and layout of the last change applied. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * The screen has finished loading: no request in flight (see trackRequests), no skeleton,
 * spinner or busy region on the page, and that stays so for two frames.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  const open = inflight.get(page);
  const deadline = Date.now() + timeout;
  for (;;) {
    if (open) while (open.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await page.waitForFunction(() => !document.querySelector('.chakra-skeleton, .chakra-spinner, [aria-busy="true"]'), undefined, { timeout: Math.max(1, deadline - Date.now()), polling: 'raf' });
    await nextFrames(page);
    if (!open || open.size === 0 || Date.now() >= deadline) return;
  }
}

/**
 * Moves the single-page app to `url` the way its own links do (history + popstate), without
 * reloading the document, and waits until a page has rendered there (`<html data-route>`, set
 * by the client's RoutePage; a redirect renders the page it leads to).
 */
export async function goInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    delete document.documentElement.dataset.route;
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await page.waitForFunction(() => !!document.documentElement.dataset.route);
}

export interface WidthAt {
  scrollWidth: number;
  clientWidth: number;
  /** the elements reaching furthest past the right edge, when it overflows */
  widest: string[];
}

/** The document's scroll width at `width` px wide; `atWidth` runs while it is that wide; the viewport is put back afterwards. */
export async function widthAt(page: Page, width: number, atWidth?: () => Promise<void>): Promise<WidthAt> {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 844 });
  await nextFrames(page);
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
    await nextFrames(page);
  }
  return measured;
}
