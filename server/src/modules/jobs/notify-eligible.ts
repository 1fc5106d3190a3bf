import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { isOpenJob } from '../requests/open-job';
import { ServiceProvider } from '../providers/service-provider.entity';
import { isEligible } from '../requests/eligibility';
import { prefixedColumns, propertyNames, readModelMapper } from '../../db/read-model';
import { planMessagesSql } from '../notifications/message-plan';
import { defaultPriority, expiryOf, notificationNow } from '../notifications/notification-lifecycle';

/** The fields the rule and the notice read: a read model of a dozen fields, not the worker's every column. */
const ELIGIBILITY_FIELDS = ['id', 'user', 'status', 'onboardingCompleted', 'backgroundCheckStatus', 'documentVerificationStatus', 'serviceCategories', 'serviceRadius', 'place.latitude', 'place.longitude', 'place.zipCode', 'settings'];

/**
 * The workers who may take the request (eligibility: approved, available, category, radius)
 * and have an account to notify. SQL narrows to signed-up workers listing the category;
 * isEligible (the one rule) decides. Read models: a paid request must not hydrate every
 * worker as a managed entity while the live queue update is going out.
 */
export async function eligibleProvidersFor(em: EntityManager, request: ServiceRequest): Promise<{ provider: ServiceProvider; distance: number }[]> {
  const categoryId = request.category.id;
  // Only the columns the rule and the notice read (one list for the statement and the read models): a job open to a
  // thousand workers reads a thousand rows for each payment.
  const meta = em.getMetadata().get(ServiceProvider.name);
  const properties = ELIGIBILITY_FIELDS.flatMap((field) => propertyNames(meta, field));
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${prefixedColumns(em, ServiceProvider, 'p', '', properties)}
       from service_providers p
      where p.user_id is not null and p.status = 'available'
        and (p.service_categories @> ?::jsonb or p.service_categories @> ?::jsonb)`,
    [JSON.stringify([categoryId]), JSON.stringify([String(categoryId)])],
  );
  const toProvider = readModelMapper(em, ServiceProvider, '', properties);
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
  // What the insert and the e-mails need, made before the insert: the workers' read models are not held while it runs.
  const notices = noticesFor(await eligibleProvidersFor(em, request), request);
  if (!notices) return [];
  const { recipients, asked } = notices;
  const data = JSON.stringify({ jobId: request.id, requestId: request.id });
  const now = new Date();
  // A new-job alert expires (48 h); its priority is the type's default.
  const expiresAt = expiryOf('new_job_available', notificationNow().getTime());
  const priority = defaultPriority('new_job_available');
  const rows = await em.execute<{ id: number; user_id: number }[]>(
    `insert into notifications (user_id, user_type, type, title, message, data, is_read, priority, expires_at, created_at)
     select t.u, 'worker', 'new_job_available', 'New Job Available', t.m, ?::jsonb, false, ?, ?, ?
       from jsonb_to_recordset(?::jsonb) as t(u int, m text)
     returning id, user_id`,
    [data, priority, expiresAt, now, recipients],
  );
  // The e-mail and text alert, in the same transaction, only for the workers who asked for them.
  await planMessagesSql(
    em,
    rows
      .filter((r) => asked.has(Number(r.user_id)))
      .map((r) => ({ notificationId: Number(r.id), userId: Number(r.user_id), kind: 'new_job_available', context: { jobId: request.id, requestId: request.id, title: 'New Job Available', message: asked.get(Number(r.user_id))! } })),
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The notices of a job to its eligible workers: the recipients and their messages as one JSON
 * parameter (not six parameters a row: the statement's text and binding cost the same for one
 * worker or a thousand), and the message of each worker who asked for e-mail and text alerts.
 * Null when no worker is eligible.
 */
function noticesFor(eligible: { provider: ServiceProvider; distance: number }[], request: ServiceRequest): { recipients: string; asked: Map<number, string> } | null {
  if (eligible.length === 0) return null;
  const asked = new Map<number, string>();
  const recipients = JSON.stringify(
    eligible.map(({ provider, distance }) => {
      const message = `${request.title} in ${request.serviceCity} (${distance.toFixed(1)} mi away) is open. Accept it from Available Requests.`;
      if (provider.settings?.newJobAlerts === true) asked.set(provider.user!.id, message);
      return { u: provider.user!.id, m: message };
    }),
  );
  return { recipients, asked };
}
