import type { EntityManager } from '@mikro-orm/postgresql';
import { Payment, type PaymentKind } from './payment.entity';
import type { PaymentGateway } from './payment-gateway';
import type { CheckoutQuote, ProcessPaymentInput } from './payment.types';
import type { BillingDecision } from '../billing/billing.types';
import { ServiceRequest } from '../requests/service-request.entity';
import { Activity } from '../requests/activity.entity';
import { latestInvoice, requestBilling } from '../requests/request-billing';
import { settleBalanceInTransaction } from './ledger';
import { updateRequest } from '../requests/request-writes';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import { deliverSoon, enqueueAfterCommit } from '../outbox/outbox';
import type { AppPubSub } from '../../graphql/pubsub';
import { audit } from '../audit/audit.service';
import type { RateLimits } from '../../shared/rate-limit';
import { CONSULTATION_TOTAL_CENTS } from '../../domain/constants';
import { DONE_STATUSES } from '../../domain/request-status';
import { formatDollars, type Cents } from '../../domain/money';
import { DomainError, ErrorCode, badInput, conflict, forbidden, isUniqueViolation, notFound } from '../../shared/errors';
import { assertAdmin, parseId } from '../admin/admin-guard';
import { Client } from '../clients/client.entity';
import { Validator } from '../../shared/validate';
import { requestNumber } from '../../domain/request-number';

const BILLED_STATUSES: string[] = [...DONE_STATUSES, 'closed_pending_review'];

export { PAYMENT_METHODS } from '../../graphql/enums';
import { PAYMENT_METHODS, type RecordedPaymentMethod } from '../../graphql/enums';

const PAYMENT_KINDS: readonly PaymentKind[] = ['consultation', 'balance'];

const METHOD_LABELS: Record<string, string> = { google_pay: 'Google Pay', apple_pay: 'Apple Pay', card: 'Card' };

interface Plan {
  kind: PaymentKind;
  amountCents: Cents;
}

/** One payment to write: who paid what for which request, and how it was taken. */
interface Settlement {
  request: ServiceRequest;
  plan: Plan;
  method: RecordedPaymentMethod;
  transactionId: string;
  idempotencyKey: string;
  /** The client's account, told of the payment (null: a client without one). */
  clientUserId: number | null;
  /** Recorded by an admin for the client (no card charged), else paid by the client. */
  byAdmin: boolean;
}

/**
 * Payments for clients: the consultation fee and the service balance. Every call carries an
 * idempotency key (scoped to the client); the gateway is charged before the database
 * settles the race: one consultation payment per request (unique partial index), one paid
 * balance (conditional update). A lost race is refunded and answered with CONFLICT.
 */
