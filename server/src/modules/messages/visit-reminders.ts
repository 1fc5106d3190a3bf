import type { MikroORM } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Client } from '../clients/client.entity';
import { queueNotification } from '../notifications/notification.service';
import { enqueueAfterCommit } from '../outbox/outbox';
import { businessTimeLabel } from '../jobs/time';

/** Reminders go out 24 hours before a visit. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/**
 * Sends the reminder of every visit due within the next 24 hours that has not had one:
 * the in-app appointment_reminder, and with it the e-mail and text message (the client's
 * reminder switch decides those when they go out). Once per visit time: the reminder is
 * claimed by inserting its (request, visit time) row, so however many processes sweep, one
 * sends it. A reschedule is a new visit time, so its reminder follows the new time (the old
 * one, never due, is never sent); a cancelled job is no longer scheduled, so it gets none.
 * Returns how many reminders were sent.
 */
export async function sendDueReminders(orm: MikroORM, now: Date, limit = 50): Promise<number> {
  const due = await orm.em.fork().execute<{ id: number; scheduled_at: Date }[]>(
    `select r.id, r.scheduled_at from service_requests r
      where r.scheduled_at > ? and r.scheduled_at <= ? and r.status in ('scheduled', 'in_progress')
        and not exists (select 1 from visit_reminders v where v.request_id = r.id and v.scheduled_at = r.scheduled_at)
      order by r.scheduled_at, r.id limit ?`,
    [now, new Date(now.getTime() + REMINDER_LEAD_MS), limit],
  );
  let sent = 0;
  for (const { id, scheduled_at } of due) {
    const visit = new Date(scheduled_at);
    const done = await orm.em.fork().transactional(async (tx) => {
      const claimed = await tx.execute<{ id: number }[]>(
        'insert into visit_reminders (request_id, scheduled_at, created_at) values (?, ?, ?) on conflict (request_id, scheduled_at) do nothing returning id',
        [id, visit, now],
      );
      if (claimed.length === 0) return false;
      const r = await tx.findOne(ServiceRequest, { id });
      // Changed since the sweep read it: the row only marks that time as handled.
      if (!r || !['scheduled', 'in_progress'].includes(r.status) || r.scheduledAt?.getTime() !== visit.getTime()) return false;
      const client = await tx.findOne(Client, { id: r.client.id });
      if (!client?.user) return false;
      const provider = r.provider ? await tx.findOne(ServiceProvider, { id: r.provider.id }) : null;
      const label = businessTimeLabel(visit);
      const n = queueNotification(tx, {
        userId: client.user.id,
        userType: 'client',
        type: 'appointment_reminder',
        title: 'Appointment Reminder',
        message: `Reminder: your ${r.title} visit${provider ? ` with ${provider.name}` : ''} is ${label}.`,
        data: { requestId: r.id, jobId: r.id, scheduledAt: visit.toISOString() },
      });
      await enqueueAfterCommit(tx, { notifications: [n] });
      return true;
    });
    if (done) sent++;
  }
  return sent;
}
