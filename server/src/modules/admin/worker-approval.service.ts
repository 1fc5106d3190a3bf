import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { ServiceProvider } from '../providers/service-provider.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { AppPubSub } from '../../graphql/pubsub';
import { audit } from '../audit/audit.service';
import { assertAdmin, parseId } from './admin-guard';
import { deliverSoon, enqueueAfterCommit } from '../outbox/outbox';
import { publishAccessChanged } from '../auth/session-events';
import { Validator, clean } from '../../shared/validate';
import { conflict, notFound } from '../../shared/errors';

/** The admin's decision on a worker application: approve (the worker may work) or reject with a reason. */
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
    deliverSoon();
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
    deliverSoon();
    return out.p;
  }
}
