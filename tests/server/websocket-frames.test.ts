import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { BoundedWebSocket, textFrameHeaderBytes, writeTextFrameHeader } from '../../server/src/http/bounded-websocket';

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
