import { closeGradually, CLOSE_SERVICE_RESTART } from '../../server/src/http/subscription-server';

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
