import type { Browser, Locator, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { waitForCondition } from '../support/screen-checks';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

function tomorrow(): string {
  const d = new Date(Date.now() + 36 * 3600_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function register(page: Page, email: string) {
  await page.goto(app.url + '/register');
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Rivers');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone (optional)').fill('615-555-0142');
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/request-status');
}

/** Whether the button can be clicked where it stands: the topmost element at its centre is the button (or inside it), nothing laid over it. */
async function reachable(page: Page, button: Locator): Promise<boolean> {
  const box = await button.boundingBox();
  if (!box) return false;
  const handle = await button.elementHandle();
  return page.evaluate(([el, x, y]) => {
    const top = document.elementFromPoint(x as number, y as number);
    return !!top && (el as Element).contains(top);
  }, [handle, box.x + box.width / 2, box.y + box.height / 2] as const);
}

/** Steps 1-3 of the wizard, with the given address. */
async function fillWizard(page: Page, address: { street: string; city: string; state: string; zip: string }) {
  // The category tiles draw their icons as SVG, so they show without an emoji font.
  const tile = page.getByRole('button', { name: /House Cleaning/ });
  await tile.locator('svg[data-category-icon="House Cleaning"]').waitFor();
  expect(await tile.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
  await tile.click();
  const next = page.getByRole('button', { name: 'Next' });
  expect(await next.isDisabled()).toBe(true);
  await page.getByLabel('Service type').selectOption('Deep Cleaning');
  await next.click();
  // Contact details come from the account, once the profile has loaded.
  await waitForCondition(page, "a field filled with the client's name (Maya Rivers)", () => [...document.querySelectorAll('input')].some((i) => i.value === 'Maya Rivers'), undefined);
  expect(await page.getByLabel('Full name').inputValue()).toBe('Maya Rivers');
  await page.getByLabel('Street address').fill(address.street);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('ZIP code').fill(address.zip + '99');
  expect(await page.getByLabel('ZIP code').inputValue()).toBe(address.zip);
  expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  await page.getByLabel('Describe what you need').fill('Three bedrooms and two baths, please bring supplies.');
  await page.getByRole('button', { name: 'Next' }).click();
  const pay = page.getByRole('button', { name: 'Pay $102.99' });
  expect(await pay.isDisabled()).toBe(true);
  await page.getByLabel('Preferred date').fill(tomorrow());
  await page.getByLabel('Preferred time').selectOption('morning');
  return pay;
}

it('walks register -> wizard -> pay -> "being matched", with the request on the dashboard', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  await register(page, `maya.${Date.now()}@example.com`);
  await page.getByText('No requests yet').waitFor();

  await page.getByRole('link', { name: 'New Request' }).click();
  await page.waitForURL('**/client-app');
  const pay = await fillWizard(page, { street: '500 Broadway', city: 'Nashville', state: 'TN', zip: '37203' });
  await pay.click();

  await page.getByRole('heading', { name: 'Transaction Complete' }).waitFor();
  // The confirmation reaches the bell live (subscription), without a reload.
  await page.getByRole('button', { name: 'Notifications' }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText('Request Confirmed').first().waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'View My Requests' }).click();
  await page.waitForURL('**/request-status');
  await page.getByText("You're being matched with a provider").waitFor();
  await page.getByText(/contact you within 24-48 hours/).waitFor();
  await page.getByText('Deep Cleaning').first().waitFor();

  // The detail dialog shows the server's billing breakdown.
  await page.getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('tab', { name: 'Billing' }).click();
  await page.getByText('Consultation total').waitFor();
  expect(await page.getByRole('dialog').textContent()).toContain('$102.99');
  // A note goes onto the timeline.
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByLabel('Add a note').fill('The side gate is open.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await page.getByText('Note added successfully').waitFor();
  await page.getByRole('tab', { name: 'Updates' }).click();
  await page.getByRole('dialog').getByText('The side gate is open.').waitFor();
  expect(errors).toEqual([]);
});

it('sends an out-of-area ZIP to the waitlist with what was typed kept, and signs it up', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  const email = `far.${Date.now()}@example.com`;
  await register(page, email);
  await page.goto(app.url + '/client-app');
  const pay = await fillWizard(page, { street: '1 Peachtree St', city: 'Atlanta', state: 'GA', zip: '30301' });
  await pay.click();

  await page.waitForURL('**/expansion-waitlist');
  await page.getByRole('heading', { name: "We're Not in Your Area Yet" }).waitFor();
  expect(await page.getByLabel('ZIP code').inputValue()).toBe('30301');
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
  expect(await page.getByLabel('City').inputValue()).toBe('Atlanta');
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await page.getByRole('heading', { name: "You're on the List!" }).waitFor();

  // Nothing was created for the out-of-area address.
  const rows = await app.orm.em.fork().getConnection().execute(`select count(*)::int as n from service_requests where service_zip_code = '30301'`);
  expect(rows[0].n).toBe(0);
  expect(errors).toEqual([]);
});

it('shows "Payment Failed" for a declined card, then pays at checkout, finds the card by id, and cancels it', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  await register(page, `decline.${Date.now()}@example.com`);
  await page.goto(app.url + '/client-app');
  const pay = await fillWizard(page, { street: '9 Main St', city: 'Franklin', state: 'TN', zip: '37064' });
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByLabel('Card number (demo)').fill('4000 0000 0000 0002');
  await pay.click();
  await page.getByText('Payment Failed').waitFor();
  await page.getByText(/Unable to process payment: Your card was declined/).waitFor();
  expect(await page.getByRole('heading', { name: 'Transaction Complete' }).count()).toBe(0);
  // The failure does not cover the Pay button: the payer can pay again where they are.
  await waitForCondition(page, 'the Pay button enabled again', () => !(document.querySelector('button[data-loading]')), undefined);
  expect(await reachable(page, pay)).toBe(true);

  // The request waits on the dashboard with the pay prompt.
  await page.goto(app.url + '/request-status');
  await page.getByText('Consultation fee unpaid').waitFor();
  await page.getByRole('link', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/checkout\?requestId=\d+/);
  expect(await page.getByTestId('checkout-total').textContent()).toBe('$102.99');
  await page.getByRole('button', { name: 'Pay with Google Pay' }).click();
  await page.waitForURL('**/request-status');
  await page.getByText("You're being matched with a provider").waitFor();
  expect(await page.getByText('Consultation fee unpaid').count()).toBe(0);

  // Search by request id highlights that card.
  const id = (await page.locator('[data-testid^="request-card-"]').first().getAttribute('data-testid'))!.replace('request-card-', '');
  await page.getByLabel('Search by request ID').fill(id);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.locator(`[data-testid="request-card-${id}"][data-highlighted="true"]`).waitFor();

  // Cancel asks first, then the card leaves the list.
  await page.getByRole('button', { name: 'Cancel Request' }).click();
  await page.getByText('Are you sure you want to cancel this request? This action cannot be undone.').waitFor();
  await page.getByRole('button', { name: 'Yes, Cancel Request' }).click();
  await page.getByText('No requests yet').waitFor();
  const [row] = await app.orm.em.fork().getConnection().execute('select status from service_requests where id = ?', [Number(id)]);
  expect(row.status).toBe('cancelled');
  expect(errors).toEqual([]);
});

