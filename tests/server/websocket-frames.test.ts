import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import type { Socket } from 'node:net';
import { BoundedWebSocket, COALESCE_MS, textFrameHeaderBytes, writeTextFrameHeader } from '../../server/src/http/bounded-websocket';

/**
 * A live answer is written to its socket as one frame the server builds itself
 * (BoundedWebSocket.sendTextFrame): a client must read each as the text message it carries, at
 * every length where the frame's header changes form (7-bit, 16-bit and 64-bit lengths), and in
 * order with the messages ws frames itself.
 */
let server: http.Server;
let wss: WebSocketServer;
let url: string;
beforeAll(async () => {
  server = http.createServer();
  wss = new WebSocketServer({ server, WebSocket: BoundedWebSocket });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of wss.clients) client.terminate();
  await new Promise((resolve) => wss.close(resolve));
  await new Promise((resolve) => server.close(resolve));
});

function framed(text: string): { frame: Buffer; header: number } {
  const payload = Buffer.from(text);
  const header = textFrameHeaderBytes(payload.length);
  const frame = Buffer.allocUnsafe(header + payload.length);
  writeTextFrameHeader(frame, payload.length);
  payload.copy(frame, header);
  return { frame, header };
}

it('delivers frames of every header form as text messages, in order with ws-framed ones', async () => {
  const lengths = [0, 5, 125, 126, 127, 65_535, 65_536, 200_000];
  const texts = lengths.map((n, i) => `${i}:`.padEnd(Math.max(n, 2), String.fromCharCode(97 + i)).slice(0, Math.max(n, 2)));
  const serverSide = new Promise<BoundedWebSocket>((resolve) => wss.once('connection', (socket) => resolve(socket as BoundedWebSocket)));
  const client = new WebSocket(url);
  const received: { text: string; binary: boolean }[] = [];
  const all = new Promise<void>((resolve) =>
    client.on('message', (data, binary) => {
      received.push({ text: data.toString(), binary });
      if (received.length === texts.length + 1) resolve();
    }),
  );
  await new Promise((resolve) => client.once('open', resolve));
  const socket = await serverSide;
  for (const text of texts) {
    const { frame, header } = framed(text);
    socket.sendTextFrame(frame, header);
  }
  socket.send('framed by ws');
  await all;
  client.close();
  expect(received.map((m) => m.binary)).toEqual(received.map(() => false));
  expect(received.map((m) => m.text)).toEqual([...texts, 'framed by ws']);
});

/** A client connected to the server, with the server's side of it and the messages it has read. */
async function connected() {
  const serverSide = new Promise<BoundedWebSocket>((resolve) => wss.once('connection', (socket) => resolve(socket as BoundedWebSocket)));
  const client = new WebSocket(url);
  const received: string[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  client.on('message', (data) => {
    received.push(data.toString());
    for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve();
  });
  await new Promise((resolve) => client.once('open', resolve));
  const socket = await serverSide;
  const tcp = (socket as unknown as { _socket: Socket })._socket;
  const readAtLeast = (count: number) => (received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve })));
  return { client, socket, tcp, received, readAtLeast };
}

it('writes a message to a quiet socket at once, and holds the next ones of a busy socket to write them together, in order', async () => {
  const { client, socket, tcp, received, readAtLeast } = await connected();
  const writes: number[] = [];
  const write = tcp._write.bind(tcp);
  const writev = tcp._writev!.bind(tcp);
  tcp._write = (chunk: unknown, encoding: BufferEncoding, cb: (error?: Error | null) => void) => {
    writes.push(1);
    write(chunk, encoding, cb);
  };
  tcp._writev = (chunks, cb) => {
    writes.push(chunks.length);
    writev(chunks, cb);
  };
  const send = (text: string) => {
    const { frame, header } = framed(text);
    socket.sendTextFrame(frame, header);
  };

  // Quiet: written to the connection as it is sent, nothing held.
  send('first');
  expect(writes).toEqual([1]);
  expect(tcp.writableCorked).toBe(0);
  // Written to just now: the next three, and a message ws frames itself, wait for one write together.
  send('second');
  send('third');
  socket.send('framed by ws');
  send('fourth');
  expect(tcp.writableCorked).toBe(1);
  expect(writes).toEqual([1]);
  await readAtLeast(5);
  expect(received).toEqual(['first', 'second', 'third', 'framed by ws', 'fourth']);
  // ws frames its own message as a header and a payload: five buffers, one writev.
  expect(writes).toEqual([1, 5]);
  expect(tcp.writableCorked).toBe(0);

  // Quiet again after the window: written at once.
  await new Promise((resolve) => setTimeout(resolve, COALESCE_MS * 2));
  send('fifth');
  expect(writes).toEqual([1, 5, 1]);
  await readAtLeast(6);
  expect(received.at(-1)).toBe('fifth');
  client.close();
});

it('ends a socket terminated while it holds messages, and the flush after it passes over it', async () => {
  const { client, socket, tcp, received } = await connected();
  const { frame, header } = framed('one');
  socket.sendTextFrame(frame, header);
  socket.sendTextFrame(Buffer.from(frame), header);
  expect(tcp.writableCorked).toBe(1);
  const closed = new Promise<number>((resolve) => client.once('close', (code) => resolve(code)));
  socket.terminate();
  expect(await closed).toBe(1006);
  // The flush comes after the socket is gone: nothing is written, nothing throws, and the next socket still gets its messages.
  await new Promise((resolve) => setTimeout(resolve, COALESCE_MS * 2));
  expect(received.length).toBeLessThanOrEqual(1);
  const next = await connected();
  const two = framed('two');
  next.socket.sendTextFrame(two.frame, two.header);
  await next.readAtLeast(1);
  expect(next.received).toEqual(['two']);
  next.client.close();
});

it('writes the header RFC 6455 gives each length', () => {
  const header = (n: number) => {
    const b = Buffer.alloc(textFrameHeaderBytes(n));
    writeTextFrameHeader(b, n);
    return [...b];
  };
  expect(header(125)).toEqual([0x81, 125]);
  expect(header(126)).toEqual([0x81, 126, 0, 126]);
  expect(header(65_535)).toEqual([0x81, 126, 0xff, 0xff]);
  expect(header(65_536)).toEqual([0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]);
});
