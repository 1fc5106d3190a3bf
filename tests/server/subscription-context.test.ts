import { wrap } from '@mikro-orm/core';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { buildContext } from '../../server/src/http/viewer-context';

/**
 * A subscription keeps its context for as long as it runs: three on each open screen of a worker,
 * so ten thousand workers online hold thirty thousand. Its EntityManager fork (with the ORM's
 * identity map, unit of work and loaders) is made only when something uses it.
 */
describe("a subscription's context", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('forks no EntityManager until used; its viewer maps into the fork it then makes', async () => {
    const token = await signIn(app, 'worker@demo.elite');
    const forks: unknown[] = [];
    const fork = app.orm.em.fork.bind(app.orm.em);
    const spy = jest.spyOn(app.orm.em, 'fork').mockImplementation((...args) => {
      const made = fork(...args);
      forks.push(made);
      return made;
    });
    try {
      const context = await buildContext(app.orm, app.handle.deps, token, '127.0.0.1', undefined, undefined, { onDemand: true });
      expect(context.viewer?.sessionRole).toBe('worker');
      // The viewer was read with a fork of its own, which nothing keeps; the context has made none.
      expect(forks).toHaveLength(1);
      // Services and their dependencies answer without a fork (the live stream's subscribe needs only pubsub).
      expect(context.services.deps.pubsub).toBe(app.handle.deps.pubsub);
      expect(forks).toHaveLength(1);

      // First use: one fork, the context's, into which the viewer's user is mapped.
      const user = context.viewer!.user;
      expect(forks).toHaveLength(2);
      expect(context.em).toBe(forks[1]);
      expect(wrap(user, true).__em).toBe(context.em);
      expect(context.services.em).toBe(context.em);

      // An event's fresh fork replaces it, as freshEventContext does.
      const fresh = app.orm.em.fork();
      context.em = fresh;
      expect(context.em).toBe(fresh);
    } finally {
      spy.mockRestore();
    }
  });

  it('an HTTP request still gets its fork and viewer up front, in one EntityManager', async () => {
    const token = await signIn(app, 'client@demo.elite');
    const context = await buildContext(app.orm, app.handle.deps, token, '127.0.0.1');
    expect(wrap(context.viewer!.user, true).__em).toBe(context.em);
    expect(context.services.em).toBe(context.em);
  });
});
