import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { Payment } from './payment.entity';
import { ServiceRequest } from '../requests/service-request.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import { audit } from '../audit/audit.service';
import { enqueueAfterCommit } from '../outbox/outbox';
import { Activity } from '../requests/activity.entity';
import { Validator, clean } from '../../shared/validate';
import { conflict, forbidden, notFound } from '../../shared/errors';
import { formatDollars } from '../../domain/money';
import { requestNumber } from '../../domain/request-number';
import { parseId } from '../auth/admin-guard';

const MAX_REASON = 2000;

/** A client disputes one of their payments: recorded on the payment, on the request's timeline and in the audit; admins are told. */
export class PaymentDisputeService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
  ) {}

  async dispute(viewer: Viewer, paymentIdInput: string, reasonInput: string): Promise<Payment> {
    if (viewer.clientId === null) throw forbidden('Only clients can dispute their payments');
    const reason = clean(reasonInput);
    new Validator().required(reason, 'reason', 'Please say why you dispute this payment').maxLength(reason, MAX_REASON, 'reason', 'Reason').throwIfInvalid();
    const paymentId = parseId(paymentIdInput);
    if (!paymentId) throw notFound('Payment');
    const payment = await this.em.transactional(async (tx) => {
      const p = await tx.findOne(Payment, { id: paymentId, client: viewer.clientId! }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!p) throw notFound('Payment');
      if (p.disputedAt) throw conflict('This payment is already disputed');
      if (p.status !== 'succeeded') throw conflict(p.status === 'refunded' ? 'This payment was refunded' : 'Only a completed payment can be disputed');
      const r = await tx.findOneOrFail(ServiceRequest, { id: p.request.id });
      p.disputedAt = new Date();
      p.disputeReason = reason;
      const what = p.kind === 'consultation' ? 'Consultation fee' : 'Service balance';
      audit(tx, viewer, { action: 'payment_disputed', entityType: 'payment', entityId: p.id, requestId: r.id, amountCents: p.amountCents, after: { reason } });
      tx.create(Activity, { request: r.id, actor: viewer.user.id, actorRole: 'client', action: 'payment_disputed', description: `${what} payment of ${formatDollars(p.amountCents)} disputed: ${reason}` });
      const notifications = await this.notifications.queueForAdmins(
        {
          type: 'payment_dispute',
          title: 'Payment Disputed',
          message: `${r.clientName || 'A client'} disputed the ${what.toLowerCase()} payment of ${formatDollars(p.amountCents)} for request ${requestNumber(r.id)} "${r.title}": ${reason}`,
          data: { requestId: r.id, jobId: r.id, paymentId: p.id, amountCents: p.amountCents, kind: p.kind, reason },
        },
        tx,
      );
      await enqueueAfterCommit(tx, { notifications });
      return p;
    });
    return payment;
  }
}
