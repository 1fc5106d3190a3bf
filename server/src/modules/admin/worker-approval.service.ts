import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { ServiceProvider } from '../providers/service-provider.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { AppPubSub } from '../../events/pubsub';
import { audit } from '../audit/audit.service';
import { assertAdmin, parseId } from '../auth/admin-guard';
import { enqueueAfterCommit } from '../outbox/outbox';
import { publishAccessChanged } from '../auth/session-events';
import { Validator, clean } from '../../shared/validate';
import { conflict, notFound } from '../../shared/errors';
import type { NotificationType } from '../notifications/notification-types';

/** Statuses of a worker who may work (or could): an admin may suspend them. */
const WORKING_STATUSES = ['available', 'approved', 'busy', 'offline'];

/**
 * The admin's decisions on workers: an application approved (the worker may work) or rejected
 * with a reason; a document asked of the worker; the background check recorded complete; a
 * working worker suspended. Each is audited and tells the worker.
 */
export class WorkerApprovalService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
    private readonly pubsub: AppPubSub,
  ) {}

  /** Approve an application: both checks approved and status available, notified account_approved. */
  async approve(viewer: Viewer, providerIdInput: string): Promise<ServiceProvider> {
    assertAdmin(viewer);
    const providerId = parseId(providerIdInput);
    if (!providerId) throw notFound('Worker application');
    const out = await this.em.transactional(async (tx) => {
      const p = await tx.findOne(ServiceProvider, { id: providerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!p) throw notFound('Worker application');
      if (p.status !== 'pending_approval' && p.status !== 'pending' && p.status !== 'rejected') throw conflict('This application was already decided');
      const before = { status: p.status, backgroundCheckStatus: p.backgroundCheckStatus, documentVerificationStatus: p.documentVerificationStatus };
      Object.assign(p, { status: 'available', backgroundCheckStatus: 'approved', documentVerificationStatus: 'approved', onboardingCompleted: true, approvedAt: new Date() });
      audit(tx, viewer, { action: 'worker_approved', entityType: 'service_provider', entityId: p.id, before, after: { status: 'available', backgroundCheckStatus: 'approved', documentVerificationStatus: 'approved' } });
      const notifications = p.user
        ? [this.notifications.queue({ userId: p.user.id, userType: 'worker', type: 'account_approved', title: 'Application approved', message: 'Welcome aboard! Your provider account is approved and you can now accept jobs.' }, tx)]
        : [];
      await enqueueAfterCommit(tx, { notifications });
      return { p };
    });
    // The worker's sessions open as approved now: sockets opened while pending reconnect.
    if (out.p.user) publishAccessChanged(this.pubsub, out.p.user.id);
    return out.p;
  }

  async reject(viewer: Viewer, providerIdInput: string, reason?: string | null): Promise<ServiceProvider> {
    assertAdmin(viewer);
    const providerId = parseId(providerIdInput);
    if (!providerId) throw notFound('Worker application');
    const why = clean(reason);
    new Validator().maxLength(why, 1000, 'reason', 'Reason').throwIfInvalid();
    const out = await this.em.transactional(async (tx) => {
      const p = await tx.findOne(ServiceProvider, { id: providerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!p) throw notFound('Worker application');
      if (p.status !== 'pending_approval' && p.status !== 'pending') throw conflict('This application was already decided');
      const before = { status: p.status, backgroundCheckStatus: p.backgroundCheckStatus, documentVerificationStatus: p.documentVerificationStatus };
      Object.assign(p, { status: 'rejected', backgroundCheckStatus: 'rejected', documentVerificationStatus: 'rejected' });
      audit(tx, viewer, { action: 'worker_rejected', entityType: 'service_provider', entityId: p.id, before, after: { status: 'rejected', backgroundCheckStatus: 'rejected', documentVerificationStatus: 'rejected', reason: why } });
      const notifications = p.user
        ? [this.notifications.queue({ userId: p.user.id, userType: 'worker', type: 'account_rejected', title: 'Application not approved', message: why ? `Your provider application was not approved: ${why}` : 'Your provider application was not approved.' }, tx)]
        : [];
      await enqueueAfterCommit(tx, { notifications });
      return { p };
    });
    return out.p;
  }

  /** Suspend a working worker: status suspended (no job actions), the reason kept, told account_suspended. */
  async suspend(viewer: Viewer, providerIdInput: string, reason?: string | null): Promise<ServiceProvider> {
    assertAdmin(viewer);
    const why = clean(reason);
    new Validator().maxLength(why, 1000, 'reason', 'Reason').throwIfInvalid();
    const out = await this.decide(providerIdInput, 'Worker', async (tx, p) => {
      if (p.status === 'suspended') throw conflict('This worker is already suspended');
      if (!WORKING_STATUSES.includes(p.status)) throw conflict('Only an approved worker can be suspended; decide the application instead');
      const before = { status: p.status };
      Object.assign(p, { status: 'suspended', suspendedAt: new Date(), suspensionReason: why });
      audit(tx, viewer, { action: 'worker_suspended', entityType: 'service_provider', entityId: p.id, before, after: { status: 'suspended', reason: why } });
      return {
        type: 'account_suspended',
        title: 'Account suspended',
        message: why ? `Your provider account is suspended: ${why}. You cannot accept or work on jobs until it is reinstated.` : 'Your provider account is suspended. You cannot accept or work on jobs until it is reinstated.',
        data: { providerId: p.id, reason: why },
      };
    });
    // The worker's open sessions lose job access now.
    if (out.user) publishAccessChanged(this.pubsub, out.user.id);
    return out;
  }

  /** Ask a worker (usually an applicant) for a document, with an optional note: kept on the worker, told document_required. */
  async requestDocument(viewer: Viewer, providerIdInput: string, document: string, note?: string | null): Promise<ServiceProvider> {
    assertAdmin(viewer);
    const what = clean(document);
    const why = clean(note);
    new Validator().required(what, 'document', 'Please name the document').maxLength(what, 200, 'document', 'Document').maxLength(why, 1000, 'note', 'Note').throwIfInvalid();
    return this.decide(providerIdInput, 'Worker', async (tx, p) => {
      if (p.status === 'rejected') throw conflict('This application was rejected');
      Object.assign(p, { documentRequest: what, documentRequestNote: why, documentRequestedAt: new Date() });
      audit(tx, viewer, { action: 'worker_document_requested', entityType: 'service_provider', entityId: p.id, after: { document: what, note: why } });
      return {
        type: 'document_required',
        title: 'Document required',
        message: `Please upload ${what} to continue your application.${why ? ` ${why}` : ''}`,
        data: { providerId: p.id, document: what, note: why },
      };
    });
  }

  /** Record a worker's background check as complete (approved, with its time): told background_check_complete. */
  async completeBackgroundCheck(viewer: Viewer, providerIdInput: string): Promise<ServiceProvider> {
    assertAdmin(viewer);
    return this.decide(providerIdInput, 'Worker', async (tx, p) => {
      if (p.backgroundCheckCompletedAt) throw conflict('This background check was already recorded as complete');
      if (p.status === 'rejected') throw conflict('This application was rejected');
      const before = { backgroundCheckStatus: p.backgroundCheckStatus };
      const at = new Date();
      Object.assign(p, { backgroundCheckStatus: 'approved', backgroundCheckCompletedAt: at });
      audit(tx, viewer, { action: 'worker_background_check_completed', entityType: 'service_provider', entityId: p.id, before, after: { backgroundCheckStatus: 'approved' } });
      const waiting = p.status === 'pending_approval' || p.status === 'pending';
      return {
        type: 'background_check_complete',
        title: 'Background check complete',
        message: waiting ? 'Your background check is complete. We will finish reviewing your application and let you know.' : 'Your background check is complete.',
        data: { providerId: p.id, completedAt: at.toISOString() },
      };
    });
  }

  /** One decision on one worker, locked, in one transaction with the worker's notification (handed to the outbox). */
  private async decide(
    providerIdInput: string,
    what: string,
    change: (tx: EntityManager, p: ServiceProvider) => Promise<{ type: NotificationType; title: string; message: string; data: Record<string, unknown> }>,
  ): Promise<ServiceProvider> {
    const providerId = parseId(providerIdInput);
    if (!providerId) throw notFound(what);
    const p = await this.em.transactional(async (tx) => {
      const found = await tx.findOne(ServiceProvider, { id: providerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw notFound(what);
      const told = await change(tx, found);
      const notifications = found.user ? [this.notifications.queue({ userId: found.user.id, userType: 'worker', ...told }, tx)] : [];
      await enqueueAfterCommit(tx, { notifications });
      return found;
    });
    return p;
  }
}
