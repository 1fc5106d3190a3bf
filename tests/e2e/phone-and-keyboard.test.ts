import type { Page } from 'playwright-core';
import { browserAppPerFile, openAs, DEMO_EMAIL } from '../support/e2e';
import { signIn } from '../support/app';
import { installAxe, seriousViolations, describeFindings } from '../support/axe';
import { checkedRoutes } from '../support/route-table';
import { goInApp, settled, trackRequests, widthAt } from '../support/screen-checks';
import { Keyboard } from '../support/keyboard';
import { makeRequest } from '../support/worker-fixtures';
import { liveSynced } from '../support/live';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { User } from '../../server/src/modules/users/user.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';

/**
 * What a person notices on a phone (390 px wide) or with the keyboard: admin screens that scroll
 * sideways, the bell's badge contrast, the focus after accepting a job, text limits where they
 * are typed, the focus ring of form fields, the client's phone layout, the admin tiles kept live
 * by the same event as the worker's queue, the Assign Worker dialog's eligibility, Apple Pay.
 */
const env = browserAppPerFile();
jest.setTimeout(240_000);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** WCAG relative-luminance contrast of two computed CSS colours (rgb()/rgba()). */
function contrastScript() {
  return `(() => {
    const parse = (c) => { const m = c.match(/rgba?\\(([^)]+)\\)/); if (!m) return null; const [r, g, b] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); return [r, g, b]; };
    const lum = ([r, g, b]) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
    window.__contrast = (a, b) => { const x = lum(parse(a)), y = lum(parse(b)); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  })()`;
}

async function withContrast(page: Page): Promise<void> {
  await page.evaluate(contrastScript());
}

async function providerId(email: string): Promise<string> {
  return String((await env.app.orm.em.fork().findOneOrFail(ServiceProvider, { email })).id);
}

describe('admin screens at 390 px', () => {
  it('no admin route scrolls sideways; dashboard badges, View all links and quick actions fit', async () => {
    // Real names and titles run long: a request, its client and status as a phone shows them.
    await makeRequest(env.app, { category: 'House Cleaning', zip: '37203', title: 'Whole-house deep cleaning before the holiday visitors arrive' });
    const category = await env.app.orm.em.fork().findOneOrFail(ServiceCategory, { name: 'House Cleaning' });
    const routes = checkedRoutes({ id: await providerId(DEMO_EMAIL.worker) }, { '/category-stats': `?categoryId=${category.id}&categoryName=House%20Cleaning` }).filter((r) => r.role === 'admin');
    expect(routes.length).toBeGreaterThan(10);
    const { page, context, errors } = await openAs(env, 'admin', { viewport: PHONE, reducedMotion: 'reduce' }, (_c, p) => trackRequests(p), 'cookie');
    await page.goto(env.app.url + '/dashboard');
    const wide: string[] = [];
    for (const route of routes) {
      await goInApp(page, route.url);
      await settled(page);
      const w = await widthAt(page, PHONE.width);
      if (w.scrollWidth > w.clientWidth) wide.push(`${route.url}: ${w.scrollWidth} > ${w.clientWidth}: ${w.widest.join('; ')}`);
    }
    expect(wide).toEqual([]);

    await goInApp(page, '/dashboard');
    await settled(page);
    // Status badges show their whole text (no ellipsis, nothing clipped).
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('main .chakra-badge')]
        .filter((b) => b.scrollWidth > (b as HTMLElement).clientWidth + 1 || b.getBoundingClientRect().right > document.documentElement.clientWidth)
        .map((b) => (b.textContent ?? '').trim()),
    );
    expect(clipped).toEqual([]);
    // Every 'View all' link is on screen.
    const links = page.getByRole('link', { name: 'View all' });
    expect(await links.count()).toBe(4);
    for (const box of await Promise.all((await links.all()).map((l) => l.boundingBox()))) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    // The quick action tiles hold their labels.
    const spilled = await page.getByRole('region', { name: 'Quick Actions' }).evaluate((region) =>
      [...region.querySelectorAll('a, button')]
        .filter((tile) => {
          const t = tile.getBoundingClientRect();
          return [...tile.querySelectorAll('p, span')].some((label) => {
            const l = label.getBoundingClientRect();
            return l.left < t.left - 0.5 || l.right > t.right + 0.5 || label.scrollWidth > (label as HTMLElement).clientWidth + 1;
          });
        })
        .map((tile) => (tile.textContent ?? '').trim()),
    );
    expect(spilled).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  });
});

