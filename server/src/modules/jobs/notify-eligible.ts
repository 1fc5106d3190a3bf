import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { NotificationService, queueNotification } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import type { AppPubSub } from '../../graphql/pubsub';
import { isEligible } from './eligibility';
import { readModelMapper } from '../../db/read-model';

/**
 * Approved, available workers who may take the request: category match and within their
 * radius. SQL narrows to approved workers offering the category; isEligible (the one rule)
 * decides the radius. Read models: a paid request must not hydrate every worker as a
 * managed entity while the live queue update is going out.
 */
export async function eligibleProvidersFor(em: EntityManager, request: ServiceRequest): Promise<{ provider: ServiceProvider; distance: number }[]> {
  const categoryId = request.category.id;
  const rows = await em.execute<Record<string, unknown>[]>(
    `select * from service_providers
      where status = 'available' and onboarding_completed = true and background_check_status = 'approved'
        and document_verification_status = 'approved' and user_id is not null
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
 * Returns the notifications written (flushed, with ids).
 */
export async function writeEligibleWorkerNotifications(em: EntityManager, requestId: number): Promise<Notification[]> {
  const request = await em.findOne(ServiceRequest, { id: requestId });
  if (!request || request.status !== 'pending' || !request.appointmentFeePaid || request.provider) return [];
  const eligible = await eligibleProvidersFor(em, request);
  if (eligible.length === 0) return [];
  const queued = eligible.map(({ provider, distance }) =>
    queueNotification(em, {
      userId: provider.user!.id,
      userType: 'worker',
      type: 'new_job_available',
      title: 'New Job Available',
      message: `${request.title} in ${request.serviceCity} (${distance.toFixed(1)} mi away) is open. Accept it from Available Requests.`,
      data: { jobId: request.id, requestId: request.id },
    }),
  );
  await em.flush();
  return queued;
}

/**
 * Tell every eligible approved worker that a newly paid request is open, at once: the
 * notifications committed, then published live. Returns how many workers were notified.
 */
export async function notifyEligibleWorkers(em: EntityManager, pubsub: AppPubSub, requestId: number): Promise<number> {
  const written = await em.fork().transactional((tx) => writeEligibleWorkerNotifications(tx, requestId));
  new NotificationService(em, pubsub).publish(written);
  return written.length;
}
