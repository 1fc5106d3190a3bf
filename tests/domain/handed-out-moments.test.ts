import { momentForSubscriptions, provenMoments, PROVEN_MOMENT_MAX_AGE_MS } from '../../server/src/http/handed-out-moments';

/** A hand-out the test completes: each call waits until `release()` (or `refuse()`); `calledAt` is when each was asked for. */
function handOut() {
  const waiting: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const calledAt: number[] = [];
  return {
    handedOut: () => {
      calledAt.push(Date.now());
      return new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
    },
    release: () => waiting.splice(0).forEach((w) => w.resolve()),
    refuse: () => waiting.splice(0).forEach((w) => w.reject(new Error('event bus down'))),
    waiting: () => waiting.length,
    calledAt,
  };
}

/** The moment was taken as the proof began: at most the turn before the hand-out was asked for. */
const takenBefore = (moment: Date | null | undefined, calledAt: number) => {
  expect(moment?.getTime()).toBeLessThanOrEqual(calledAt);
  expect(moment?.getTime()).toBeGreaterThan(calledAt - 5);
};

describe('provenMoments', () => {
  afterEach(() => jest.useRealTimers());

  it('gives the moment taken before each hand-out it waited for, and proves again every interval', async () => {
    jest.useFakeTimers();
    const bus = handOut();
    const moments = provenMoments(bus.handedOut, 1000);
    await jest.advanceTimersByTimeAsync(0);
    expect(bus.waiting()).toBe(1);
    // Nothing proven while the process is still handing out what it had.
    await jest.advanceTimersByTimeAsync(300);
    expect(moments.latest()).toBeNull();
    bus.release();
    await jest.advanceTimersByTimeAsync(0);
    // The moment is the one taken before the wait, not the one the hand-out ended at.
    takenBefore(moments.latest(), bus.calledAt[0]);
    await jest.advanceTimersByTimeAsync(1100);
    expect(bus.calledAt).toHaveLength(2);
    expect(bus.calledAt[1] - bus.calledAt[0]).toBeGreaterThanOrEqual(1300);
    await jest.advanceTimersByTimeAsync(500);
    // The second proof waits: the first moment stands meanwhile.
    takenBefore(moments.latest(), bus.calledAt[0]);
    bus.release();
    await jest.advanceTimersByTimeAsync(0);
    takenBefore(moments.latest(), bus.calledAt[1]);
    moments.stop();
  });

  it('gives nothing after a refused hand-out until a proof succeeds, nor a moment too old to save a client reading', async () => {
    jest.useFakeTimers();
    const bus = handOut();
    const moments = provenMoments(bus.handedOut, 1000);
    await jest.advanceTimersByTimeAsync(0);
    bus.release();
    await jest.advanceTimersByTimeAsync(0);
    expect(moments.latest()).not.toBeNull();
    await jest.advanceTimersByTimeAsync(1100);
    expect(bus.waiting()).toBe(1);
    bus.refuse();
    await jest.advanceTimersByTimeAsync(0);
    expect(moments.latest()).toBeNull();
    await jest.advanceTimersByTimeAsync(1100);
    // A hand-out that takes longer than a client would gain from: its moment is given, then no longer past its age.
    await jest.advanceTimersByTimeAsync(PROVEN_MOMENT_MAX_AGE_MS + 1000);
    bus.release();
    await jest.advanceTimersByTimeAsync(0);
    expect(moments.latest()).toBeNull();
    await jest.advanceTimersByTimeAsync(1100);
    bus.release();
    await jest.advanceTimersByTimeAsync(0);
    takenBefore(moments.latest(), bus.calledAt[bus.calledAt.length - 1]);
    // Stopped: no further proof is asked for.
    moments.stop();
    const asked = bus.calledAt.length;
    await jest.advanceTimersByTimeAsync(5000);
    expect(bus.calledAt).toHaveLength(asked);
  });
});

describe('momentForSubscriptions', () => {
  const moment = new Date('2026-11-30T10:00:00.000Z');
  const at = moment.getTime();

  it('gives the moment to subscriptions that were all listening before it', () => {
    expect(momentForSubscriptions(moment, [at - 60_000, at - 1, at])).toBe(moment);
    // A subscription whose answers are not pushed as events are handed out is not spoken for.
    expect(momentForSubscriptions(moment, [at - 5, undefined])).toBe(moment);
    expect(momentForSubscriptions(moment, [])).toBe(moment);
  });

  it('gives none when one began listening after it, or nothing is proven', () => {
    expect(momentForSubscriptions(moment, [at - 60_000, at + 1])).toBeNull();
    expect(momentForSubscriptions(null, [at - 60_000])).toBeNull();
  });
});