describe('the notification badge', () => {
  it('reads at 4.5:1 and axe finds nothing serious with unread notifications, at 390 px and 1280 px', async () => {
    const em = env.app.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: DEMO_EMAIL.client });
    em.create(Notification, { user, userType: 'client', type: 'system_alert', title: 'Unread one', message: 'Unread for the badge check.', isRead: false, data: null, createdAt: new Date() });
    await em.flush();
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openAs(env, 'client', { viewport, reducedMotion: 'reduce' }, async (c, p) => {
        await installAxe(c);
        trackRequests(p);
      }, 'cookie');
      await page.goto(env.app.url + '/request-status');
      await settled(page);
      const badge = page.getByTestId('notification-badge');
      await badge.waitFor();
      await withContrast(page);
      const ratio = await badge.evaluate((el) => {
        const cs = getComputedStyle(el);
        return (window as unknown as { __contrast(a: string, b: string): number }).__contrast(cs.color, cs.backgroundColor);
      });
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      const findings = await seriousViolations(page);
      expect(describeFindings(`client /request-status at ${viewport.width} px`, findings)).toEqual([]);
      await context.close();
      expect(errors).toEqual([]);
    }
  });
});

describe('accepting a job from the queue with the keyboard', () => {
  it('moves the focus to the next card, then to the heading, and announces where the job went', async () => {
    const first = await makeRequest(env.app, { category: 'House Cleaning', zip: '37203', title: 'Keyboard Accept One' });
    const second = await makeRequest(env.app, { category: 'House Cleaning', zip: '37203', title: 'Keyboard Accept Two' });
    const { page, context, errors } = await openAs(env, 'worker', { viewport: DESKTOP }, undefined, 'cookie');
    const keys = new Keyboard(page);
    await page.goto(env.app.url + '/worker-queue');
    const cardOf = (id: number) => page.getByRole('article', { name: new RegExp(`^Request #${String(id).padStart(4, '0')}`) });
    await cardOf(first).waitFor();
    await cardOf(second).waitFor();
    const live = page.getByRole('status').filter({ hasText: /Job accepted/ });

    // Accept every card in turn: each time the focus lands in the card now in its place.
    for (;;) {
      const cards = page.getByRole('article');
      const count = await cards.count();
      if (count === 0) break;
      const card = cards.first();
      const title = (await card.getByRole('heading').innerText()).trim();
      await keys.activate(card.getByRole('button', { name: 'Accept This Job' }));
      await live.filter({ hasText: `Job accepted: ${title}. It is now in My Jobs.` }).waitFor();
      await page.waitForFunction((n) => document.querySelectorAll('[role="article"]').length === n - 1, count);
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        const card = el?.closest('[role="article"]');
        return { body: el === document.body, card: card?.getAttribute('aria-label') ?? null, heading: el?.tagName === 'H1' || el?.tagName === 'H2' ? el.textContent : null };
      });
      expect(where.body).toBe(false);
      if (count > 1) expect(where.card).not.toBeNull();
      else expect(where.heading).toMatch(/Available Requests|No requests available/);
    }
    expect(await env.app.orm.em.fork().count(ServiceRequest, { id: { $in: [first, second] }, status: 'in_progress' })).toBe(2);
    expect(keys.unseen).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  });
});

