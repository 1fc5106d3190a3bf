import { raw } from '@mikro-orm/core';
import { ServiceRequest } from '../requests/service-request.entity';
import { Activity } from '../requests/activity.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import type { Notification } from '../notifications/notification.entity';
import type { Viewer } from '../auth/viewer';
import { audit } from '../audit/audit.service';
import { enqueueAfterCommit } from '../outbox/outbox';
import { ACTIVE_STATUSES } from '../../domain/request-status';
import { conflict, forbidden, notFound } from '../../shared/errors';
import { ineligibility } from '../requests/eligibility';
import { JOB_TAKEN_MESSAGE } from './job-errors';
import { requireApprovedProvider } from '../providers/worker-gate';
import { transitionStatus } from '../requests/request-writes';
import { requestNumber } from '../../domain/request-number';
import { JobActions } from './job-actions';
import { claimSeries } from './visit-series';
import type { RequestChanges } from '../requests/request-writes';
import { badInput } from '../../shared/errors';

/** A worker takes an open job (one conditional UPDATE settles the race) or gives one back to the open queue. */
export class JobClaimService extends JobActions {
  /**
   * Accept an open job. The race is settled by one conditional UPDATE (status pending, no
   * provider, fee paid): exactly one worker wins; the others get CONFLICT 'This job has
   * already been taken by another worker'. Sets in_progress and the provider, counts the job,
   * writes the timeline, and tells the client 'Job Started!'. Idempotent for the worker who
   * holds the job: their retry (the first answer lost after the commit) answers the job again,
   * with nothing written twice.
   */
  async accept(viewer: Viewer, requestId: number): Promise<ServiceRequest> {
    const provider = requireApprovedProvider(viewer);
    const r = await this.em.findOne(ServiceRequest, { id: requestId }, { populate: ['category'] });
    if (!r) throw notFound('Service request');
    if (r.provider?.id === provider.id && ACTIVE_STATUSES.includes(r.status)) return this.reload(requestId);
    if (r.provider || r.status !== 'pending') throw conflict(JOB_TAKEN_MESSAGE);
    if (!r.appointmentFeePaid) throw conflict('This request is not open yet: the consultation fee has not been paid');
    const why = ineligibility(provider, r).reason;
    if (why === 'unavailable') throw forbidden('Your provider account is not available for new jobs');
    if (why) throw forbidden('This job is outside your service categories or service area');

    await this.em.transactional(async (tx) => {
      const won = await transitionStatus(tx, requestId, ['pending'], 'in_progress', { where: { provider: null, appointmentFeePaid: true }, set: { provider: provider.id } });
      if (!won) {
        // Lost only to this worker's own earlier accept (a retry sent while the first was committing): that is the answer.
        const [now] = await tx.execute<{ provider_id: number | null }[]>('select provider_id from service_requests where id = ?', [requestId]);
        if (now?.provider_id === provider.id) return;
        throw conflict(JOB_TAKEN_MESSAGE);
      }
      await tx.nativeUpdate(ServiceProvider, { id: provider.id }, { totalJobs: raw('total_jobs + 1') });
      // A series' first visit: its worker keeps the series, and its coming visits are created for them.
      await claimSeries(tx, r, provider.id, new Date());
      tx.create(Activity, { request: requestId, actor: viewer.user.id, actorRole: 'worker', action: 'job_accepted', description: `${provider.name} accepted the job and started work` });
      audit(tx, viewer, { action: 'job_accepted', entityType: 'service_request', entityId: requestId, requestId, before: { status: 'pending' }, after: { status: 'in_progress', providerId: provider.id } });
      const clientUser = await this.clientUserId(tx, r);
      const notifications = clientUser
        ? [this.notifications.queue({ userId: clientUser, userType: 'client', type: 'job_started', title: 'Job Started!', message: `${provider.name} accepted your ${r.title} request and has started the job.`, data: { jobId: requestId, requestId } }, tx)]
        : [];
      await enqueueAfterCommit(tx, { queue: { requestId, kind: 'taken', categoryIds: [r.category.id] }, notifications, request: { requestId, kind: 'taken' } });
    });
    return this.reload(requestId);
  }

  /** Give a scheduled or in-progress job back: paid pending and unassigned, in the open queue again. */
  unassign(viewer: Viewer, requestId: number): Promise<ServiceRequest> {
    return this.giveBack(viewer, requestId, { provider: null, scheduledAt: null });
  }

  /**
   * The series' worker hands one visit back: it goes to the open queue with the usual live
   * event and notices (as unassign), keeping its date; the 7 days of the no-match rule count
   * from now. The rest of the series stays theirs.
   */
  async releaseVisit(viewer: Viewer, requestId: number): Promise<ServiceRequest> {
    const provider = requireApprovedProvider(viewer);
    const r = await this.em.findOne(ServiceRequest, { id: requestId });
    if (!r) throw notFound('Service request');
    if (r.provider?.id !== provider.id) throw forbidden('This job is not assigned to you');
    if (r.seriesId === null) throw badInput([{ path: 'requestId', message: 'This job is not a visit of a recurring series: use unassign' }]);
    return this.giveBack(viewer, requestId, { provider: null, appointmentFeePaid: true, paymentDate: new Date() });
  }

  private async giveBack(viewer: Viewer, requestId: number, set: RequestChanges): Promise<ServiceRequest> {
    const provider = requireApprovedProvider(viewer);
    const r = await this.em.findOne(ServiceRequest, { id: requestId }, { populate: ['category'] });
    if (!r) throw notFound('Service request');
    await this.em.transactional(async (tx) => {
      const changed = await transitionStatus(tx, requestId, ACTIVE_STATUSES, 'pending', { where: { provider: provider.id }, set });
      if (!changed) {
        if (r.provider?.id !== provider.id) throw forbidden('This job is not assigned to you');
        throw conflict(`This job can no longer be unassigned (it is ${r.displayStatus.replace(/_/g, ' ')})`);
      }
      tx.create(Activity, { request: requestId, actor: viewer.user.id, actorRole: 'worker', action: 'worker_unassigned', description: `${provider.name} unassigned themselves; the request is back in the queue` });
      audit(tx, viewer, { action: 'job_unassigned', entityType: 'service_request', entityId: requestId, requestId, before: { status: r.status, providerId: provider.id }, after: { status: 'pending', providerId: null } });
      const clientUser = await this.clientUserId(tx, r);
      const out: Notification[] = [];
      if (clientUser) out.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'worker_update', title: 'Finding You a New Pro', message: `Your worker had to step away from ${r.title}. We are matching you with another professional.`, data: { jobId: requestId, requestId } }, tx));
      out.push(...(await this.notifications.queueForAdmins({ type: 'worker_update', title: 'Worker Unassigned', message: `${provider.name} unassigned themselves from request ${requestNumber(requestId)} (${r.title}); it is back in the queue.`, data: { jobId: requestId, requestId } }, tx)));
      await enqueueAfterCommit(tx, { queue: { requestId, kind: 'released', categoryIds: [r.category.id] }, notifications: out, request: { requestId, kind: 'released', formerProviderId: provider.id } });
    });
    return this.reload(requestId);
  }
}
