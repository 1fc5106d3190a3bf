import { PUSH, createLivePubSub, liveStream } from '../../server/src/events/live-pubsub';
import { slicedEventTarget } from '../../server/src/events/sliced-event-target';

type Topics = { QUEUE: [{ job: number }]; NOTICE: [userId: number, { text: string }] };

describe('live streams of the PubSub', () => {
  it('hands each subscriber its own channel, filtered as events are handed out, in order', async () => {
    const pubsub = createLivePubSub<Topics>(slicedEventTarget());
    const mine = pubsub.subscribe('NOTICE', 7);
    const evenJobs = pubsub.stream('QUEUE', undefined, { filter: (e) => e.job % 2 === 0 });
    pubsub.publish('NOTICE', 8, { text: 'for someone else' });
    pubsub.publish('NOTICE', 7, { text: 'first' });
    pubsub.publish('NOTICE', 7, { text: 'second' });
    for (let job = 1; job <= 4; job++) pubsub.publish('QUEUE', { job });
    expect((await mine.next()).value).toEqual({ text: 'first' });
    expect((await mine.next()).value).toEqual({ text: 'second' });
    expect((await evenJobs.next()).value).toEqual({ job: 2 });
    expect((await evenJobs.next()).value).toEqual({ job: 4 });
  });

  it('publishes many events of receivers\' channels as one message on the bus, each heard on its own channel only', async () => {
    // The bus (Redis): every process's target hears what any publishes.
    const bus = new EventTarget();
    let messages = 0;
    const inner = {
      addEventListener: bus.addEventListener.bind(bus),
      removeEventListener: bus.removeEventListener.bind(bus),
      dispatchEvent: (event: Event) => {
        messages++;
        return bus.dispatchEvent(new CustomEvent(event.type, { detail: JSON.parse(JSON.stringify((event as CustomEvent).detail)) }));
      },
    };
    const processA = createLivePubSub<Topics>(slicedEventTarget(inner));
    const processB = createLivePubSub<Topics>(slicedEventTarget(inner));
    const seven = processA.subscribe('NOTICE', 7);
    const eight = processB.subscribe('NOTICE', 8);
    const alsoEight = processA.subscribe('NOTICE', 8);
    processA.publishMany('NOTICE', [
      [7, { text: 'to 7' }],
      [8, { text: 'to 8' }],
      [9, { text: 'to nobody here' }],
      [7, { text: 'again to 7' }],
    ]);
    expect(messages).toBe(1);
    expect((await seven.next()).value).toEqual({ text: 'to 7' });
    expect((await seven.next()).value).toEqual({ text: 'again to 7' });
    expect((await eight.next()).value).toEqual({ text: 'to 8' });
    expect((await alsoEight.next()).value).toEqual({ text: 'to 8' });
    // Nothing else was held for 8 on either process.
    processA.publish('NOTICE', 8, { text: 'later' });
    expect((await eight.next()).value).toEqual({ text: 'later' });
    expect((await alsoEight.next()).value).toEqual({ text: 'later' });
  });

  it('publishes many events one by one where the target cannot hand events out locally', async () => {
    const target = new EventTarget();
    const pubsub = createLivePubSub<Topics>(target);
    const seven = pubsub.subscribe('NOTICE', 7);
    pubsub.publishMany('NOTICE', [
      [8, { text: 'to 8' }],
      [7, { text: 'to 7' }],
    ]);
    expect((await seven.next()).value).toEqual({ text: 'to 7' });
  });

  it('answers a waiting reader as the event arrives, and ends a reader waiting when the subscription is returned', async () => {
    const target = new EventTarget();
    const stream = liveStream<number>(target, 't');
    const waiting = stream.next();
    target.dispatchEvent(new CustomEvent('t', { detail: 5 }));
    expect(await waiting).toEqual({ value: 5, done: false });
    const pending = stream.next();
    await stream.return!();
    expect(await pending).toEqual({ value: undefined, done: true });
    // No longer listening: a later event is not held for it.
    target.dispatchEvent(new CustomEvent('t', { detail: 6 }));
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });

  it('ends a subscriber that falls more than its buffer behind, drops what it held and says so once', async () => {
    const target = new EventTarget();
    let overflows = 0;
    const slow = liveStream<number>(target, 't', { maxBuffered: 3, onOverflow: () => overflows++ });
    const fast = liveStream<number>(target, 't');
    const heardFast: number[] = [];
    const reading = (async () => {
      for await (const n of fast) {
        heardFast.push(n);
        if (n === 10) break;
      }
    })();
    for (let n = 1; n <= 10; n++) {
      target.dispatchEvent(new CustomEvent('t', { detail: n }));
      await Promise.resolve();
    }
    await reading;
    expect(heardFast).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(overflows).toBe(1);
    expect(await slow.next()).toEqual({ value: undefined, done: true });
  });

  it('ends the subscription with the error of a filter that throws', async () => {
    const target = new EventTarget();
    const stream = liveStream<number>(target, 't', {
      filter: () => {
        throw new Error('the viewer is gone');
      },
    });
    const waiting = stream.next();
    target.dispatchEvent(new CustomEvent('t', { detail: 1 }));
    await expect(waiting).rejects.toThrow('the viewer is gone');
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });

  it('pushed, hands the events it held and then each event as it is handed out, and settles next() only when it ends', async () => {
    const target = new EventTarget();
    const stream = liveStream<number>(target, 't', { filter: (n) => n !== 2 });
    target.dispatchEvent(new CustomEvent('t', { detail: 1 }));
    const heard: number[] = [];
    stream[PUSH]((n) => heard.push(n));
    expect(heard).toEqual([1]);
    let settled = false;
    const ending = stream.next().then((r) => ((settled = true), r));
    for (const n of [2, 3, 4]) target.dispatchEvent(new CustomEvent('t', { detail: n }));
    // Handed over as each event arrives, filtered, without a turn of the event loop.
    expect(heard).toEqual([1, 3, 4]);
    await Promise.resolve();
    expect(settled).toBe(false);
    await stream.return!();
    expect(await ending).toEqual({ value: undefined, done: true });
    target.dispatchEvent(new CustomEvent('t', { detail: 5 }));
    expect(heard).toEqual([1, 3, 4]);
  });

  it('pushed, ends with the error its receiver fails it with, or as a subscriber that fell behind', async () => {
    const target = new EventTarget();
    const failing = liveStream<number>(target, 't');
    const control = failing[PUSH](() => undefined);
    const waiting = failing.next();
    control.fail(new Error('the answer could not be made'));
    await expect(waiting).rejects.toThrow('the answer could not be made');

    let overflows = 0;
    const behind = liveStream<number>(target, 't', { onOverflow: () => overflows++ });
    const heard: number[] = [];
    const behindControl = behind[PUSH]((n) => {
      heard.push(n);
      if (n === 2) behindControl.overflow();
    });
    const ending = behind.next();
    for (const n of [1, 2, 3]) target.dispatchEvent(new CustomEvent('t', { detail: n }));
    expect(heard).toEqual([1, 2]);
    expect(overflows).toBe(1);
    expect(await ending).toEqual({ value: undefined, done: true });
  });
});
