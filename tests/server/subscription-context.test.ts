import { wrap } from '@mikro-orm/core';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { buildContext } from '../../server/src/http/viewer-context';
import { Topic } from '../../server/src/events/pubsub';
import { User } from '../../server/src/modules/users/user.entity';
import { categoryId } from '../support/worker-fixtures';

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

  it("lets a worker's screens listen to the queue, the bell and their jobs, and hear a removal and a notice, without a fork for the socket to keep", async () => {
    const token = await signIn(app, 'worker@demo.elite');
    const userId = (await app.orm.em.fork().findOneOrFail(User, { email: 'worker@demo.elite' })).id;
    const cleaning = await categoryId(app, 'House Cleaning');
    // Forks made by a subscription context's first use (its `em` getter, `[as em]` in the stack): each would stay with the socket while it is open.
    const kept: string[] = [];
    const fork = app.orm.em.fork.bind(app.orm.em);
    const spy = jest.spyOn(app.orm.em, 'fork').mockImplementation((...args) => {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 100;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = limit;
      if (/\[as em\]/.test(stack)) kept.push(stack);
      return fork(...args);
    });
    const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
    try {
      const heard = new Set<string>();
      const listen = (name: string, query: string) =>
        client.subscribe({ query }, { next: (m) => (m.errors?.length ? kept.push(JSON.stringify(m.errors)) : heard.add(name)), error: (e) => kept.push(String(e)), complete: () => undefined });
      listen('queue', 'subscription { queueChanged { requestId removedId } }');
      listen('bell', 'subscription { notificationAdded { title } }');
      listen('jobs', 'subscription { requestChanged { requestId kind } }');
      // Until both are heard: a job of the worker's category out of the queue (where it was is not known), and a notice.
      for (let i = 0; i < 400 && !(heard.has('queue') && heard.has('bell')); i++) {
        app.handle.deps.pubsub.publish(Topic.QueueChanged, { requestId: -1, kind: 'changed', categoryId: cleaning, at: new Date().toISOString() });
        app.handle.deps.pubsub.publish(Topic.NotificationAdded, userId, { id: -1, userId, userType: 'worker', type: 'system', title: 'Probe', message: 'Heard', isRead: false, data: null, priority: 'medium', expiresAt: null, createdAt: new Date().toISOString() });
        await new Promise((r) => setTimeout(r, 25));
      }
      expect([...heard].sort()).toEqual(['bell', 'queue']);
      expect(kept).toEqual([]);
    } finally {
      spy.mockRestore();
      await client.dispose();
    }
  });

  it('an HTTP request still gets its fork and viewer up front, in one EntityManager', async () => {
    const token = await signIn(app, 'client@demo.elite');
    const context = await buildContext(app.orm, app.handle.deps, token, '127.0.0.1');
    expect(wrap(context.viewer!.user, true).__em).toBe(context.em);
    expect(context.services.em).toBe(context.em);
  });
});
