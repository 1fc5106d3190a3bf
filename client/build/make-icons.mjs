// Draws the install icons of client/public/icons from the logo mark (favicon.svg) with Chromium.
//   node client/build/make-icons.mjs   (CHROME_PATH, default /usr/bin/chromium)
// "any" icons keep the rounded tile on a transparent ground; the maskable one fills the square
// with the brand colour and keeps the star inside the central 80 % safe zone.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const pub = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const svg = fs.readFileSync(path.join(pub, 'favicon.svg'), 'utf8');
const star = svg.match(/<path[^>]*\/>/)[0];
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1e2a78"/><g transform="translate(32 31) scale(0.72) translate(-32 -31)">${star}</g></svg>`;
const icons = [
  ['icon-192.png', 192, svg],
  ['icon-512.png', 512, svg],
  ['icon-maskable-512.png', 512, maskable],
  ['apple-touch-icon-180.png', 180, maskable],
];
fs.mkdirSync(path.join(pub, 'icons'), { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
for (const [name, size, source] of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<html><body style="margin:0">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: path.join(pub, 'icons', name), omitBackground: true });
  await page.close();
}
await browser.close();