it('on a phone (390 px), a declined card says "Payment Failed" without covering the Pay button, and paying again at once completes', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  try {
    await register(page, `decline.phone.${Date.now()}@example.com`);
    await page.goto(app.url + '/client-app');
    const pay = await fillWizard(page, { street: '9 Main St', city: 'Franklin', state: 'TN', zip: '37064' });
    await page.getByRole('radio', { name: 'Card' }).check();
    await page.getByLabel('Card number (demo)').fill('4000 0000 0000 0002');
    await pay.click();
    await page.getByText('Payment Failed').waitFor();
    await waitForCondition(page, 'the Pay button enabled again', () => !(document.querySelector('button[data-loading]')), undefined);
    expect(await reachable(page, pay)).toBe(true);
    await page.getByLabel('Card number (demo)').fill('4242 4242 4242 4242');
    await pay.click({ timeout: 2000 });
    await page.getByRole('heading', { name: 'Transaction Complete' }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('asks a visitor before leaving a started request: "Stay Here" keeps the answers', async () => {
  const page = await browser.newPage();
  await page.goto(app.url + '/client-app');
  await page.getByRole('button', { name: /House Cleaning/ }).click();
  await page.getByLabel('Service type').selectOption('Standard Cleaning');
  await page.getByRole('link', { name: 'Elite Services home' }).click();
  await page.getByText('Are you sure you want to leave?').waitFor();
  await page.getByRole('button', { name: 'Stay Here' }).click();
  expect(page.url()).toMatch(/\/client-app$/);
  expect(await page.getByLabel('Service type').inputValue()).toBe('Standard Cleaning');
  await page.getByRole('link', { name: 'Elite Services home' }).click();
  await page.getByRole('button', { name: 'Yes, Leave & Lose Changes' }).click();
  await page.waitForURL(app.url + '/');
});

it('reviews a completed service (a star is required) and saves the profile on the server', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  await page.goto(app.url + '/login');
  await page.getByLabel('Email').fill('client2@demo.elite');
  await page.getByLabel('Password').fill('demo-pass-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/request-status');

  await page.goto(app.url + '/client-reviews');
  // Client 2 has one completed service without a review: Leaf Removal.
  await page.getByText('How was Leaf Removal?').waitFor();
  const card = page.locator('form, div').filter({ has: page.getByText('How was Leaf Removal?') }).filter({ has: page.getByText('Pending Review') }).last();
  expect(await page.getByText('Pending Review', { exact: true }).count()).toBe(1);
  await card.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByText('Please select a star rating before submitting your review.').waitFor();
  await card.getByRole('radio', { name: '4 stars' }).click();
  await card.getByLabel('Comment (optional)').fill('Tidy work, on time.');
  await card.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByText('Thank you for your feedback!').waitFor();
  await page.getByText('“Tidy work, on time.”').waitFor();
  expect(await page.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);

  await page.goto(app.url + '/client-profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('City').fill('Brentwood');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Your account settings have been saved successfully.').waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  expect(await page.getByLabel('City').inputValue()).toBe('Brentwood');
  expect(errors).toEqual([]);
});
