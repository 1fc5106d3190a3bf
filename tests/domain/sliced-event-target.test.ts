import { prefixedEventTarget, slicedEventTarget } from '../../server/src/events/sliced-event-target';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the PubSub event target hands an event out a slice at a time', () => {
  it('calls the first slice at once and the rest on later turns, every listener once, in order for each', async () => {
    const target = slicedEventTarget(undefined, 3);
    const heard: string[] = [];
    for (let i = 0; i < 7; i++) target.addEventListener('t', (e) => heard.push(`${i}:${(e as CustomEvent).detail}`));
    target.dispatchEvent(new CustomEvent('t', { detail: 'a' }));
    target.dispatchEvent(new CustomEvent('t', { detail: 'b' }));
    expect(heard).toEqual(['0:a', '1:a', '2:a', '0:b', '1:b', '2:b']);
    await turn();
    await turn();
    await turn();
    expect(heard).toHaveLength(14);
    for (let i = 0; i < 7; i++) expect(heard.filter((h) => h.startsWith(`${i}:`))).toEqual([`${i}:a`, `${i}:b`]);
  });

  it('skips a listener removed before its slice, and relays through an inner target (Redis) once per type', async () => {
    const inner = new EventTarget();
    const added: string[] = [];
    const spy = { addEventListener: (t: string, l: EventListener) => (added.push(t), inner.addEventListener(t, l)), removeEventListener: (t: string, l: EventListener) => inner.removeEventListener(t, l), dispatchEvent: (e: Event) => inner.dispatchEvent(e) };
    const target = slicedEventTarget(spy as never, 1);
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
