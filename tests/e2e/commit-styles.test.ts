import type { Page } from 'playwright-core';
import { watchPageErrors } from '../support/browser';
import { browserAppPerFile, signInAs } from '../support/e2e';

const env = browserAppPerFile();

/**
 * Chakra's rules reach the page once a commit, each commit's in a `<style>` element of its own
 * (client/src/shell/commit-styles.ts): every class an element carries has its rule in the page,
 * and no rule is inserted into a sheet the page already uses.
 */
async function styleReport(page: Page) {
  return page.evaluate(() => {
    const selectors = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.(css-[a-z0-9]+)/g)) selectors.add(m[1]);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const classes = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('[class]'))) for (const c of Array.from(el.classList)) if (/^css-[a-z0-9]+$/.test(c)) classes.add(c);
    const tags = Array.from(document.querySelectorAll('style[data-emotion="css"]'));
    return {
      classes: classes.size,
      missing: [...classes].filter((c) => !selectors.has(c)),
      styleTags: tags.length,
      // Rules inserted one by one into a sheet already in the page (insertRule leaves the element's
      // text empty): none, every rule came as the text of a commit's element.
      insertedOneByOne: tags.filter((t) => t.textContent === '' && ((t as HTMLStyleElement).sheet?.cssRules.length ?? 0) > 0).length,
    };
  });
}

it("gives every Chakra element its rule on the client's wizard, through its steps, and on the admin dashboard", async () => {
  const page = await (await env.browser.newContext()).newPage();
  const errors = watchPageErrors(page);
  await signInAs(page, env.app.url, 'client@demo.elite');
  await page.goto(env.app.url + '/client-app');
  await page.getByRole('button', { name: /House Cleaning/ }).first().waitFor();
  const first = await styleReport(page);
  expect(first.classes).toBeGreaterThan(20);
  expect(first.missing).toEqual([]);
  expect(first.styleTags).toBeGreaterThan(1);
  expect(first.insertedOneByOne).toBe(0);

  // A later step brings components (fields, selects) the first screen never rendered.
  await page.getByRole('button', { name: /House Cleaning/ }).first().click();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  const next = await styleReport(page);
  expect(next.missing).toEqual([]);
  expect(next.insertedOneByOne).toBe(0);
  expect(next.styleTags).toBeGreaterThan(first.styleTags);
  expect(errors).toEqual([]);

  const admin = await (await env.browser.newContext()).newPage();
  await signInAs(admin, env.app.url, 'admin@demo.elite');
  await admin.goto(env.app.url + '/dashboard');
  await admin.getByRole('link', { name: /Pending \(Paid\)/ }).waitFor();
  await admin.waitForFunction(() => /Pending \(Paid\)\s*\d/.test(document.body.innerText));
  const dashboard = await styleReport(admin);
  expect(dashboard.classes).toBeGreaterThan(20);
  expect(dashboard.missing).toEqual([]);
  expect(dashboard.insertedOneByOne).toBe(0);
});
