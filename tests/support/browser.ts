import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

export function chromiumPath(): string {
  const found = CANDIDATES.find((p) => fs.existsSync(p));
  if (!found) throw new Error('Chromium is not installed: apt-get install -y chromium (or set CHROMIUM_PATH)');
  return found;
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/** Fail the test on any uncaught page error, so a broken screen cannot pass silently. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
