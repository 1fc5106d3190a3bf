import type { EntityManager } from '@mikro-orm/postgresql';
import { raw } from '@mikro-orm/core';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Activity } from '../requests/activity.entity';
import { Client } from '../clients/client.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import type { BillingDecision } from '../payouts/billing-decision.types';
import { audit } from '../audit/audit.service';
import { assertAdmin, parseId } from '../auth/admin-guard';
import { enqueueAfterCommit } from '../outbox/outbox';
import { formatDollars } from '../../domain/money';
import { conflict, fieldError, notFound } from '../../shared/errors';
import { clean } from '../../shared/validate';
import { businessTimeLabel } from '../jobs/time';
import { requirePayableInvoice, type PayoutService } from '../payouts/payout.service';
import { latestInvoice } from '../invoices/request-billing';
import { transitionStatus } from '../requests/request-writes';
import { requestNumber } from '../../domain/request-number';

/** The admin side of the Project Workflow: inspection and the final approval with payout. */
export class ProjectWorkflowService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
    private readonly payouts: PayoutService,
  ) {}

  private async people(tx: EntityManager, r: ServiceRequest): Promise<{ worker: number | null; client: number | null }> {
    const [p, c] = await Promise.all([r.provider ? tx.findOne(ServiceProvider, { id: r.provider.id }) : null, tx.findOne(Client, { id: r.client.id })]);
    return { worker: p?.user?.id ?? null, client: c?.user?.id ?? null };
  }

  /** Schedule the inspection of a project closed for review. */
  async scheduleInspection(viewer: Viewer, requestIdInput: string, inspectionDate: Date | null | undefined): Promise<ServiceRequest> {
    assertAdmin(viewer);
    if (!inspectionDate || Number.isNaN(new Date(inspectionDate).getTime())) throw fieldError('inspectionDate', 'Please choose the inspection date and time');
    const when = new Date(inspectionDate);
    const requestId = parseId(requestIdInput);
    const out = await this.em.transactional(async (tx) => {
      const r = requestId ? await tx.findOne(ServiceRequest, { id: requestId }) : null;
      if (!r) throw notFound('Service request');
      if (r.status !== 'closed_pending_review') throw conflict('Only a project closed for review can have an inspection scheduled');
      const before = { inspectionDate: r.inspectionDate?.toISOString() ?? null };
      r.inspectionDate = when;
      tx.create(Activity, { request: r, action: 'inspection_scheduled', description: `Inspection scheduled for ${businessTimeLabel(when)}.`, actorRole: 'admin', actor: viewer.user.id });
      audit(tx, viewer, { action: 'inspection_scheduled', entityType: 'service_request', entityId: r.id, requestId: r.id, before, after: { inspectionDate: when.toISOString() } });
      const who = await this.people(tx, r);
      const notifications: Notification[] = [];
      const message = `An inspection of request ${requestNumber(r.id)} (${r.title}) is scheduled for ${businessTimeLabel(when)}.`;
      if (who.worker) notifications.push(this.notifications.queue({ userId: who.worker, userType: 'worker', type: 'inspection_scheduled', title: 'Inspection scheduled', message, data: { requestId: r.id } }, tx));
      if (who.client) notifications.push(this.notifications.queue({ userId: who.client, userType: 'client', type: 'inspection_scheduled', title: 'Inspection scheduled', message, data: { requestId: r.id } }, tx));
      await enqueueAfterCommit(tx, { notifications, request: { requestId: r.id, kind: 'inspection_scheduled' } });
      return r;
    });
    return out;
  }

  /**
   * Approve the project and the worker's payout: non-blank inspection notes are required;
   * closed_pending_review becomes closed_successful by a conditional UPDATE (once), and the
   * payout is created as inspected, all in one transaction.
   */
  async approveProjectPayout(viewer: Viewer, requestIdInput: string, inspectionNotes: string | null | undefined): Promise<BillingDecision> {
    assertAdmin(viewer);
    const notes = clean(inspectionNotes);
    if (!notes) throw fieldError('inspectionNotes', 'Inspection notes are required to approve the project');
    if (notes.length > 5000) throw fieldError('inspectionNotes', 'Inspection notes must be at most 5000 characters');
    const requestId = parseId(requestIdInput);
    const r = requestId ? await this.em.findOne(ServiceRequest, { id: requestId }) : null;
    if (!r) throw notFound('Service request');
    if (r.status !== 'closed_pending_review') throw conflict('Only a project closed for review can be approved');
    requirePayableInvoice(r, await latestInvoice(this.em, r.id));
    const out = await this.em.transactional(async (tx) => {
      const approved = await transitionStatus(tx, r.id, ['closed_pending_review'], 'closed_successful', {
        set: { inspectionNotes: notes, inspectionDate: raw('coalesce(inspection_date, now())'), completedAt: raw('coalesce(completed_at, now())'), adminApprovalStatus: 'approved' },
      });
      if (!approved) throw conflict('This project was just approved by someone else');
      const fresh = await tx.findOneOrFail(ServiceRequest, { id: r.id }, { refresh: true });
      audit(tx, viewer, { action: 'project_approved', entityType: 'service_request', entityId: r.id, requestId: r.id, before: { status: 'closed_pending_review', adminApprovalStatus: r.adminApprovalStatus ?? null }, after: { status: 'closed_successful', adminApprovalStatus: 'approved', inspectionNotes: notes } });
      const payout = await this.payouts.createInTransaction(tx, viewer, fresh, { inspected: true });
      if (fresh.provider) {
        const p = await tx.findOneOrFail(ServiceProvider, { id: fresh.provider.id });
        p.completedJobs += 1;
      }
      tx.create(Activity, { request: fresh, action: 'inspection_approved', description: `Inspection passed; payout of ${formatDollars(payout.amountCents)} released. Notes: ${notes}`, actorRole: 'admin', actor: viewer.user.id });
      const who = await this.people(tx, fresh);
      const notifications: Notification[] = [];
      if (who.worker) notifications.push(this.notifications.queue({ userId: who.worker, userType: 'worker', type: 'payment_received', title: 'Project approved', message: `Request ${requestNumber(r.id)} passed inspection; your payout of ${formatDollars(payout.amountCents)} was released.`, data: { requestId: r.id, payoutId: payout.id } }, tx));
      if (who.client) notifications.push(this.notifications.queue({ userId: who.client, userType: 'client', type: 'project_approved', title: 'Project approved', message: `Your project ${requestNumber(r.id)} (${r.title}) passed inspection and is closed.`, data: { requestId: r.id } }, tx));
      await enqueueAfterCommit(tx, { notifications, request: { requestId: r.id, kind: 'project_approved' } });
      return { fresh, payout };
    });
    return { request: out.fresh, payout: out.payout, message: 'Project approved - worker payout processed' };
  }
}
