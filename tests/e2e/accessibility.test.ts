import type { Page } from 'playwright-core';
import { browserAppPerFile, openAs, type RolePage } from '../support/e2e';
import { installAxe, seriousViolations, describeFindings, type AxeFinding } from '../support/axe';
import { checkedRoutes, type CheckedRole, type CheckedRoute } from '../support/route-table';
import { goInApp, settled, trackRequests, waitForCondition, widthAt, type WidthAt } from '../support/screen-checks';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';

/**
 * Every screen of every role, generated from the client's route table, plus the dialogs and
 * the request wizard's steps: no serious or critical axe-core violation (WCAG 2.1 A/AA and
 * best practices), and no sideways scrolling at 390 px wide. One browser and one app with the
 * demo data for the file; each role's page moves through the app without reloading it.
 */
const env = browserAppPerFile();
jest.setTimeout(300_000);
const PHONE = 390;
const DESKTOP = { width: 1280, height: 900 };
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** Per screen or dialog: serious/critical findings (nodes) and its width at 390 px; printed with A11Y_REPORT=1. */
const report: string[] = [];
let problems: string[] = [];

interface Ids {
  provider: string;
  unpaid: string;
  inProgress: string;
  remodel: string;
}
let ids: Ids;
let routes: CheckedRoute[];

beforeAll(async () => {
  const em = env.app.orm.em.fork();
  const id = async (title: string) => String((await em.findOneOrFail(ServiceRequest, { title })).id);
  ids = {
    provider: String((await em.findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' })).id),
    unpaid: await id('Deep Cleaning'),
    inProgress: await id('Appliance Repair'),
    remodel: await id('Bathroom Remodel'),
  };
  routes = checkedRoutes({ id: ids.provider }, { '/checkout': `?requestId=${ids.unpaid}`, '/payment': `?requestId=${ids.unpaid}` });
});

afterAll(() => {
  if (process.env.A11Y_REPORT) console.log(report.join('\n'));
});

/** The role's page, desktop-sized, with axe in every document it loads, on the role's first route. */
async function openRole(role: CheckedRole): Promise<RolePage> {
  const opened = await openAs(
    env,
    role,
    { viewport: DESKTOP, reducedMotion: 'reduce' },
    async (context, page) => {
      await installAxe(context);
      trackRequests(page);
    },
    'cookie',
  );
  await opened.page.goto(env.app.url + (routes.find((r) => r.role === role)?.url ?? '/'));
  return opened;
}

function record(where: string, findings: AxeFinding[], width?: string): void {
  problems.push(...describeFindings(where, findings));
  report.push(`| ${where} | ${findings.length ? findings.map((f) => `${f.id} (${f.targets.length})`).join(', ') : 0} | ${width ?? ''} |`);
}

/**
 * One route: axe at desktop width, then at 390 px the document's width and that what scrolls
 * inside its own box can be reached by keyboard (axe's scrollable-region-focusable).
 */
async function checkScreen(page: Page, route: CheckedRoute): Promise<void> {
  const t0 = Date.now();
  let landed: string;
  let findings: AxeFinding[];
  let w: WidthAt;
  const phoneFindings: AxeFinding[] = [];
  // A page that moves on by itself a moment later (/clear-data) must not spoil the next screen's check: check again if it moved.
  for (let attempt = 0; ; attempt++) {
    phoneFindings.length = 0;
    await goInApp(page, route.url);
    await settled(page);
    landed = new URL(page.url()).pathname;
    findings = await seriousViolations(page);
    w = await widthAt(page, PHONE, async () => {
      phoneFindings.push(...(await seriousViolations(page, { rules: ['scrollable-region-focusable'] })));
    });
    if (new URL(page.url()).pathname === landed || attempt === 2) break;
  }
  const where = `${route.role} ${route.url}${landed !== route.url.split('?')[0] ? ` (lands on ${landed})` : ''}`;
  record(where, [...findings, ...phoneFindings.map((f) => ({ ...f, id: `${f.id} at ${PHONE} px` }))], `${w.scrollWidth} ${Date.now() - t0}ms`);
  if (w.scrollWidth > w.clientWidth) problems.push(`${where}: scrolls sideways at ${PHONE} px (${w.scrollWidth} > ${w.clientWidth}): ${w.widest.join('; ')}`);
}

/** The open dialog(s), settled, checked by axe. */
async function checkDialog(page: Page, where: string): Promise<void> {
  const t0 = Date.now();
  await page.locator(OPEN_DIALOG).last().waitFor();
  await settled(page);
  record(where, await seriousViolations(page, { within: OPEN_DIALOG }), `${Date.now() - t0}ms`);
}

/** Each tab of the top dialog in turn. */
async function checkDialogTabs(page: Page, where: string): Promise<void> {
  await page.locator(OPEN_DIALOG).last().getByRole('tab').first().waitFor();
  const tabs = page.locator(OPEN_DIALOG).last().getByRole('tab');
  const names = await tabs.allInnerTexts();
  for (const [i, name] of names.entries()) {
    await tabs.nth(i).click();
    await checkDialog(page, `${where}, tab ${name}`);
  }
}

/** Escape closes the top dialog (a dialog it was opened from may come back: `all` closes those too). */
async function closeDialog(page: Page, all = false): Promise<void> {
  do {
    const top = await page.locator(OPEN_DIALOG).last().elementHandle();
    if (!top) return;
    await page.keyboard.press('Escape');
    await waitForCondition(page, 'the top dialog to close after Escape', (el) => !el.isConnected || el.getAttribute('data-state') !== 'open', top);
    await settled(page);
  } while (all && (await page.locator(OPEN_DIALOG).count()) > 0);
}

/** The bell's list and one notification, and the menu drawer. */
async function checkShellDialogs(page: Page, role: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await checkDialog(page, `${role} menu`);
  // The browser asks for reduced motion: the drawer does not slide in.
  const motion = await page.locator(OPEN_DIALOG).last().evaluate((el) => {
    const cs = getComputedStyle(el);
    return Math.max(...`${cs.animationDuration},${cs.transitionDuration}`.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)));
  });
  expect(motion).toBeLessThan(1);
  await closeDialog(page);
  if (role === 'anonymous') return;
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await checkDialog(page, `${role} notifications`);
  // Every demo account has notifications: the first opens its detail over the list.
  await page.locator(OPEN_DIALOG).last().getByRole('listitem').first().getByRole('button').click();
  await waitForCondition(page, `${role} notification detail to open over the list (two open dialogs)`, (sel) => document.querySelectorAll(sel).length === 2, OPEN_DIALOG);
  await checkDialog(page, `${role} notification detail`);
  await closeDialog(page, true);
}

