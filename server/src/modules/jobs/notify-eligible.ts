import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { isOpenJob } from '../requests/open-job';
import { ServiceProvider } from '../providers/service-provider.entity';
import { isEligible } from '../requests/eligibility';
import { readModelMapper } from '../../db/read-model';
import { planMessagesSql } from '../notifications/message-plan';
import { defaultPriority, expiryOf, notificationNow } from '../notifications/notification-lifecycle';

/**
 * The workers who may take the request (eligibility: approved, available, category, radius)
 * and have an account to notify. SQL narrows to signed-up workers listing the category;
 * isEligible (the one rule) decides. Read models: a paid request must not hydrate every
 * worker as a managed entity while the live queue update is going out.
 */
export async function eligibleProvidersFor(em: EntityManager, request: ServiceRequest): Promise<{ provider: ServiceProvider; distance: number }[]> {
  const categoryId = request.category.id;
  // Only the columns the rule and the notice read: a job open to a thousand workers reads a thousand rows for each payment.
  const rows = await em.execute<Record<string, unknown>[]>(
    `select id, user_id, status, onboarding_completed, background_check_status, document_verification_status,
            service_categories, service_radius, latitude, longitude, zip_code, settings
       from service_providers
      where user_id is not null and status = 'available'
        and (service_categories @> ?::jsonb or service_categories @> ?::jsonb)`,
    [JSON.stringify([categoryId]), JSON.stringify([String(categoryId)])],
  );
  const toProvider = readModelMapper(em, ServiceProvider);
  return rows
    .map((row) => {
      const provider = toProvider(row);
      return { provider, ...isEligible(provider, request) };
    })
    .filter((x) => x.ok && x.distance !== null)
    .map((x) => ({ provider: x.provider, distance: x.distance! }));
}

/**
 * Writes one `new_job_available` notification for every eligible approved worker of a newly
 * paid request, in the caller's transaction (the outbox delivers this after the payment
 * commits, marking the message delivered in the same transaction, so a crash never
 * notifies twice). Writes nothing unless the request is pending, paid and unassigned.
 * One multi-row INSERT, no managed entities: a job open to a thousand workers writes a
 * thousand rows while the live fan-out shares the process. Returns the ids written.
 */
export async function writeEligibleWorkerNotifications(em: EntityManager, requestId: number): Promise<number[]> {
  const request = await em.findOne(ServiceRequest, { id: requestId });
  if (!request || !isOpenJob(request)) return [];
  const eligible = await eligibleProvidersFor(em, request);
  if (eligible.length === 0) return [];
  const data = JSON.stringify({ jobId: request.id, requestId: request.id });
  const now = new Date();
  // A new-job alert expires (48 h); its priority is the type's default.
  const expiresAt = expiryOf('new_job_available', notificationNow().getTime());
  const priority = defaultPriority('new_job_available');
  // The recipients and their messages as one JSON parameter (not six parameters a row): the statement's text and
  // binding cost the same for one worker or a thousand.
  const recipients = JSON.stringify(
    eligible.map(({ provider, distance }) => ({ u: provider.user!.id, m: `${request.title} in ${request.serviceCity} (${distance.toFixed(1)} mi away) is open. Accept it from Available Requests.` })),
  );
  const rows = await em.execute<{ id: number; user_id: number; message: string }[]>(
    `insert into notifications (user_id, user_type, type, title, message, data, is_read, priority, expires_at, created_at)
     select t.u, 'worker', 'new_job_available', 'New Job Available', t.m, ?::jsonb, false, ?, ?, ?
       from jsonb_to_recordset(?::jsonb) as t(u int, m text)
     returning id, user_id, message`,
    [data, priority, expiresAt, now, recipients],
  );
  // The e-mail and text alert, in the same transaction, only for the workers who asked for them.
  const asked = new Set(eligible.filter(({ provider }) => provider.settings?.newJobAlerts === true).map(({ provider }) => provider.user!.id));
  await planMessagesSql(
    em,
    rows.filter((r) => asked.has(Number(r.user_id))).map((r) => ({ notificationId: Number(r.id), userId: Number(r.user_id), kind: 'new_job_available', context: { jobId: request.id, requestId: request.id, title: 'New Job Available', message: r.message } })),
  );
  return rows.map((r) => Number(r.id));
}
