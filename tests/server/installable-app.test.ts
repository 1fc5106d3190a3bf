import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../support/app';

/**
 * The installable app over real HTTP: the web app manifest with the icons an install prompt
 * needs, and the service worker, revalidated on every visit, whose precache holds this build's
 * hashed assets. Needs the built client (`npm test` builds it first).
 */
const dist = path.resolve(__dirname, '../../client/dist');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('web app manifest', () => {
  let manifest: WebManifest;
  beforeAll(async () => {
    const res = await fetch(`${app.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    manifest = (await res.json()) as WebManifest;
  });

  it('is linked from every page, with the theme colour of the page', async () => {
    for (const route of ['/', '/login', '/worker-queue']) {
      const html = await (await fetch(app.url + route)).text();
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
      expect(html).toMatch(/<link rel="apple-touch-icon" href="\/icons\/apple-touch-icon-180\.png" \/>/);
    }
  });

  it('names the app and opens it standalone at the landing page', () => {
    expect(manifest.name).toBe('Elite Services Marketplace');
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('has PNG icons of 192 and 512 px and a maskable one, each served at its declared size', async () => {
    const png = manifest.icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(png.some((i) => i.purpose?.split(' ').includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) {
      const res = await fetch(app.url + icon.src);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(icon.type);
      if (icon.type === 'image/png') expect(pngSize(Buffer.from(await res.arrayBuffer()))).toBe(icon.sizes);
    }
    const touch = await fetch(`${app.url}/icons/apple-touch-icon-180.png`);
    expect(pngSize(Buffer.from(await touch.arrayBuffer()))).toBe('180x180');
  });
});

describe('service worker', () => {
  let source: string;
  beforeAll(async () => {
    const res = await fetch(`${app.url}/sw.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    source = await res.text();
  });

  it('is served as JavaScript with Cache-Control: no-cache, whatever the encoding', async () => {
    for (const encoding of ['br, gzip', 'gzip', 'identity']) {
      const res = await fetch(`${app.url}/sw.js`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  /** The precache list the build injected: [{ url, revision }]. */
  function precacheList(): { url: string; revision: string | null }[] {
    const m = source.match(/\[\{"revision":[^\]]*\]/);
    if (!m) throw new Error('no precache list in sw.js');
    return JSON.parse(m[0]) as { url: string; revision: string | null }[];
  }

  it("precaches every hashed asset of this build, by its hashed name (no revision needed)", () => {
    const list = precacheList();
    const hashed = fs.readdirSync(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    expect(hashed.length).toBeGreaterThan(50);
    const urls = new Map(list.map((e) => [e.url, e.revision]));
    for (const file of hashed) {
      expect(urls.has(`assets/${file}`)).toBe(true);
      expect(urls.get(`assets/${file}`)).toBeNull();
    }
    // The entry index.html names is there too.
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const entry = html.match(/<script type="module" crossorigin src="\/(assets\/[^"]+)"/)![1];
    expect(urls.has(entry)).toBe(true);
  });

  it('precaches no API address, no compressed copy and no build manifest', () => {
    for (const { url } of precacheList()) {
      expect(url).not.toMatch(/^\/?(graphql|api|auth)(\/|$)/);
      expect(url).not.toMatch(/\.(br|gz)$/);
      expect(url).not.toMatch(/^\.vite\//);
    }
  });

  it('keeps index.html only as the offline shell: a revisioned copy, never routed for page loads by address', () => {
    const list = precacheList();
    // The shell is precached with a content revision (so it always matches the precached assets)...
    expect(list.filter((e) => e.url === 'index.html').map((e) => typeof e.revision)).toEqual(['string']);
    // ...no other HTML address is, and the precache route maps no directory ("/") or clean URL ("/x") to it.
    expect(list.filter((e) => e.url.endsWith('.html')).map((e) => e.url)).toEqual(['index.html']);
    expect(source).toMatch(/directoryIndex:``|directoryIndex:""|directoryIndex:''/);
    expect(source).toMatch(/cleanURLs:!1|cleanURLs:false/);
  });
});
