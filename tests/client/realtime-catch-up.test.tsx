import type { ClientOptions } from 'graphql-ws';
import { createRealtimeLink, reconnectDelay, type CatchUp } from '../../client/src/realtime';

// The link's graphql-ws client, its event handlers driven by the test as a socket's life would call them.
let handlers: NonNullable<ClientOptions['on']> = {};
let retryWait: ClientOptions['retryWait'];
let retryAttempts: ClientOptions['retryAttempts'];
jest.mock('graphql-ws', () => ({
  createClient: (options: ClientOptions) => {
    handlers = options.on ?? {};
    retryWait = options.retryWait;
    retryAttempts = options.retryAttempts;
    return { subscribe: jest.fn(), dispose: jest.fn(), terminate: jest.fn(), on: jest.fn(), iterate: jest.fn() };
  },
}));

function link() {
  const catchUps: CatchUp[] = [];
  createRealtimeLink({ opened: () => undefined, connected: (c) => catchUps.push(c), closed: () => undefined });
  const socket = {} as unknown;
  return {
    catchUps,
    connect: (liveAt: string) => handlers.connected?.(socket, { liveAt }, false),
    ping: (payload?: Record<string, unknown>) => handlers.ping?.(true, payload),
    close: (code: number, reason = '') => handlers.closed?.({ code, reason }),
  };
}

describe('what a reconnected page catches up on', () => {
  it("a connection lost with no moment in its close catches up from its last ping's checkpoint, as one handed over", () => {
    const l = link();
    l.connect('2026-11-30T14:00:00.000Z');
    l.ping({ heardUntil: '2026-11-30T14:00:12.000Z' });
    l.ping();
    l.ping({ heardUntil: '2026-11-30T14:00:24.000Z' });
    l.close(1006);
    l.connect('2026-11-30T14:00:40.000Z');
    expect(l.catchUps).toEqual([
      { since: '2026-11-30T14:00:00.000Z', reconnect: false, handedOver: false },
      { since: '2026-11-30T14:00:24.000Z', reconnect: true, handedOver: true },
    ]);
  });

  it("a restarting server's moment wins over the checkpoint; with neither, the loss is dated by this page", () => {
    const l = link();
    l.connect('2026-11-30T14:00:00.000Z');
    l.ping({ heardUntil: '2026-11-30T14:00:12.000Z' });
    l.close(1012, 'Service restarting; heard until 2026-11-30T14:00:15.000Z');
    l.connect('2026-11-30T14:00:20.000Z');
    expect(l.catchUps[1]).toEqual({ since: '2026-11-30T14:00:15.000Z', reconnect: true, handedOver: true });

    // The next connection's pings gave no checkpoint: its checkpoint is not carried over from the one before.
    l.close(1006);
    l.connect('2026-11-30T14:01:00.000Z');
    expect(l.catchUps[2]).toMatchObject({ reconnect: true, handedOver: false });
    expect(Date.parse(l.catchUps[2].since!)).toBeGreaterThanOrEqual(Date.parse('2026-11-30T14:00:20.000Z'));
  });
});

describe('when a page tries to reconnect', () => {
  it('tries first within 0.3 to 1.5 s of the loss, spread at random, then backs off as graphql-ws does', () => {
    expect(reconnectDelay(0, 0)).toBe(300);
    expect(reconnectDelay(0, 0.999)).toBeCloseTo(1498.8);
    expect(reconnectDelay(1, 0)).toBe(2300);
    expect(reconnectDelay(1, 1)).toBe(5000);
    expect(reconnectDelay(3, 0.5)).toBe(8000 + 300 + 1350);
  });

  it('keeps trying every half minute or so for as long as the page is open', () => {
    expect(reconnectDelay(5, 0)).toBe(30_000 + 300);
    expect(reconnectDelay(8, 1)).toBe(30_000 + 3000);
    expect(reconnectDelay(40, 0)).toBe(30_000 + 300);
  });

  it("is the link's wait between attempts, and the link never stops trying", async () => {
    jest.useFakeTimers();
    try {
      link();
      expect(retryAttempts).toBe(Infinity);
      let waited = false;
      void retryWait!(0).then(() => (waited = true));
      await jest.advanceTimersByTimeAsync(299);
      expect(waited).toBe(false);
      await jest.advanceTimersByTimeAsync(1201);
      expect(waited).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
