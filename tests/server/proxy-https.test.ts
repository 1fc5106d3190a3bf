import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { startTestApp, type TestApp } from '../support/app';
import { createApp, type AppHandle } from '../../server/src/app';
import { createAppPubSub } from '../../server/src/events/pubsub';
import { loadConfig, parseTrustProxy } from '../../server/src/config';

/**
 * HSTS and CSP upgrade-insecure-requests are sent only when the site is served over HTTPS:
 * the request's own scheme, or X-Forwarded-Proto from a proxy TRUST_PROXY names. Over plain
 * HTTP (a LAN address, no TLS) neither is sent, so the browser keeps loading the page's
 * subresources over HTTP.
 */

let app: TestApp; // default TRUST_PROXY: loopback (the tests connect from 127.0.0.1)
let untrusting: { url: string; handle: AppHandle; close(): Promise<void> };

beforeAll(async () => {
  app = await startTestApp();
  // A second process on the same database that trusts only a proxy at 10.0.0.1.
  const pubsub = createAppPubSub();
  const handle = await createApp({ config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.1' }), orm: app.orm, pubsub: pubsub.pubsub, log: pino({ level: 'silent' }) });
  await new Promise<void>((r) => handle.httpServer.listen(0, '127.0.0.1', r));
  untrusting = {
    url: `http://127.0.0.1:${(handle.httpServer.address() as AddressInfo).port}`,
    handle,
    async close() {
      await handle.close();
      await pubsub.close();
    },
  };
});
afterAll(async () => {
  await untrusting?.close();
  await app?.close();
});

async function headersOf(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/`, { headers });
  await res.arrayBuffer();
  return { hsts: res.headers.get('strict-transport-security'), csp: res.headers.get('content-security-policy') ?? '' };
}

it('over plain HTTP sends neither Strict-Transport-Security nor upgrade-insecure-requests', async () => {
  const h = await headersOf(app.url);
  expect(h.hsts).toBeNull();
  expect(h.csp).toContain("default-src 'self'");
  expect(h.csp).not.toContain('upgrade-insecure-requests');
});

it('behind a trusted proxy that says X-Forwarded-Proto: https, sends both', async () => {
  const h = await headersOf(app.url, { 'x-forwarded-proto': 'https' });
  expect(h.hsts).toMatch(/max-age=\d+/);
  expect(h.csp).toContain('upgrade-insecure-requests');
});

it("ignores X-Forwarded-Proto from a peer TRUST_PROXY does not name", async () => {
  const h = await headersOf(untrusting.url, { 'x-forwarded-proto': 'https' });
  expect(h.hsts).toBeNull();
  expect(h.csp).not.toContain('upgrade-insecure-requests');
});

it('reads TRUST_PROXY as Express takes it, and refuses what Express would not', () => {
  expect(parseTrustProxy(undefined)).toBe('loopback');
  expect(parseTrustProxy('')).toBe('loopback');
  expect(parseTrustProxy('true')).toBe(true);
  expect(parseTrustProxy('FALSE')).toBe(false);
  expect(parseTrustProxy('2')).toBe(2);
  expect(parseTrustProxy('loopback, 10.0.0.0/8,172.16.0.0/12, fd00::/8, 192.168.1.10')).toBe('loopback, 10.0.0.0/8, 172.16.0.0/12, fd00::/8, 192.168.1.10');
  expect(() => parseTrustProxy('proxy.internal')).toThrow(/TRUST_PROXY .*"proxy\.internal"/);
  expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
});