describe('text limits where they are typed', () => {
  it('the wizard refuses a 6,000-character description at step 3, with a counter near the limit', async () => {
    const { page, context, errors } = await openAs(env, 'client', { viewport: PHONE }, undefined, 'cookie');
    await page.goto(env.app.url + '/client-app');
    await page.getByRole('button', { name: /House Cleaning/ }).click();
    await page.getByLabel('Service type').selectOption('Deep Cleaning');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Street address').fill('500 Broadway');
    await page.getByLabel(/^City/).fill('Nashville');
    await page.getByLabel(/^State/).selectOption('TN');
    await page.getByLabel(/^ZIP code/).fill('37203');
    const description = page.getByLabel('Describe what you need');
    await description.fill('x'.repeat(6000));
    await page.getByText('6,000 / 5,000').waitFor();
    await page.getByText('Description must be at most 5,000 characters').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await description.fill('x'.repeat(4950));
    await page.getByText('4,950 / 5,000').waitFor();
    expect(await page.getByText('Description must be at most 5,000 characters').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(false);
    await description.fill('Two rooms.');
    expect(await page.getByText(/ \/ 5,000$/).count()).toBe(0);
    await context.close();
    expect(errors).toEqual([]);
  });
});

describe('focus rings of form fields', () => {
  it('inputs, textareas and selects show a 2 px ring at 3:1 or more against the page', async () => {
    const { page, context, errors } = await openAs(env, 'client', { viewport: DESKTOP }, undefined, 'cookie');
    const keys = new Keyboard(page);
    await page.goto(env.app.url + '/client-support');
    await withContrast(page);
    for (const field of [page.getByLabel('Subject'), page.getByLabel('Message'), page.getByLabel('Category')]) {
      await keys.moveTo(field, { max: 80 });
      const ring = await field.evaluate((el) => {
        const cs = getComputedStyle(el);
        let bg = 'rgb(255, 255, 255)';
        for (let p: Element | null = el.parentElement; p; p = p.parentElement) {
          const b = getComputedStyle(p).backgroundColor;
          if (b && !/rgba\(0, 0, 0, 0\)|transparent/.test(b)) {
            bg = b;
            break;
          }
        }
        return { width: parseFloat(cs.outlineWidth), style: cs.outlineStyle, contrast: (window as unknown as { __contrast(a: string, b: string): number }).__contrast(cs.outlineColor, bg), what: `${el.tagName} ${cs.outlineColor} on ${bg}` };
      });
      expect({ ...ring, width: ring.width >= 2, contrast: ring.contrast >= 3 }).toEqual({ ...ring, width: true, contrast: true, style: 'solid' });
    }
    expect(keys.unseen).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  });
});

describe('phone layout', () => {
  it('/request-status: the + button covers no card and the logo stays on one line', async () => {
    const { page, context, errors } = await openAs(env, 'client', { viewport: PHONE }, (_c, p) => trackRequests(p), 'cookie');
    await page.goto(env.app.url + '/request-status');
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2);
    const fab = await page.getByRole('link', { name: 'Request a new service' }).boundingBox();
    const lastCard = await page.locator('[data-testid^="request-card-"]').last().boundingBox();
    expect(fab).not.toBeNull();
    expect(lastCard).not.toBeNull();
    expect(lastCard!.y + lastCard!.height).toBeLessThanOrEqual(fab!.y);
    const logoLines = await page.getByRole('link', { name: 'Elite Services home' }).evaluate((a) => {
      const text = [...a.querySelectorAll('span')].find((s) => (s.textContent ?? '').includes('Elite'))!;
      return text.getClientRects().length > 1 ? text.getClientRects().length : Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight || '24'));
    });
    expect(logoLines).toBe(1);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('the landing hero\'s buttons keep clear of the screen edges', async () => {
    const { page, context, errors } = await openAs(env, 'anonymous', { viewport: PHONE });
    await page.goto(env.app.url + '/');
    for (const name of [/I Need Service/, /I Provide Services/]) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(16);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width - 16);
    }
    await context.close();
    expect(errors).toEqual([]);
  });
});

