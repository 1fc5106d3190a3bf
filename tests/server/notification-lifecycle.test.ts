import { startTestApp, signIn, type TestApp } from '../support/app';
import { call } from '../rest/rest-client';
import { EMAILS, ok } from './admin-helpers';
import { User } from '../../server/src/modules/users/user.entity';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { NotificationService } from '../../server/src/modules/notifications/notification.service';
import { MAX_PER_TYPE } from '../../server/src/modules/notifications/notification-lifecycle';
import { enqueueNotifications } from '../../server/src/modules/outbox/outbox';
import { HOUR, movableClock } from '../messages/messages-support';
import type { NotificationType } from '../../server/src/modules/notifications/notification-types';

/**
 * The lifecycle of notifications (spec part 1: at most 50 kept per person and type, expired
 * ones dropped, an appointment reminder expires after 24 h and a new-job alert after 48 h,
 * priorities low to urgent), kept by the server with the app's clock moved instead of waiting.
 */
let app: TestApp;
const clock = movableClock();
let clientToken: string;
let clientUserId: number;

beforeAll(async () => {
  app = await startTestApp({ seed: true, now: clock.now });
  clientToken = await signIn(app, EMAILS.client);
  clientUserId = (await app.orm.em.fork().findOneOrFail(User, { email: EMAILS.client })).id;
});
afterAll(async () => {
  await app?.close();
});

const LIST = '{ notifications(first: 100) { items { id type title priority expiresAt } } unreadNotificationCount }';
type Listed = { notifications: { items: { id: string; type: string; title: string; priority: string; expiresAt: string | null }[] }; unreadNotificationCount: number };
const list = () => ok<Listed>(app, LIST, {}, clientToken);

/** Notifications written as the app writes them: queued in a transaction and handed to the outbox. */
async function write(inputs: { type: NotificationType; title: string; priority?: 'low' | 'medium' | 'high' | 'urgent' }[]): Promise<void> {
  await app.orm.em.fork().transactional(async (tx) => {
    const service = new NotificationService(tx);
    const queued = inputs.map((i) => service.queue({ userId: clientUserId, userType: 'client', message: `${i.title} words`, ...i }, tx));
    await enqueueNotifications(tx, queued);
  });
}

const countOf = (type: NotificationType) => app.orm.em.fork().count(Notification, { user: clientUserId, type });

describe('at most 50 per person and type', () => {
  it('removes the oldest beyond 50 as new ones are written, one at a time or many in one statement, other types untouched', async () => {
    await write([{ type: 'worker_update', title: 'Other type' }]);
    for (let i = 1; i <= MAX_PER_TYPE + 2; i++) await write([{ type: 'note', title: `Note ${i}` }]);
    expect(await countOf('note')).toBe(MAX_PER_TYPE);
    const kept = await app.orm.em.fork().find(Notification, { user: clientUserId, type: 'note' }, { orderBy: { id: 'asc' } });
    expect(kept[0].title).toBe('Note 3');
    expect(kept[kept.length - 1].title).toBe(`Note ${MAX_PER_TYPE + 2}`);

    // Sixty in one transaction (one multi-row insert): the newest fifty stay.
    await write(Array.from({ length: 60 }, (_, i) => ({ type: 'note', title: `Batch ${i + 1}` })));
    const after = await app.orm.em.fork().find(Notification, { user: clientUserId, type: 'note' }, { orderBy: { id: 'asc' } });
    expect(after).toHaveLength(MAX_PER_TYPE);
    expect(after[0].title).toBe('Batch 11');
    expect(await countOf('worker_update')).toBeGreaterThanOrEqual(1);
    expect((await list()).notifications.items.filter((n) => n.type === 'note')).toHaveLength(MAX_PER_TYPE);
    await ok(app, 'mutation { clearNotifications }', {}, clientToken);
  });
});

describe('expiry', () => {
  it('an appointment reminder stops being listed or counted 24 hours on, a new-job alert 48 hours on, by the app clock; others stay', async () => {
    await write([
      { type: 'appointment_reminder', title: 'Reminder' },
      { type: 'new_job_available', title: 'New job' },
      { type: 'job_completed', title: 'Done' },
    ]);
    let now = await list();
    expect(now.notifications.items.map((n) => n.title).sort()).toEqual(['Done', 'New job', 'Reminder']);
    expect(now.unreadNotificationCount).toBe(3);
    const reminder = now.notifications.items.find((n) => n.title === 'Reminder')!;
    expect(new Date(reminder.expiresAt!).getTime()).toBeCloseTo(clock.now() + 24 * HOUR, -4);
    expect(now.notifications.items.find((n) => n.title === 'Done')!.expiresAt).toBeNull();

    clock.advance(24 * HOUR + 60_000);
    now = await list();
    expect(now.notifications.items.map((n) => n.title).sort()).toEqual(['Done', 'New job']);
    expect(now.unreadNotificationCount).toBe(2);
    // The REST list agrees.
    const rest = await call(app, 'GET', `/api/notifications/${clientUserId}?userType=client`, { token: clientToken });
    expect(rest.body.map((n: { title: string }) => n.title).sort()).toEqual(['Done', 'New job']);

    clock.advance(24 * HOUR);
    now = await list();
    expect(now.notifications.items.map((n) => n.title)).toEqual(['Done']);
    expect(now.unreadNotificationCount).toBe(1);
    await ok(app, 'mutation { clearNotifications }', {}, clientToken);
  });
});

describe('priority', () => {
  it('has a default per type (urgent, high, medium, low) and keeps one the writer sets', async () => {
    await write([
      { type: 'payment_declined', title: 'Declined' },
      { type: 'appointment_reminder', title: 'Reminder' },
      { type: 'job_completed', title: 'Done' },
      { type: 'rating_received', title: 'Rated' },
      { type: 'system_alert', title: 'Set low', priority: 'low' },
    ]);
    const items = (await list()).notifications.items;
    const of = (title: string) => items.find((n) => n.title === title)!.priority;
    expect([of('Declined'), of('Reminder'), of('Done'), of('Rated'), of('Set low')]).toEqual(['urgent', 'high', 'medium', 'low', 'low']);
    const rest = await call(app, 'GET', `/api/notifications/${clientUserId}`, { token: clientToken });
    expect(rest.body.find((n: { title: string }) => n.title === 'Declined').priority).toBe('urgent');
  });
});
