import net from 'node:net';
import { startTestApp, type TestApp } from '../support/app';

/**
 * Draining (SIGTERM runs handle.close()) with kept-alive connections: every request the
 * server has taken is answered, each answer from the start of the drain says Connection:
 * close, new connections are refused, and then the server closes.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
// A drain that never finishes is the failure the test reports, not a hook that hangs.
afterAll(() => Promise.race([app?.close().catch(() => undefined), new Promise((r) => setTimeout(r, 15_000))]));

const BODY = JSON.stringify({ query: '{ serviceCategories { id name } }' });
const request = (body = BODY) => `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body}`;

/** A kept-alive connection written to by hand, with everything it has received. */
class Conn {
  readonly socket: net.Socket;
  received = '';
  readonly ended: Promise<void>;
  private waiters: (() => void)[] = [];

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setEncoding('utf8');
    this.socket.on('data', (d: string) => {
      this.received += d;
      this.waiters.splice(0).forEach((w) => w());
    });
    this.ended = new Promise((resolve) => this.socket.once('close', () => resolve()));
    this.socket.on('error', () => undefined);
  }

  write(text: string): Promise<void> {
    // A write into a connection the server ended fails: the missing answer is what the test asserts.
    return new Promise((resolve) => this.socket.write(text, () => resolve()));
  }

  /** Waits until `n` whole answers have arrived. */
  async answers(n: number): Promise<void> {
    while (answersIn(this.received).length < n) await new Promise<void>((r) => this.waiters.push(r));
  }
}

/** The answers in a stream of HTTP/1.1 responses with Content-Length bodies. */
function answersIn(stream: string): { status: number; headers: string; body: string }[] {
  const out: { status: number; headers: string; body: string }[] = [];
  let rest = stream;
  for (;;) {
    const head = rest.indexOf('\r\n\r\n');
    if (head < 0) return out;
    const headers = rest.slice(0, head);
    const length = Number(/content-length:\s*(\d+)/i.exec(headers)?.[1] ?? 0);
    const body = Buffer.from(rest.slice(head + 4)).subarray(0, length).toString();
    if (Buffer.byteLength(rest.slice(head + 4)) < length) return out;
    out.push({ status: Number(headers.split(' ')[1]), headers, body });
    rest = rest.slice(head + 4 + body.length);
  }
}

it('answers every request taken on kept-alive connections, with Connection: close, and refuses new connections', async () => {
  const port = Number(new URL(app.url).port);
  // Five connections that have each been answered once and are kept alive.
  const idle = Array.from({ length: 5 }, () => new Conn(port));
  for (const c of idle) await c.write(request());
  for (const c of idle) await c.answers(1);
  expect(idle.every((c) => /connection: keep-alive/i.test(answersIn(c.received)[0].headers))).toBe(true);

  // On each, the next request has begun arriving (its first header line) as the drain starts...
  const next = request();
  for (const c of idle) await c.write(next.slice(0, 30));
  // ... and on five more, a request's headers and half its body are in.
  const busy = Array.from({ length: 5 }, () => new Conn(port));
  for (const c of busy) await c.write(request().slice(0, -Math.floor(BODY.length / 2)));
  await new Promise((r) => setTimeout(r, 200));

  const closed = app.handle.close();
  await new Promise((r) => setTimeout(r, 200));
  // No new connections once draining.
  await expect(fetch(`${app.url}/healthz`)).rejects.toThrow();

  // The rest of every request arrives: each is answered, saying the connection closes.
  for (const c of idle) await c.write(next.slice(30));
  for (const c of busy) await c.write(request().slice(-Math.floor(BODY.length / 2)));
  await Promise.race([Promise.all([...idle, ...busy].map((c) => c.ended)), new Promise((r) => setTimeout(r, 10_000))]);
  const last = [...idle.map((c) => answersIn(c.received)[1]), ...busy.map((c) => answersIn(c.received)[0])];
  expect(last.map((a) => a?.status)).toEqual(Array(10).fill(200));
  expect(last.every((a) => a.body.includes('serviceCategories'))).toBe(true);
  expect(last.every((a) => /^connection: close$/im.test(a.headers))).toBe(true);
  await closed;
}, 30_000);
