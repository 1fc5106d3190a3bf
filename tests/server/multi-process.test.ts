import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { REDIS_URL, redisAnswers, severalProcessesTest, startApiProcess as secondProcess } from '../support/processes';
import { onPostgresServer } from '../support/db';
import { openDatabase } from '../../server/src/db/database';
import { User } from '../../server/src/modules/users/user.entity';

function subscribeNotifications(url: string, token: string): { client: Client; next: Promise<{ title: string }> } {
  const client = createClient({ url: url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, lazy: false });
  const next = new Promise<{ title: string }>((resolve, reject) => {
    client.subscribe<{ notificationAdded: { title: string } }>(
      { query: 'subscription { notificationAdded { title } }' },
      { next: (v) => resolve(v.data!.notificationAdded), error: reject, complete: () => undefined },
    );
  });
  return { client, next };
}

describe('several API processes', () => {
  let enabled = false;
  let app: TestApp;
  beforeAll(async () => {
    enabled = onPostgresServer() && (await redisAnswers());
    if (enabled) app = await startTestApp({ seed: true, env: { REDIS_URL } });
  });
  afterAll(async () => {
    if (app) await app.close();
  });

  severalProcessesTest('delivers a notification created in one process to a subscriber connected to another, through Redis', async () => {
    if (!enabled) {
      console.warn(`Redis is not answering at ${REDIS_URL}: cross-process delivery not tested`);
      return;
    }
    // The harness's app uses in-memory events; replace it with two Redis-backed processes
    // (its outbox delivery stops, or it could deliver the notice where nobody listens).
    await app.handle.outbox.stop();
    const a = await secondProcess(app);
    const b = await secondProcess(app);
    try {
      const token = await signIn(app, 'client@demo.elite');
      const sub = subscribeNotifications(b.url, token);
      await new Promise((r) => setTimeout(r, 300));
      const em = a.orm.em.fork();
      const user = await em.findOneOrFail(User, { email: 'client@demo.elite' });
      const { Services } = await import('../../server/src/services');
      const services = new Services(em, { ...a.handle.deps });
      await services.notifications.notify({ userId: user.id, userType: 'client', type: 'system_alert', title: 'Hello from process A', message: 'cross-process' });
      await expect(sub.next).resolves.toEqual({ title: 'Hello from process A' });
      await sub.client.dispose();
    } finally {
      for (const p of [a, b]) await p.close();
    }
  });
});

describe('faults', () => {
  it('gives a clear message when the database is unreachable at start, after retrying', async () => {
    const messages: string[] = [];
    await expect(openDatabase({ databaseUrl: 'postgres://postgres:secret@127.0.0.1:1/none', pgliteDir: '' }, (m) => messages.push(m), { retries: 3, delayMs: 50 })).rejects.toThrow(
      /Database unreachable at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/none after 3 attempts/,
    );
    expect(messages.filter((m) => m.includes('retrying'))).toHaveLength(2);
  });
});