async function checkRole(role: CheckedRole, dialogs: (page: Page) => Promise<void>): Promise<void> {
  const { page, context, errors } = await openRole(role);
  for (const route of routes.filter((r) => r.role === role)) await checkScreen(page, route);
  await dialogs(page);
  await checkShellDialogs(page, role);
  await context.close();
  expect(errors).toEqual([]);
  const found = problems;
  problems = [];
  if (process.env.A11Y_REPORT) console.log(found.join('\n'));
  expect(found).toEqual([]);
}

it('every visitor screen, the 404 page, the wizard\'s leave confirmation: no serious axe violation, fits 390 px', async () => {
  await checkRole('anonymous', async (page) => {
    await goInApp(page, '/client-app');
    await page.getByRole('button', { name: /House Cleaning/ }).click();
    await page.getByRole('link', { name: 'Elite Services home' }).click();
    await checkDialog(page, 'anonymous wizard leave confirmation');
    await page.getByRole('button', { name: 'Stay Here' }).click();
  });
});

it('every client screen, request detail (each tab), Project Workflow, edit and cancel dialogs, each wizard step', async () => {
  await checkRole('client', async (page) => {
    await goInApp(page, '/request-status');
    const card = (id: string) => page.getByTestId(`request-card-${id}`);
    await card(ids.inProgress).getByRole('button', { name: 'View Details' }).click();
    await checkDialogTabs(page, 'client request detail');
    await closeDialog(page);

    await card(ids.remodel).getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('button', { name: 'Project Workflow' }).click();
    // It opens over the request's dialog once its code is in (it loads with its first opening).
    await page.getByRole('dialog', { name: /^Project Workflow/ }).waitFor();
    await checkDialogTabs(page, 'client Project Workflow');
    await closeDialog(page, true);

    await card(ids.unpaid).getByRole('button', { name: 'Edit' }).click();
    await checkDialog(page, 'client edit request');
    await closeDialog(page);
    await card(ids.unpaid).getByRole('button', { name: 'Cancel Request' }).click();
    await checkDialog(page, 'client cancel confirmation');
    await page.getByRole('button', { name: 'Keep Request' }).click();

    // The wizard, step by step, to the payment and its confirmation.
    await goInApp(page, '/client-app');
    await settled(page);
    await page.getByRole('button', { name: /House Cleaning/ }).click();
    await page.getByLabel('Service type').waitFor();
    await checkDialogless(page, 'client wizard step 2 (type)');
    await page.getByLabel('Service type').selectOption('Deep Cleaning');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Street address').waitFor();
    await checkDialogless(page, 'client wizard step 3 (contact)');
    await page.getByLabel('Street address').fill('500 Broadway');
    await page.getByLabel('City').fill('Nashville');
    await page.getByLabel('State').selectOption('TN');
    await page.getByLabel('ZIP code').fill('37203');
    await page.getByLabel('Describe what you need').fill('Two bedrooms, one bath.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Preferred date').waitFor();
    await checkDialogless(page, 'client wizard step 4 (schedule and pay)');
    await page.getByLabel('Preferred date').fill(tomorrow());
    await page.getByLabel('Preferred time').selectOption('morning');
    await page.getByRole('button', { name: 'Pay $102.99' }).click();
    await page.getByRole('heading', { name: 'Transaction Complete' }).waitFor();
    await checkDialogless(page, 'client wizard completion');
  });
});