export class PaymentService {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
    private readonly notifications: NotificationService,
    private readonly pubsub: AppPubSub,
    private readonly limits?: RateLimits,
  ) {}


  /** What checkout charges now for one of the viewer's requests: the fee, else a balance once billed, else nothing. */
  async quote(viewer: Viewer, requestId: string): Promise<CheckoutQuote> {
    if (viewer.clientId === null) throw forbidden('Only clients can pay for requests');
    const r = await this.em.findOne(ServiceRequest, { id: Number(requestId) || 0, client: viewer.clientId });
    if (!r) throw notFound('Service request');
    const base = { requestId: r.id, title: r.title, appointmentFeePaid: r.appointmentFeePaid };
    if (r.status === 'cancelled') return { ...base, dueFor: 'none', amountCents: 0 };
    const fee = await this.amountDue(r, 'consultation');
    if (fee > 0) return { ...base, dueFor: 'consultation', amountCents: fee };
    const balance = await this.amountDue(r, 'balance');
    return balance > 0 ? { ...base, dueFor: 'balance', amountCents: balance } : { ...base, dueFor: 'none', amountCents: 0 };
  }

  /** What the client owes now for one kind of payment, from the server's own figures. */
  async amountDue(r: ServiceRequest, kind: PaymentKind): Promise<Cents> {
    if (kind === 'consultation') return r.appointmentFeePaid ? 0 : CONSULTATION_TOTAL_CENTS;
    // A balance is due once the job is billed: completed (or in review) or invoiced.
    const billed = BILLED_STATUSES.includes(r.status) || (await latestInvoice(this.em, r.id)) !== null;
    if (!billed) return 0;
    const b = await requestBilling(this.em, r);
    return b.balancePaid ? 0 : b.balanceDueCents;
  }

  /** The client pays the consultation fee or the service balance (input.kind) of one of their requests. */
  async process(viewer: Viewer, input: ProcessPaymentInput): Promise<{ payment: Payment; request: ServiceRequest }> {
    if (viewer.clientId === null) throw forbidden('Only clients can pay for requests');
    await this.limits?.consume('payment', String(viewer.user.id));
    const key = (input.idempotencyKey ?? '').trim();
    const kind = input.kind;
    const method = PAYMENT_METHODS.find((m) => m === input.method);
    new Validator()
      .check(PAYMENT_KINDS.includes(kind), 'kind', 'Choose the consultation fee or the service balance')
      .check(key.length >= 8 && key.length <= 100, 'idempotencyKey', 'A payment attempt key of 8 to 100 characters is required')
      .check(method !== undefined, 'method', 'Choose Google Pay, Apple Pay or a card')
      .throwIfInvalid();
    const scopedKey = `${viewer.clientId}:${key}`;

    const replay = await this.em.findOne(Payment, { idempotencyKey: scopedKey });
    if (replay) return this.replay(replay, Number(input.requestId), kind);

    const r = await this.em.findOne(ServiceRequest, { id: Number(input.requestId) || 0 });
    if (!r || r.client.id !== viewer.clientId) throw notFound('Service request');
    let plan: Plan;
    try {
      plan = await this.plan(r, kind);
    } catch (err) {
      // The same attempt sent twice at once (a double click): its twin may have just paid; answer the twin's payment.
      const twin = await this.em.fork().findOne(Payment, { idempotencyKey: scopedKey });
      if (twin) return this.replay(twin, r.id, kind);
      throw err;
    }

    const charge = await this.gateway.charge({
      amountCents: plan.amountCents,
      method: method!,
      token: input.token,
      idempotencyKey: scopedKey,
      description: `${kind === 'consultation' ? 'Consultation fee' : 'Service balance'} for request ${requestNumber(r.id)}`,
    });
    if (charge.status !== 'succeeded' || !charge.transactionId) {
      throw new DomainError(ErrorCode.PAYMENT_DECLINED, charge.failureReason ?? 'The payment was declined.');
    }

    try {
      await this.em.transactional((em) =>
        this.settle(em, viewer, { request: r, plan, method: method!, transactionId: charge.transactionId!, idempotencyKey: scopedKey, clientUserId: viewer.user.id, byAdmin: false }),
      );
    } catch (err) {
      // The twin of this attempt won (the gateway answered both with one charge): answer its payment, refund nothing.
      if (isUniqueViolation(err) || (err instanceof DomainError && err.code === ErrorCode.CONFLICT)) {
        const winner = await this.em.fork().findOne(Payment, { idempotencyKey: scopedKey });
        if (winner) return this.replay(winner, r.id, kind);
      }
      await this.gateway.refund(charge.transactionId, 'lost race: already paid');
      if (isUniqueViolation(err)) throw conflict('The consultation fee for this request has already been paid');
      throw err;
    }

    deliverSoon();

    const fresh = this.em.fork();
    const payment = await fresh.findOneOrFail(Payment, { idempotencyKey: scopedKey });
    const request = await fresh.findOneOrFail(ServiceRequest, { id: r.id });
    return { payment, request };
  }

  /**
   * An admin records the client's payment of what is due now (the consultation fee while it
   * is unpaid, else the balance), as a payment the client made outside the app: no card is
   * charged, and the amount, when given, must be what is due. It is written by the same path
   * as a client's payment, so it notifies alike (the client, the admins, eligible workers of a
   * newly paid request). Recording it twice is a CONFLICT.
   */
  async simulateForClient(viewer: Viewer, requestIdInput: string, amountCents?: number | null): Promise<BillingDecision> {
    assertAdmin(viewer);
    const id = parseId(requestIdInput);
    const r = id ? await this.em.findOne(ServiceRequest, { id }) : null;
    if (!r) throw notFound('Service request');
    const plan = await this.plan(r, r.appointmentFeePaid ? 'balance' : 'consultation');
    if (amountCents !== null && amountCents !== undefined && amountCents !== plan.amountCents) {
      throw badInput([{ path: 'paymentAmountCents', message: `The amount due is ${formatDollars(plan.amountCents)}` }]);
    }
    const client = await this.em.findOne(Client, { id: r.client.id });
    // Outside every client's key space (theirs start with the client id).
    const idempotencyKey = `admin-simulated:${plan.kind}:${r.id}`;
    try {
      await this.em.transactional((em) =>
        this.settle(em, viewer, { request: r, plan, method: 'simulated', transactionId: `sim_admin_${r.id}_${plan.kind}`, idempotencyKey, clientUserId: client?.user?.id ?? null, byAdmin: true }),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('This request was already paid');
      throw err;
    }
    deliverSoon();
    return { request: await this.em.fork().findOneOrFail(ServiceRequest, { id: r.id }), payout: null, message: 'Payment processed' };
  }

  /**
   * The one write path of money arriving, inside the caller's transaction: the payment row,
   * the request's conditional update (one consultation fee, one balance), the invoice it
   * settles, the audit and timeline, and everything told after commit through the outbox.
   */
  private async settle(em: EntityManager, viewer: Viewer, s: Settlement): Promise<void> {
    const { request: r, plan } = s;
    const { kind } = plan;
    const paid = em.create(Payment, {
      request: r.id,
      client: r.client.id,
      kind,
      amountCents: plan.amountCents,
      method: s.method,
      status: 'succeeded',
      gatewayTransactionId: s.transactionId,
      idempotencyKey: s.idempotencyKey,
    });
    await em.flush();
    const now = new Date();
    const changed =
      kind === 'consultation'
        ? await updateRequest(em, r.id, {
            where: { status: 'pending', appointmentFeePaid: false },
            set: { appointmentFeePaid: true, paymentStatus: 'paid', paymentMethod: s.method, paymentDate: now, paymentAmountCents: plan.amountCents },
          })
        : await updateRequest(em, r.id, {
            where: { balancePaid: false, status: { $in: [...DONE_STATUSES, 'closed_pending_review', 'scheduled', 'in_progress'] } },
            set: { balancePaid: true, invoicePaid: true, invoicePaymentAmountCents: plan.amountCents, invoicePaymentDate: now, adminApprovalStatus: 'pending' },
          });
    if (!changed) throw conflict(kind === 'consultation' ? 'The consultation fee for this request has already been paid' : 'The balance of this request has already been paid');
    if (kind === 'balance') await settleBalanceInTransaction(em, r.id, plan.amountCents, now);
    // A money movement: audited in the same transaction as the payment.
    audit(
      em,
      viewer,
      s.byAdmin
        ? { action: 'client_payment_simulated', entityType: 'payment', entityId: paid.id, requestId: r.id, amountCents: plan.amountCents, before: { paid: false }, after: { kind, amountCents: plan.amountCents, method: s.method } }
        : { action: 'payment_received', entityType: 'payment', entityId: paid.id, requestId: r.id, amountCents: plan.amountCents, after: { kind, method: s.method, gatewayTransactionId: s.transactionId } },
    );
    const what = kind === 'consultation' ? 'Consultation fee' : 'Service balance';
    em.create(Activity, {
      request: r.id,
      actor: viewer.user.id,
      actorRole: s.byAdmin ? 'admin' : 'client',
      action: kind === 'consultation' ? 'payment_received' : 'balance_paid',
      description: s.byAdmin ? `${what} of ${formatDollars(plan.amountCents)} paid (recorded by an admin)` : `${what} of ${formatDollars(plan.amountCents)} paid with ${METHOD_LABELS[s.method]}`,
    });
    const notifications = await this.queueNotifications(em, s.clientUserId, r, kind, plan.amountCents);
    // Told after the answer, durably: workers' queues, the payer's notifications, the eligible workers, the admins' review queue.
    await enqueueAfterCommit(em, {
      queue: kind === 'consultation' ? { requestId: r.id, kind: 'paid', categoryIds: [r.category.id] } : undefined,
      notifications,
      newJobAvailable: kind === 'consultation' ? r.id : undefined,
      request: { requestId: r.id, kind: kind === 'consultation' ? 'consultation_paid' : 'balance_paid' },
    });
  }

  private async plan(r: ServiceRequest, kind: PaymentKind): Promise<Plan> {
    if (r.status === 'cancelled') throw conflict('This request was cancelled');
    if (kind === 'consultation') {
      if (r.appointmentFeePaid) throw conflict('The consultation fee for this request has already been paid');
      if (r.status !== 'pending') throw conflict('The consultation fee can only be paid while the request is pending');
      return { kind, amountCents: CONSULTATION_TOTAL_CENTS };
    }
    if (!r.appointmentFeePaid) throw conflict('Pay the consultation fee first');
    const due = await this.amountDue(r, 'balance');
    if (r.balancePaid) throw conflict('The balance of this request has already been paid');
    if (due <= 0) throw conflict('Nothing is due on this request right now');
    return { kind, amountCents: due };
  }

  private async replay(p: Payment, requestId: number, kind: PaymentKind) {
    if (p.request.id !== requestId || p.kind !== kind) throw conflict('This payment attempt key was already used for another payment');
    const request = await this.em.findOneOrFail(ServiceRequest, { id: requestId });
    return { payment: p, request };
  }

  private async queueNotifications(em: EntityManager, clientUserId: number | null, r: ServiceRequest, kind: PaymentKind, amount: Cents): Promise<Notification[]> {
    const data = { requestId: r.id, jobId: r.id, amountCents: amount, kind };
    const n: Notification[] = [];
    if (clientUserId !== null && kind === 'consultation') {
      n.push(
        this.notifications.queue({ userId: clientUserId, userType: 'client', type: 'request_submitted_paid', title: 'Request Confirmed', message: `Request ${requestNumber(r.id)} "${r.title}" is confirmed and in the service queue. We will contact you within 24-48 hours.`, data }, em),
      );
    }
    if (clientUserId !== null) n.push(
      this.notifications.queue({ userId: clientUserId, userType: 'client', type: 'payment_processed', title: 'Payment Processed', message: `Your payment of ${formatDollars(amount)} for request ${requestNumber(r.id)} was processed.`, data }, em),
    );
    n.push(
      ...(await this.notifications.queueForAdmins(
        kind === 'consultation'
          ? { type: 'payment_received', title: 'Consultation Fee Paid', message: `Request ${requestNumber(r.id)} "${r.title}" is paid and waiting for a worker.`, data }
          : { type: 'payment_received', title: 'Service Balance Paid', message: `Request ${requestNumber(r.id)} balance of ${formatDollars(amount)} paid; awaiting admin approval.`, data },
        em,
      )),
    );
    return n;
  }
}
