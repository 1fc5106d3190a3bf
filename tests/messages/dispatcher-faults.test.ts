import pino from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeRequest } from '../support/worker-fixtures';
import { MessageDispatcher } from '../../server/src/modules/messages/message-dispatcher';
import type { MailTransport, OutgoingEmail } from '../../server/src/modules/messages/mail-transport';
import type { OutgoingSms, SmsSender } from '../../server/src/modules/messages/sms-sender';
import { movableClock } from './messages-support';

/**
 * The dispatcher's claims when things go wrong: a database fault in the middle of a batch
 * gives the unsent messages back as soon as the database answers again (not after the
 * 10-minute hold of a live process), and the messages of a dead dispatcher, claimed again, go
 * before the backlog queued since. Times are the app's clock, moved by the test.
 */
let app: TestApp;
let client: string;
const clock = movableClock();
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  app = await startTestApp({ seed: true, now: clock.now });
  // This file plays the dispatchers itself.
  await app.handle.messages.stop();
  client = await signIn(app, 'client@demo.elite');
}, 120_000);
afterAll(() => app?.close());

type Row = { id: number; state: string };
/** Push rows waiting (a paid request pushes to the admins; these people have no device, so each is skipped at once). */
const pushesWaiting = async () => Number((await app.orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from outbound_messages where state = 'queued' and channel = 'push'`))[0].n);
const waiting = () => app.orm.em.fork().getConnection().execute<Row[]>(`select id, state from outbound_messages where state in ('queued', 'sending') and channel <> 'push' order by id`);
const states = (ids: number[]) => app.orm.em.fork().getConnection().execute<Row[]>('select id, state from outbound_messages where id in (?) order by id', [ids]);

/** Pays the consultation fee of `n` new requests: each queues the client's confirmation (e-mail and text). */
async function queueMessages(n: number, tag: string): Promise<void> {
  for (let i = 0; i < n; i++) {
    const id = await makeRequest(app, { category: 'House Cleaning', paid: false });
    const paid = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id } } }', { i: { requestId: String(id), kind: 'consultation', method: 'card', idempotencyKey: `messages-${tag}-${id}` } }, client);
    expect(paid.errors).toBeUndefined();
  }
}

function recording(onSend?: (count: number) => void): { mail: MailTransport; sms: SmsSender; sent: number[] } {
  const sent: number[] = [];
  const record = (id: number) => {
    sent.push(id);
    onSend?.(sent.length);
  };
  return {
    sent,
    mail: { description: 'records', send: async (m: OutgoingEmail) => record(m.id), close: () => undefined },
    sms: { description: 'records', send: async (m: OutgoingSms) => record(m.id) },
  };
}

/** The app's ORM, except that the dispatcher's statements fail while `down` is set (its heartbeat still beats: the process is alive). */
function faultyOrm(): { orm: MikroORM; fault: { down: boolean } } {
  const fault = { down: false };
  const orm = {
    em: {
      fork: () => {
        const em = app.orm.em.fork();
        const execute = em.execute.bind(em);
        em.execute = ((...args: Parameters<typeof execute>) => (fault.down ? Promise.reject(new Error('Connection terminated unexpectedly')) : execute(...args))) as typeof em.execute;
        return em;
      },
    },
  } as unknown as MikroORM;
  return { orm, fault };
}

it('a database fault in the middle of a batch gives the unsent messages back once the database answers, not after the 10-minute hold', async () => {
  await queueMessages(5, 'fault');
  const queued = (await waiting()).map((r) => r.id);
  expect(queued.length).toBeGreaterThanOrEqual(5);
  const { orm, fault } = faultyOrm();
  // The database goes away right after the second message is on the wire.
  const transport = recording((n) => {
    if (n === 2) fault.down = true;
  });
  const dispatcher = new MessageDispatcher(orm, app.config, silent, { mail: transport.mail, sms: transport.sms, now: clock.now, pollMs: 600_000, manual: true, batchSize: 50 });
  try {
    const pushes = await pushesWaiting();
    expect(await dispatcher.dispatchBatch()).toBe(queued.length + pushes);
    expect(transport.sent).toHaveLength(2);
    const onTheWire = transport.sent[1];
    // Everything unsent is still held: the release failed with the database gone.
    const held = (await states(queued)).filter((r) => r.state === 'sending').map((r) => r.id);
    expect(held).toContain(onTheWire);
    expect(held).not.toContain(transport.sent[0]);
    const unsent = held.filter((id) => id !== onTheWire);
    expect(unsent.length).toBeGreaterThan(0);

    // The database is back a few seconds later: the same live process gives back and sends what it never sent.
    fault.down = false;
    clock.advance(6_000);
    await dispatcher.dispatchBatch();
    expect(transport.sent.slice(2).sort((a, b) => a - b)).toEqual(unsent);
    // Only the message already on the wire when the database went waits out its hold (never sent twice).
    expect((await states(queued)).filter((r) => r.state === 'sending').map((r) => r.id)).toEqual([onTheWire]);
  } finally {
    await dispatcher.stop();
  }
  // Clean slate for the next test: the held one's lease ends.
  clock.advance(11 * 60_000);
  const sweep = new MessageDispatcher(app.orm, app.config, silent, { ...recording(), now: clock.now, pollMs: 600_000, manual: true });
  await sweep.dispatchBatch();
  await sweep.stop();
  expect(await waiting()).toEqual([]);
});

it("a dead dispatcher's messages, claimed again, go before the backlog queued since", async () => {
  await queueMessages(2, 'dead');
  const first = (await waiting()).map((r) => r.id);
  expect(first.length).toBeGreaterThan(0);
  // A dispatcher claims them and its process dies mid-send (its clock stops with it).
  const t0 = clock.now();
  const waiters: (() => void)[] = [];
  let released = false;
  const hang = () => (released ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)));
  const doomed = new MessageDispatcher(app.orm, app.config, silent, { mail: { description: 'hangs', send: hang, close: () => undefined }, sms: { description: 'hangs', send: hang }, now: () => t0, pollMs: 600_000, manual: true });
  const stuck = doomed.dispatchBatch();
  for (let i = 0; i < 200 && (await states(first)).some((r) => r.state === 'queued'); i++) await new Promise((r) => setTimeout(r, 25));
  const held = (await states(first)).filter((r) => r.state === 'sending').map((r) => r.id);
  expect(held.length).toBeGreaterThanOrEqual(2);

  // A backlog builds up behind them.
  clock.advance(5_000);
  await queueMessages(3, 'backlog');
  const backlog = (await waiting()).map((r) => r.id).filter((id) => !first.includes(id));
  expect(backlog.length).toBeGreaterThanOrEqual(held.length);

  // The dead one's heartbeat is 31 s old: a new dispatcher, one batch of that many, takes its messages first.
  clock.advance(31_000);
  const fresh = recording();
  const next = new MessageDispatcher(app.orm, app.config, silent, { mail: fresh.mail, sms: fresh.sms, now: clock.now, pollMs: 600_000, manual: true, batchSize: held.length });
  try {
    expect(await next.dispatchBatch()).toBe(held.length);
    expect([...fresh.sent].sort((a, b) => a - b)).toEqual(held);
    // Then the backlog, in its turn.
    while ((await next.dispatchBatch()) > 0) {
      /* next batch */
    }
    expect(await waiting()).toEqual([]);
    expect(fresh.sent.slice(held.length).every((id) => backlog.includes(id))).toBe(true);
  } finally {
    await next.stop();
    released = true;
    waiters.splice(0).forEach((r) => r());
    await stuck;
    await doomed.stop();
  }
});