it('every worker screen, the job dialog (each tab), schedule form, invoice and confirmation dialogs', async () => {
  await checkRole('worker', async (page) => {
    await goInApp(page, `/worker-active-jobs?job=${ids.inProgress}`);
    await checkDialogTabs(page, 'worker job detail');
    const dialog = page.locator(OPEN_DIALOG).last();
    await dialog.getByRole('tab', { name: 'Updates' }).click();
    await dialog.getByRole('button', { name: /Schedule Visit|Reschedule Visit/ }).click();
    await checkDialog(page, 'worker job detail, schedule form');
    await dialog.getByRole('button', { name: /^(Create|Edit) Invoice$/ }).click();
    await checkDialog(page, 'worker invoice');
    await closeDialog(page);
    await dialog.getByRole('button', { name: 'Mark Complete' }).click();
    await checkDialog(page, 'worker complete confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await closeDialog(page, true);
  });
});

it('every admin screen, request review (each tab), Project Workflow with inspection, assign, invoice, reason and new-request dialogs', async () => {
  await checkRole('admin', async (page) => {
    await goInApp(page, '/dashboard');
    await settled(page);
    await page.getByRole('button', { name: /^Review request/ }).first().click();
    await checkDialogTabs(page, 'admin request review');
    await closeDialog(page);
    await page.getByRole('button', { name: 'New Service Request' }).click();
    await checkDialog(page, 'admin new service request');
    await closeDialog(page);

    await goInApp(page, `/services?requestId=${ids.remodel}`);
    await page.locator(OPEN_DIALOG).getByRole('button', { name: 'Project Workflow' }).click();
    await checkDialogTabs(page, 'admin Project Workflow');
    await closeDialog(page, true);

    await goInApp(page, '/admin/pending-jobs');
    await page.getByRole('button', { name: /^Assign Worker to/ }).first().click();
    await checkDialog(page, 'admin assign worker');
    await closeDialog(page);

    await goInApp(page, '/billing');
    await page.getByRole('button', { name: /^Edit amount of/ }).first().click();
    await checkDialog(page, 'admin invoice edit');
    await closeDialog(page);

    await goInApp(page, '/admin-worker-approvals');
    await page.getByRole('button', { name: /^Reject / }).first().click();
    await checkDialog(page, 'admin reject reason');
    await closeDialog(page);
  });
});

/** The whole page, for a wizard step (no dialog). */
async function checkDialogless(page: Page, where: string): Promise<void> {
  await settled(page);
  record(where, await seriousViolations(page));
}

function tomorrow(): string {
  const d = new Date(Date.now() + 36 * 3600_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
