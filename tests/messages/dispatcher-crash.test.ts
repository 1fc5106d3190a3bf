import pino from 'pino';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeRequest } from '../support/worker-fixtures';
import { MessageDispatcher } from '../../server/src/modules/messages/message-dispatcher';
import type { MailTransport, OutgoingEmail } from '../../server/src/modules/messages/mail-transport';
import type { OutgoingSms, SmsSender } from '../../server/src/modules/messages/sms-sender';
import { movableClock } from './messages-support';

/**
 * Messages claimed by a dispatcher whose process died go out within a minute: a claim belongs
 * to a dispatcher only while its heartbeat is recent (30 s), not for the 10-minute lease.
 * Times are the app's clock, moved by the test.
 */
let app: TestApp;
const clock = movableClock();
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  app = await startTestApp({ seed: true, now: clock.now });
  // This file plays the dispatchers itself.
  await app.handle.messages.stop();
}, 120_000);
afterAll(() => app?.close());

/** Transports that never finish sending: the process "dies" with its messages on the wire. */
function hanging(): { mail: MailTransport; sms: SmsSender; release(): void } {
  const waiting: (() => void)[] = [];
  let released = false;
  const never = () => (released ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));
  const release = () => {
    released = true;
    waiting.splice(0).forEach((r) => r());
  };
  return { mail: { description: 'hangs', send: never, close: () => undefined }, sms: { description: 'hangs', send: never }, release };
}

function recording(): { mail: MailTransport; sms: SmsSender; sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    mail: { description: 'records', send: async (m: OutgoingEmail) => void sent.push(`email ${m.id}`), close: () => undefined },
    sms: { description: 'records', send: async (m: OutgoingSms) => void sent.push(`sms ${m.id}`) },
  };
}

const rows = () =>
  app.orm.em.fork().getConnection().execute<{ id: number; state: string }[]>(`select id, state from outbound_messages where state in ('queued', 'sending') and channel <> 'push' order by id`);

it('a new dispatcher sends the messages a dead one claimed once its heartbeat is 30 s old, and not before', async () => {
  const token = await signIn(app, 'client@demo.elite');
  const id = await makeRequest(app, { category: 'House Cleaning', paid: false });
  const paid = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id } } }', { i: { requestId: String(id), kind: 'consultation', method: 'google_pay', idempotencyKey: 'crash-claim-1' } }, token);
  expect(paid.errors).toBeUndefined();
  // The payment's post-commit work (its revenue milestone's e-mail to the admin among it) is
  // written by the outbox after the answer: every message it plans is queued before the claim.
  await app.handle.outbox.idle();
  const queued = await rows();
  expect(queued.length).toBeGreaterThan(0);

  // A dispatcher claims them and its process dies mid-send (its clock stops with it: its last heartbeat is now).
  const t0 = clock.now();
  const dead = hanging();
  const doomed = new MessageDispatcher(app.orm, app.config, silent, { mail: dead.mail, sms: dead.sms, now: () => t0, pollMs: 600_000, manual: true });
  const stuck = doomed.dispatchBatch();
  for (let i = 0; i < 200 && (await rows()).some((r) => r.state !== 'sending'); i++) await new Promise((r) => setTimeout(r, 25));
  expect((await rows()).map((r) => r.state)).toEqual(queued.map(() => 'sending'));

  // Ten seconds on, its heartbeat is recent: a new dispatcher leaves its claims alone.
  const fresh = recording();
  const next = new MessageDispatcher(app.orm, app.config, silent, { mail: fresh.mail, sms: fresh.sms, now: clock.now, pollMs: 600_000, manual: true });
  try {
    clock.advance(10_000);
    expect(await next.dispatchBatch()).toBe(0);
    expect(fresh.sent).toEqual([]);

    // Thirty-one seconds after its last heartbeat (not ten minutes), they are sent by the new one.
    clock.advance(21_000);
    expect(await next.dispatchBatch()).toBe(queued.length);
    expect(fresh.sent).toHaveLength(queued.length);
    const after = await app.orm.em.fork().getConnection().execute<{ state: string }[]>('select state from outbound_messages where id in (?)', [queued.map((r) => r.id)]);
    expect(after.every((r) => r.state === 'sent')).toBe(true);
  } finally {
    await next.stop();
    // The "dead" sends finish now: their outcomes no longer count (the new dispatcher's claim fenced them off).
    dead.release();
    await stuck;
    const final = await app.orm.em.fork().getConnection().execute<{ state: string }[]>('select state from outbound_messages where id in (?)', [queued.map((r) => r.id)]);
    expect(final.every((r) => r.state === 'sent')).toBe(true);
    await doomed.stop();
  }
});
