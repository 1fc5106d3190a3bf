import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { NotificationService } from '../notifications/notification.service';
import type { AppPubSub } from '../../graphql/pubsub';
import { isEligible } from './eligibility';

/** Approved, available workers who may take the request: category match and within their radius. */
export async function eligibleProvidersFor(em: EntityManager, request: ServiceRequest): Promise<{ provider: ServiceProvider; distance: number }[]> {
  const candidates = await em.find(ServiceProvider, {
    status: 'available',
    onboardingCompleted: true,
    backgroundCheckStatus: 'approved',
    documentVerificationStatus: 'approved',
    user: { $ne: null },
  });
  return candidates
    .map((provider) => ({ provider, ...isEligible(provider, request) }))
    .filter((x) => x.ok && x.distance !== null)
    .map((x) => ({ provider: x.provider, distance: x.distance! }));
}

/**
 * Tell every eligible approved worker that a newly paid request is open: one
 * `new_job_available` notification each, committed, then published live.
 * Call it after the payment has committed (e.g. on Topic.QueueChanged {kind:'paid'}).
 * Does nothing (returns 0) unless the request is pending, paid and unassigned.
 * Returns how many workers were notified.
 */
export async function notifyEligibleWorkers(em: EntityManager, pubsub: AppPubSub, requestId: number): Promise<number> {
  const fork = em.fork();
  const request = await fork.findOne(ServiceRequest, { id: requestId });
  if (!request || request.status !== 'pending' || !request.appointmentFeePaid || request.provider) return 0;
  const eligible = await eligibleProvidersFor(fork, request);
  if (eligible.length === 0) return 0;
  const notifications = new NotificationService(fork, pubsub);
  const queued = eligible.map(({ provider, distance }) =>
    notifications.queue({
      userId: provider.user!.id,
      userType: 'worker',
      type: 'new_job_available',
      title: 'New Job Available',
      message: `${request.title} in ${request.serviceCity} (${distance.toFixed(1)} mi away) is open. Accept it from Available Requests.`,
      data: { jobId: request.id, requestId: request.id },
    }),
  );
  await fork.flush();
  notifications.publish(queued);
  return queued.length;
}
