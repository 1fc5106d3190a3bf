import { closeGradually, CLOSE_SERVICE_RESTART, handedOverReason, heardUntilReason, HEARD_WAIT_MS } from '../../server/src/http/subscription-server';

describe('closeGradually', () => {
  afterEach(() => jest.useRealTimers());

  it('closes the sockets in slices spread over the time given, each as a service restart', async () => {
    jest.useFakeTimers();
    const closed: number[] = [];
    const sockets = Array.from({ length: 100 }, (_, i) => ({ close: (code: number) => closed.push(code === CLOSE_SERVICE_RESTART ? i : -1) }));
    const done = closeGradually(sockets, 1000);
    expect(closed).toHaveLength(10); // the first of ten slices at once
    await jest.advanceTimersByTimeAsync(100);
    expect(closed).toHaveLength(20);
    await jest.advanceTimersByTimeAsync(400);
    expect(closed).toHaveLength(60);
    await jest.advanceTimersByTimeAsync(500);
    await done;
    expect(closed).toEqual(sockets.map((_, i) => i)); // every one, once, in order, with 1012
  });

  it('closes a few sockets at once and returns when there are none', async () => {
    const closed: number[] = [];
    await closeGradually([{ close: (code) => closed.push(code) }], 5000);
    expect(closed).toEqual([CLOSE_SERVICE_RESTART]);
    await expect(closeGradually([], 5000)).resolves.toBeUndefined();
  });
});

describe('handedOverReason', () => {
  afterEach(() => jest.useRealTimers());

  it('gives the moment asked once every event that had reached the process is handed out and every answer written', async () => {
    const steps: string[] = [];
    const before = Date.now();
    const reason = await handedOverReason(
      async () => void steps.push('handed out'),
      async () => {
        await new Promise((r) => setTimeout(r, 20));
        steps.push('written');
      },
    );
    expect(steps).toEqual(['handed out', 'written']);
    const m = /^Service restarting; heard until (\S+)$/.exec(reason);
    expect(m).not.toBeNull();
    // The moment is the one asked, before the waiting: what arrived later may not have been written.
    expect(Date.parse(m![1])).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(m![1])).toBeLessThan(before + 15);
    expect(reason).toBe(heardUntilReason(new Date(m![1])));
  });

  it('gives no moment when the answers are not written in time, or their writing failed', async () => {
    jest.useFakeTimers();
    const late = handedOverReason(async () => undefined, () => new Promise(() => undefined));
    await jest.advanceTimersByTimeAsync(HEARD_WAIT_MS + 10);
    await expect(late).resolves.toBe('Service restarting');
    jest.useRealTimers();
    await expect(handedOverReason(() => Promise.reject(new Error('event bus down')), async () => undefined)).resolves.toBe('Service restarting');
    // A hand-over whose allowance the slices before used up does not wait.
    await expect(handedOverReason(async () => undefined, () => new Promise(() => undefined), 0)).resolves.toBe('Service restarting');
  });

  it('gives an earlier proven moment when its own is not proven in time, once the answers handed out are written', async () => {
    jest.useFakeTimers();
    const earlier = new Date(Date.now() - 3_000);
    // The process is still handing out what it had: its own moment comes too late, the one proven before it is given.
    const busy = handedOverReason(() => new Promise(() => undefined), async () => undefined, HEARD_WAIT_MS, () => earlier);
    await jest.advanceTimersByTimeAsync(HEARD_WAIT_MS + 10);
    await expect(busy).resolves.toBe(heardUntilReason(earlier));
    // No moment proven for the slice (none yet, or a subscription began listening after it): plainly.
    const none = handedOverReason(() => new Promise(() => undefined), async () => undefined, HEARD_WAIT_MS, () => null);
    await jest.advanceTimersByTimeAsync(HEARD_WAIT_MS + 10);
    await expect(none).resolves.toBe('Service restarting');
    // An answer still being executed: the earlier moment does not hold either.
    const executing = handedOverReason(() => new Promise(() => undefined), () => new Promise(() => undefined), HEARD_WAIT_MS, () => earlier);
    await jest.advanceTimersByTimeAsync(HEARD_WAIT_MS + 500);
    await expect(executing).resolves.toBe('Service restarting');
    // An event bus that refused is no late proof: plainly, whatever was proven before.
    jest.useRealTimers();
    await expect(handedOverReason(() => Promise.reject(new Error('event bus down')), async () => undefined, HEARD_WAIT_MS, () => earlier)).resolves.toBe('Service restarting');
  });

  it('starts the next slices on time while a slice waits for its reason, and resolves once every slice is closed', async () => {
    const closed: string[] = [];
    const sockets = Array.from({ length: 3 }, (_, i) => ({ i, close: (_code: number, reason: string) => closed.push(`${i}:${reason}`) }));
    let releaseFirst!: (reason: string) => void;
    const done = closeGradually(sockets, 300, (slice) =>
      slice[0].i === 0 ? new Promise<string>((resolve) => (releaseFirst = resolve)) : slice[0].i === 1 ? Promise.reject(new Error('no moment')) : `slice ${slice[0].i}`,
    );
    // The first slice's reason is still to come; the two after it are closed meanwhile (one whose reason failed, plainly).
    while (closed.length < 2) await new Promise((r) => setTimeout(r, 20));
    expect(closed).toEqual(['1:Service restarting', '2:slice 2']);
    let settled = false;
    void done.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    releaseFirst('slice 0');
    await done;
    expect(closed).toEqual(['1:Service restarting', '2:slice 2', '0:slice 0']);
  });

  it('closes each slice with the reason given for it', async () => {
    const closed: string[] = [];
    const sockets = Array.from({ length: 4 }, (_, i) => ({ i, close: (_code: number, reason: string) => closed.push(`${i}:${reason}`) }));
    await closeGradually(sockets, 200, async (slice) => `slice of ${slice.map((s) => s.i).join('+')}`);
    expect(closed).toEqual(['0:slice of 0+1', '1:slice of 0+1', '2:slice of 2+3', '3:slice of 2+3']);
  });
});
