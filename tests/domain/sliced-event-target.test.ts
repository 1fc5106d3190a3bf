import { prefixedEventTarget, slicedEventTarget } from '../../server/src/events/sliced-event-target';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the PubSub event target hands an event out a slice at a time', () => {
  it('calls the first slice at once and the rest on later turns, every listener once, in order for each', async () => {
    const target = slicedEventTarget(undefined, 3, 0);
    const heard: string[] = [];
    for (let i = 0; i < 7; i++) target.addEventListener('t', (e) => heard.push(`${i}:${(e as CustomEvent).detail}`));
    target.dispatchEvent(new CustomEvent('t', { detail: 'a' }));
    target.dispatchEvent(new CustomEvent('t', { detail: 'b' }));
    // The second event waits for the first to be handed out.
    expect(heard).toEqual(['0:a', '1:a', '2:a']);
    for (let i = 0; i < 4; i++) await turn();
    expect(heard).toHaveLength(14);
    for (let i = 0; i < 7; i++) expect(heard.filter((h) => h.startsWith(`${i}:`))).toEqual([`${i}:a`, `${i}:b`]);
  });

  it('hands out more than the slice in a turn while the turn is under its time, and stops at it', async () => {
    const quick = slicedEventTarget(undefined, 2, 10_000);
    const heard: number[] = [];
    for (let i = 0; i < 20; i++) quick.addEventListener('t', () => heard.push(i));
    quick.dispatchEvent(new CustomEvent('t'));
    // Cheap listeners, a long allowance: every one in the first turn.
    expect(heard).toHaveLength(20);

    const slow = slicedEventTarget(undefined, 2, 5);
    const busy: number[] = [];
    const spin = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    for (let i = 0; i < 20; i++) slow.addEventListener('t', () => (spin(2), busy.push(i)));
    slow.dispatchEvent(new CustomEvent('t'));
    // 2 ms each against 5 ms a turn: the two of the slice and a third at most, the rest on later turns.
    expect(busy.length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeLessThanOrEqual(4);
    for (let i = 0; i < 20 && busy.length < 20; i++) await turn();
    expect(busy).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('hands an event out whole before a later one (a paid job reaches every queue before the notices published after it)', async () => {
    const target = slicedEventTarget(undefined, 2, 0);
    const heard: string[] = [];
    for (let i = 0; i < 5; i++) target.addEventListener('queue', () => heard.push(`queue ${i}`));
    for (let i = 0; i < 5; i++) target.addEventListener(`notice:${i}`, () => heard.push(`notice ${i}`));
    target.dispatchEvent(new CustomEvent('queue'));
    for (let i = 0; i < 5; i++) target.dispatchEvent(new CustomEvent(`notice:${i}`));
    for (let i = 0; i < 6; i++) await turn();
    expect(heard).toEqual(['queue 0', 'queue 1', 'queue 2', 'queue 3', 'queue 4', 'notice 0', 'notice 1', 'notice 2', 'notice 3', 'notice 4']);
  });

  it('tells when every event that arrived has been handed out', async () => {
    const target = slicedEventTarget(undefined, 2, 0);
    const heard: number[] = [];
    for (let i = 0; i < 5; i++) target.addEventListener('t', () => heard.push(i));
    await target.handedOut!();
    target.dispatchEvent(new CustomEvent('t'));
    const done = target.handedOut!().then(() => heard.length);
    expect(heard).toHaveLength(2);
    expect(await done).toBe(5);
  });

  it('tells when the events that had arrived when asked are handed out, without waiting for later ones', async () => {
    const target = slicedEventTarget(undefined, 2, 0);
    const heard: string[] = [];
    for (let i = 0; i < 5; i++) target.addEventListener('t', (e) => heard.push((e as CustomEvent).detail as string));
    target.dispatchEvent(new CustomEvent('t', { detail: 'a' }));
    const asked = target.handedOut!().then(() => [...heard]);
    // A steady stream: more events keep arriving while the first is handed out.
    target.dispatchEvent(new CustomEvent('t', { detail: 'b' }));
    target.dispatchEvent(new CustomEvent('t', { detail: 'c' }));
    const seen = await asked;
    expect(seen.filter((h) => h === 'a')).toHaveLength(5);
    expect(seen.filter((h) => h === 'c')).toHaveLength(0);
    await target.handedOut!();
    expect(heard).toHaveLength(15);
  });

  it('goes on to the other listeners when one throws, and reports the error to the publisher of the first slice', async () => {
    const target = slicedEventTarget(undefined, 2, 0);
    const heard: number[] = [];
    target.addEventListener('t', () => {
      throw new Error('a broken subscription');
    });
    for (let i = 1; i < 4; i++) target.addEventListener('t', () => heard.push(i));
    expect(() => target.dispatchEvent(new CustomEvent('t'))).toThrow('a broken subscription');
    await turn();
    expect(heard).toEqual([1, 2, 3]);
    // The target still hands out later events.
    heard.length = 0;
    target.addEventListener('u', () => heard.push(9));
    target.dispatchEvent(new CustomEvent('u'));
    expect(heard).toEqual([9]);
  });

  it('skips a listener removed before its slice, and relays through an inner target (Redis) once per type', async () => {
    const inner = new EventTarget();
    const added: string[] = [];
    const spy = { addEventListener: (t: string, l: EventListener) => (added.push(t), inner.addEventListener(t, l)), removeEventListener: (t: string, l: EventListener) => inner.removeEventListener(t, l), dispatchEvent: (e: Event) => inner.dispatchEvent(e) };
    const target = slicedEventTarget(spy as never, 1, 0);
    const heard: number[] = [];
    const listeners = [0, 1, 2].map((i) => () => heard.push(i));
    listeners.forEach((l) => target.addEventListener('t', l));
    expect(added).toEqual(['t']);
    target.dispatchEvent(new CustomEvent('t'));
    target.removeEventListener('t', listeners[2]);
    await turn();
    await turn();
    expect(heard).toEqual([0, 1]);
  });
});

describe('two deployments sharing one Redis', () => {
  it('hear only their own events: a prefix names the channels, listeners see their own names', async () => {
    const redis = new EventTarget(); // one shared bus, as one Redis is
    const channels: string[] = [];
    const spy = { addEventListener: (t: string, l: EventListener) => (channels.push(t), redis.addEventListener(t, l)), removeEventListener: (t: string, l: EventListener) => redis.removeEventListener(t, l), dispatchEvent: (e: Event) => redis.dispatchEvent(e) };
    const production = slicedEventTarget(prefixedEventTarget(spy as never, 'elite:prod:'));
    const productionTwin = slicedEventTarget(prefixedEventTarget(spy as never, 'elite:prod:'));
    const staging = slicedEventTarget(prefixedEventTarget(spy as never, 'elite:staging:'));
    const heard: string[] = [];
    const listen = (name: string) => (e: Event) => heard.push(`${name} ${e.type} ${(e as CustomEvent).detail}`);
    const stagingListener = listen('staging');
    production.addEventListener('SESSION_ACCESS', listen('prod'));
    productionTwin.addEventListener('SESSION_ACCESS', listen('prod-twin'));
    staging.addEventListener('SESSION_ACCESS', stagingListener);
    expect(channels.sort()).toEqual(['elite:prod:SESSION_ACCESS', 'elite:prod:SESSION_ACCESS', 'elite:staging:SESSION_ACCESS']);

    production.dispatchEvent(new CustomEvent('SESSION_ACCESS', { detail: 'revoke user 7' }));
    await turn();
    expect(heard.sort()).toEqual(['prod SESSION_ACCESS revoke user 7', 'prod-twin SESSION_ACCESS revoke user 7']);

    staging.removeEventListener('SESSION_ACCESS', stagingListener);
    staging.dispatchEvent(new CustomEvent('SESSION_ACCESS', { detail: 'nobody' }));
    await turn();
    expect(heard).toHaveLength(2);
  });
});
