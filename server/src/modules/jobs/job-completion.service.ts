import { raw } from '@mikro-orm/core';
import type { ServiceRequest } from '../requests/service-request.entity';
import { Activity } from '../requests/activity.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { ServiceCategory } from '../catalog/service-category.entity';
import type { Notification } from '../notifications/notification.entity';
import type { Viewer } from '../auth/viewer';
import { audit } from '../audit/audit.service';
import { ACTIVE_STATUSES } from '../../domain/request-status';
import { CONSULTATION_FEE_CENTS, SPECIAL_WORKER_EARNINGS_CENTS } from '../../domain/constants';
import { formatDollars } from '../../domain/money';
import { conflict } from '../../shared/errors';
import { isProjectWorkflow } from '../../domain/project-workflow';
import { STALE_MESSAGE, withStaleCheck } from './job-errors';
import { transitionStatus } from '../requests/request-writes';
import { requestNumber } from '../../domain/request-number';
import { JobActions } from './job-actions';
import { enqueueAfterCommit } from '../outbox/outbox';

/** The worker finishes a job: simple completion, the Project Workflow's review, or the $100 Special. */
export class JobCompletionService extends JobActions {
  /**
   * Mark a job complete. Simple jobs become completed (the client is told 'Job Completed!');
   * Project Workflow jobs (estimate over $500 or Home Improvements) become
   * closed_pending_review and wait for the admin's inspection.
   */
  async complete(viewer: Viewer, requestId: number): Promise<ServiceRequest> {
    await withStaleCheck(() =>
      this.em.transactional(async (tx) => {
        const { r, provider } = await this.ownJob(tx, viewer, requestId);
        if (!ACTIVE_STATUSES.includes(r.status)) throw conflict(`Only scheduled or in-progress jobs can be marked complete (this one is ${r.displayStatus.replace(/_/g, ' ')})`);
        const category = await tx.findOne(ServiceCategory, r.category.id);
        const workflow = isProjectWorkflow(r, category?.name);
        const before = r.status;
        const after = workflow ? 'closed_pending_review' : 'completed';
        const moved = await transitionStatus(tx, r.id, ACTIVE_STATUSES, after, { where: { version: r.version, provider: provider.id }, set: workflow ? {} : { completedAt: new Date() } });
        if (!moved) throw conflict(STALE_MESSAGE);
        const clientUser = await this.clientUserId(tx, r);
        const queued: Notification[] = [];
        if (workflow) {
          tx.create(Activity, { request: r, actor: viewer.user.id, actorRole: 'worker', action: 'project_completed', description: 'Project marked as completed - pending admin review' });
          if (clientUser) queued.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'job_completed', title: 'Project Completed', message: `${provider.name} finished your ${r.title} project. Our team will inspect the work before closing it.`, data: { jobId: r.id, requestId: r.id } }, tx));
          queued.push(...(await this.notifications.queueForAdmins({ type: 'job_requires_review', title: 'Project Awaiting Inspection', message: `Request ${requestNumber(r.id)} (${r.title}) was marked complete by ${provider.name} and needs an inspection.`, data: { jobId: r.id, requestId: r.id } }, tx)));
        } else {
          await tx.nativeUpdate(ServiceProvider, { id: provider.id }, { completedJobs: raw('completed_jobs + 1') });
          tx.create(Activity, { request: r, actor: viewer.user.id, actorRole: 'worker', action: 'job_completed', description: `${provider.name} marked the job complete` });
          if (clientUser) queued.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'job_completed', title: 'Job Completed!', message: `${provider.name} marked your ${r.title} job as complete.`, data: { jobId: r.id, requestId: r.id } }, tx));
        }
        audit(tx, viewer, { action: workflow ? 'project_completed' : 'job_completed', entityType: 'service_request', entityId: r.id, requestId: r.id, before: { status: before }, after: { status: after } });
        await tx.flush();
        await enqueueAfterCommit(tx, { notifications: queued, request: { requestId: r.id, kind: workflow ? 'project_completed' : 'completed' } });
      }),
    );
    return this.reload(requestId);
  }

  /**
   * The $100 Special: a flat-rate completion, allowed while scheduled or in progress. The
   * consultation fee covers it (balance 0), the worker earns $78.25 plus tips, and the case
   * goes to the admin review queue (adminApprovalStatus pending).
   */
  async completeSpecial(viewer: Viewer, requestId: number): Promise<ServiceRequest> {
    await withStaleCheck(() =>
      this.em.transactional(async (tx) => {
        const { r, provider } = await this.ownJob(tx, viewer, requestId);
        if (!ACTIVE_STATUSES.includes(r.status)) throw conflict(`The $100 Special is only available for scheduled or in-progress jobs (this one is ${r.displayStatus.replace(/_/g, ' ')})`);
        // A series' later visit has no consultation fee of its own (the series paid it once): nothing covers a $100 Special.
        if (r.appointmentFeeCents !== CONSULTATION_FEE_CENTS) throw conflict('The $100 Special is covered by a consultation fee, and this visit of a series has none of its own: invoice the work instead');
        const before = r.status;
        const moved = await transitionStatus(tx, r.id, ACTIVE_STATUSES, 'completed', {
          where: { version: r.version, provider: provider.id },
          set: { hundredDollarSpecial: true, completedAt: new Date(), actualCostCents: CONSULTATION_FEE_CENTS, invoicePaid: true, adminApprovalStatus: 'pending' },
        });
        if (!moved) throw conflict(STALE_MESSAGE);
        await tx.nativeUpdate(ServiceProvider, { id: provider.id }, { completedJobs: raw('completed_jobs + 1') });
        tx.create(Activity, { request: r, actor: viewer.user.id, actorRole: 'worker', action: 'hundred_dollar_special', description: `Completed as a $100 Special: covered by the consultation fee; worker earns ${formatDollars(SPECIAL_WORKER_EARNINGS_CENTS)} plus tips. Awaiting admin review.` });
        audit(tx, viewer, { action: 'hundred_dollar_special', entityType: 'service_request', entityId: r.id, requestId: r.id, amountCents: SPECIAL_WORKER_EARNINGS_CENTS, before: { status: before }, after: { status: 'completed', hundredDollarSpecial: true } });
        const clientUser = await this.clientUserId(tx, r);
        await tx.flush();
        const out: Notification[] = [];
        if (clientUser) out.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'job_completed', title: 'Job Completed!', message: `${provider.name} completed your ${r.title} job as a $100 Special. Your consultation fee covers it: nothing more is due.`, data: { jobId: r.id, requestId: r.id } }, tx));
        out.push(...(await this.notifications.queueForAdmins({ type: 'job_requires_review', title: '$100 Special Awaiting Review', message: `Request ${requestNumber(r.id)} (${r.title}) was completed as a $100 Special by ${provider.name}.`, data: { jobId: r.id, requestId: r.id } }, tx)));
        await enqueueAfterCommit(tx, { notifications: out, request: { requestId: r.id, kind: 'hundred_dollar_special' } });
      }),
    );
    return this.reload(requestId);
  }
}
