import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { checkpointPings, pingMessage } from '../../server/src/http/checkpoint-pings';

/** A socket as the keep-alive sees it: what it was sent, whether it was ended, and its close. */
class FakeSocket extends EventEmitter {
  readyState = 1;
  sent: string[] = [];
  terminated = false;
  send(data: string) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
}
const fakeSocket = () => new FakeSocket();
const asSocket = (s: FakeSocket) => s as unknown as WebSocket;

describe('pingMessage', () => {
  it("is graphql-ws's ping, with the checkpoint as its payload when there is one", () => {
    expect(JSON.parse(pingMessage(new Date('2026-11-30T14:00:00.250Z')))).toEqual({ type: 'ping', payload: { heardUntil: '2026-11-30T14:00:00.250Z' } });
    expect(JSON.parse(pingMessage(null))).toEqual({ type: 'ping' });
  });
});

describe('checkpointPings', () => {
  afterEach(() => jest.useRealTimers());

  it("pings each socket within its first interval and every interval after, with the socket's own checkpoint", async () => {
    jest.useFakeTimers();
    const withMoment = fakeSocket();
    const without = fakeSocket();
    const moment = new Date('2026-11-30T14:00:00.000Z');
    const pings = checkpointPings(async (socket) => (socket === asSocket(withMoment) ? moment : null), 1000);
    pings.add(asSocket(withMoment));
    pings.add(asSocket(without));
    await jest.advanceTimersByTimeAsync(200);
    // No ping in the first quarter of the interval: sockets that connected together are spread over the rest of it.
    expect(withMoment.sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(900);
    expect(withMoment.sent.map((m) => JSON.parse(m))).toEqual([{ type: 'ping', payload: { heardUntil: moment.toISOString() } }]);
    expect(without.sent.map((m) => JSON.parse(m))).toEqual([{ type: 'ping' }]);
    pings.answered(asSocket(withMoment));
    pings.answered(asSocket(without));
    await jest.advanceTimersByTimeAsync(1000);
    expect(withMoment.sent).toHaveLength(2);
    expect(without.sent).toHaveLength(2);
    pings.stop();
  });

  it('ends a socket that has not answered its ping when the next one is due, and keeps one that answers', async () => {
    jest.useFakeTimers();
    const silent = fakeSocket();
    const answering = fakeSocket();
    const pings = checkpointPings(async () => null, 1000);
    pings.add(asSocket(silent));
    pings.add(asSocket(answering));
    for (let i = 0; i < 4; i++) {
      await jest.advanceTimersByTimeAsync(500);
      if (answering.sent.length > 0) pings.answered(asSocket(answering));
    }
    expect(silent.sent).toHaveLength(1);
    expect(silent.terminated).toBe(true);
    expect(answering.terminated).toBe(false);
    expect(answering.sent.length).toBeGreaterThanOrEqual(2);
    // The ended socket is no longer pinged; the other still is.
    expect(pings.size()).toBe(1);
    pings.stop();
  });

  it('forgets a socket once it closes, and sends nothing to one that closed while its checkpoint was being made', async () => {
    jest.useFakeTimers();
    const closing = fakeSocket();
    const gone = fakeSocket();
    let release: (at: Date | null) => void = () => undefined;
    const pings = checkpointPings((socket) => (socket === asSocket(closing) ? new Promise((resolve) => (release = resolve)) : Promise.resolve(null)), 1000);
    pings.add(asSocket(closing));
    pings.add(asSocket(gone));
    gone.readyState = 3;
    gone.emit('close');
    expect(pings.size()).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    closing.readyState = 3;
    release(new Date());
    await jest.advanceTimersByTimeAsync(0);
    expect(closing.sent).toEqual([]);
    expect(gone.sent).toEqual([]);
    pings.stop();
  });

  it('sends a plain ping when the checkpoint could not be made', async () => {
    jest.useFakeTimers();
    const socket = fakeSocket();
    const pings = checkpointPings(() => Promise.reject(new Error('not written in time')), 1000);
    pings.add(asSocket(socket));
    await jest.advanceTimersByTimeAsync(1000);
    expect(socket.sent.map((m) => JSON.parse(m))).toEqual([{ type: 'ping' }]);
    pings.stop();
  });
});