describe('the admin dashboard hears a payment as the worker queue does', () => {
  it('the Pending (Paid) tile moves with the same live event', async () => {
    const admin = await openAs(env, 'admin', { viewport: DESKTOP }, undefined, 'cookie');
    const worker = await openAs(env, 'worker', { viewport: DESKTOP }, undefined, 'cookie');
    await admin.page.goto(env.app.url + '/dashboard');
    await worker.page.goto(env.app.url + '/worker-queue');
    await worker.page.getByRole('heading', { name: 'Available Requests' }).waitFor();
    const tile = admin.page.getByRole('link', { name: /^Pending \(Paid\)/ });
    await tile.locator('dd, .chakra-stat__valueText, [class*="valueText"]').first().waitFor();
    const count = async () => Number((await tile.innerText()).match(/Pending \(Paid\)\s*(\d+)/)?.[1]);
    await admin.page.waitForFunction(() => !document.querySelector('.chakra-skeleton'));
    // The dashboard listens, and has caught up once on connecting: a payment made before its
    // socket was up would reach it through that catch-up instead of the live event.
    await liveSynced(admin.page);
    const before = await count();
    expect(Number.isFinite(before)).toBe(true);
    // Both pages are subscribed once a first event reaches them: a request made and paid before.
    const requestId = await makeRequest(env.app, { category: 'House Cleaning', zip: '37203', paid: false, title: 'Live Tile Clean' });
    const client = await signIn(env.app, DEMO_EMAIL.client);
    // The tile moves with the event itself: the admin's page asks no new counts over HTTP for it.
    const asked: string[] = [];
    admin.page.on('request', (r) => {
      if (r.method() === 'POST' && /AdminDashboardStats/.test(r.postData() ?? '')) asked.push(r.url());
    });
    const paid = await env.app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { request { appointmentFeePaid } } }', { i: { kind: 'consultation', requestId, method: 'google_pay', idempotencyKey: `e2e-tile-${requestId}` } }, client);
    expect(paid.errors).toBeUndefined();
    await Promise.all([
      worker.page.getByRole('article', { name: /Live Tile Clean/ }).waitFor(),
      admin.page.waitForFunction((n) => {
        const a = [...document.querySelectorAll('a')].find((l) => /^Pending \(Paid\)/.test((l.textContent ?? '').trim()));
        return Number((a?.textContent ?? '').match(/Pending \(Paid\)\s*(\d+)/)?.[1]) === n;
      }, before + 1),
    ]);
    expect(asked).toEqual([]);
    await admin.context.close();
    await worker.context.close();
    expect([...admin.errors, ...worker.errors]).toEqual([]);
  });
});

describe('the Assign Worker dialog', () => {
  it('lists the eligible workers first with distance and load, the others disabled with the reason', async () => {
    // A paid repair near Nashville (the queue test above took the demo's jobs).
    await makeRequest(env.app, { category: 'Maintenance & Repair', zip: '37203', title: 'Leaking Faucet Repair' });
    const { page, context, errors } = await openAs(env, 'admin', { viewport: DESKTOP }, undefined, 'cookie');
    await page.goto(env.app.url + '/admin/pending-jobs');
    await page.getByRole('button', { name: 'Assign Worker to Leaking Faucet Repair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Worker' });
    const select = dialog.getByLabel('Worker');
    await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] select option').length > 2);
    const options = await select.evaluate((s) => [...(s as HTMLSelectElement).options].filter((o) => o.value).map((o) => ({ text: o.text, disabled: o.disabled })));
    const firstDisabled = options.findIndex((o) => o.disabled);
    expect(firstDisabled).toBeGreaterThan(0);
    // Eligible first, each with its distance and current load; then the others, disabled, with why.
    expect(options.slice(0, firstDisabled).every((o) => /\d+(\.\d)? mi/.test(o.text) && /\d+ active jobs?/.test(o.text))).toBe(true);
    expect(options.slice(firstDisabled).every((o) => o.disabled)).toBe(true);
    expect(options.find((o) => o.text.startsWith('Marcus Reed'))?.disabled).toBe(false);
    expect(options.filter((o) => o.disabled).map((o) => o.text).join('\n')).toMatch(/Offers other services/);
    await context.close();
    expect(errors).toEqual([]);
  });
});

describe('Apple Pay', () => {
  it('is among the demo client\'s payment methods and at checkout', async () => {
    const { page, context, errors } = await openAs(env, 'client', { viewport: PHONE }, undefined, 'cookie');
    await page.goto(env.app.url + '/client-payment-methods');
    await page.getByText('Apple Pay', { exact: true }).waitFor();
    await page.getByText('Google Pay', { exact: true }).waitFor();
    await page.getByText(/ending (in )?4242/).waitFor();
    const unpaid = (await env.app.orm.em.fork().findOneOrFail(ServiceRequest, { title: 'Deep Cleaning' })).id;
    await page.goto(env.app.url + `/checkout?requestId=${unpaid}`);
    await page.getByRole('button', { name: /Apple Pay/ }).waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });
});
