import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestApp, type TestApp } from '../support/app';

/**
 * The built client and the API over real HTTP, as a phone gets them: pre-compressed assets by
 * content negotiation, hashed assets cached for good, index.html revalidated, large JSON answers
 * compressed. Needs the built client (`npm test` builds it first).
 */
const dist = path.resolve(__dirname, '../../client/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
const entry = Object.values(manifest).find((c) => c.isEntry)!.file;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body comes back as sent (fetch would decode it and hide the encoding). */
function raw(url: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: body ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decode(a: RawAnswer): Buffer {
  const enc = a.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(a.body);
  if (enc === 'gzip') return zlib.gunzipSync(a.body);
  return a.body;
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(async () => {
  await app?.close();
});

describe('built assets', () => {
  it('come back in Brotli when the browser accepts it, with Vary and the year-long immutable cache', async () => {
    const a = await raw(`${app.url}/${entry}`, { 'accept-encoding': 'br, gzip' });
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers.vary).toMatch(/accept-encoding/i);
    expect(a.headers['content-type']).toMatch(/javascript/);
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const original = fs.readFileSync(path.join(dist, entry));
    expect(a.body.length).toBeLessThan(original.length / 3);
    expect(decode(a).equals(original)).toBe(true);
  });

  it('come back gzipped when only gzip is accepted, and as they are when nothing is', async () => {
    const gz = await raw(`${app.url}/${entry}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(gz).equals(fs.readFileSync(path.join(dist, entry)))).toBe(true);

    const plain = await raw(`${app.url}/${entry}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.equals(fs.readFileSync(path.join(dist, entry)))).toBe(true);
  });

  it('index.html, and every client route through the history fallback, is revalidated on each visit', async () => {
    for (const route of ['/', '/login', '/dashboard', '/index.html']) {
      const a = await raw(app.url + route, { 'accept-encoding': 'br, gzip' });
      expect(a.status).toBe(200);
      expect(a.headers['cache-control']).toBe('no-cache');
      expect(a.headers['content-type']).toMatch(/text\/html/);
      expect(decode(a).toString('utf8')).toContain('<div id="root">');
    }
  });

  it('the build manifest is not served', async () => {
    const a = await raw(`${app.url}/.vite/manifest.json`, {});
    expect(a.headers['content-type'] ?? '').not.toMatch(/json/);
  });
});

describe('API answers', () => {
  const query = JSON.stringify({ query: '{ serviceCategories { id name icon color description requiresScheduling } }' });

  it('a /graphql JSON answer over 1 KB is compressed when the browser accepts it', async () => {
    const a = await raw(`${app.url}/graphql`, { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, query);
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(a.headers.vary).toMatch(/accept-encoding/i);
    const json = decode(a);
    expect(json.length).toBeGreaterThan(1024);
    expect(a.body.length).toBeLessThan(json.length);
    expect(JSON.parse(json.toString('utf8')).data.serviceCategories.length).toBeGreaterThan(0);
  });

  it('and sent as is when it does not', async () => {
    const a = await raw(`${app.url}/graphql`, { 'content-type': 'application/json', 'accept-encoding': 'identity' }, query);
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(a.body.toString('utf8')).data.serviceCategories.length).toBeGreaterThan(0);
  });

  it('a small answer is not compressed', async () => {
    const a = await raw(`${app.url}/graphql`, { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' }, JSON.stringify({ query: '{ __typename }' }));
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBeUndefined();
  });
});
