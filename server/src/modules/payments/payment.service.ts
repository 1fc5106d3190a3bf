import type { EntityManager } from '@mikro-orm/postgresql';
import { Payment, type PaymentKind } from './payment.entity';
import type { ChargeResult } from './charge';
import type { PaymentGateway } from './payment-gateway';
import { OPEN_ATTEMPT_STATES, PaymentAttempt, type AttemptState } from './payment-attempt.entity';
import type { CheckoutQuote, ProcessPaymentInput } from './payment.types';
import { ServiceRequest } from '../requests/service-request.entity';
import { Activity } from '../requests/activity.entity';
import { latestInvoice, requestBilling } from '../invoices/request-billing';
import { settleBalanceInTransaction } from './ledger';
import { updateRequest } from '../requests/request-writes';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import { deliverSoon, enqueueAfterCommit } from '../outbox/outbox';
import type { AppPubSub } from '../../events/pubsub';
import { audit } from '../audit/audit.service';
import type { RateLimits } from '../../shared/rate-limit';
import { CONSULTATION_TOTAL_CENTS } from '../../domain/constants';
import { balanceLines, consultationLines } from '../../domain/billing';
import { DONE_STATUSES } from '../../domain/request-status';
import { formatDollars, type Cents } from '../../domain/money';
import { DomainError, ErrorCode, badInput, conflict, forbidden, isConnectionLost, isUniqueViolation, notFound, serviceUnavailable } from '../../shared/errors';
import { assertAdmin, parseId } from '../auth/admin-guard';
import { Client } from '../clients/client.entity';
import { Validator } from '../../shared/validate';
import { requestNumber } from '../../domain/request-number';
import { queueRevenueMilestones } from './revenue-milestones';

const BILLED_STATUSES: string[] = [...DONE_STATUSES, 'closed_pending_review'];

export { PAYMENT_METHODS } from '../../domain/words';
import { PAYMENT_METHODS, type RecordedPaymentMethod } from '../../domain/words';

const PAYMENT_KINDS: readonly PaymentKind[] = ['consultation', 'balance'];

type PaymentMethodWord = (typeof PAYMENT_METHODS)[number];

/**
 * The message of a conflict the database decided (the request already paid, cancelled, its
 * balance changed, a unique index refusing a second fee), or null for anything else: only a
 * decision, never a fault, may give a charge back.
 */
function decidedConflict(err: unknown): string | null {
  if (err instanceof DomainError && err.code === ErrorCode.CONFLICT) return err.message;
  if (isUniqueViolation(err)) return 'The consultation fee for this request has already been paid';
  return null;
}

/** A known attempt answers only for the request and purpose its key was first used for. */
function boundTo(a: PaymentAttempt, requestId: number, kind: PaymentKind): PaymentAttempt {
  if (a.request.id !== requestId || a.kind !== kind) {
    throw badInput([{ path: 'idempotencyKey', message: 'This payment attempt key was already used for another payment; start a new attempt with a new key' }]);
  }
  return a;
}

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

/** How long an open attempt holds its request before another attempt may complete it for it. */
export const ATTEMPT_HOLD_MS = 30_000;

/** An attempt that another process closed (declined, refunding, refunded) while this one worked on it. */
class AttemptClosed extends Error {}

/**
 * Payments for clients: the consultation fee and the service balance, in atomic phases.
 *
 * 1. The attempt is recorded before the card is charged (`payment_attempts`): its idempotency
 *    key (scoped to the client) is bound for ever to one request, purpose and amount, and only
 *    one attempt per request and purpose is open at a time (the request row is the lock), so
 *    two payments racing for one request never both reach the card.
 * 2. The processor is charged under the same key: a retry gets the same charge, never a second.
 * 3. The payment is settled in one transaction with the attempt marked succeeded. Only a
 *    conflict the database decided (the request paid meanwhile, cancelled, its balance
 *    changed) gives the charge back, and the attempt remembers it: that key can never pay.
 *    A fault (the database connection dropped, the process died) leaves the attempt open,
 *    charged or not; the retry with the same key, or the recovery sweep, completes it.
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
    const nothing: CheckoutQuote = { ...base, dueFor: 'none', amountCents: 0, lines: [] };
    if (r.status === 'cancelled') return nothing;
    const fee = await this.amountDue(r, 'consultation');
    if (fee > 0) return { ...base, dueFor: 'consultation', amountCents: fee, lines: consultationLines() };
    const balance = await this.amountDue(r, 'balance');
    if (balance <= 0) return nothing;
    return { ...base, dueFor: 'balance', amountCents: balance, lines: balanceLines(await requestBilling(this.em, r)) };
  }

  /**
   * Which payment an admin may record for the client now (adminSimulateClientPayment): the
   * same rule that payment checks, so a request offers the action exactly when it would pass.
   */
  async simulatablePayment(r: ServiceRequest, em: EntityManager = this.em): Promise<PaymentKind | null> {
    try {
      return (await this.plan(r, r.appointmentFeePaid ? 'balance' : 'consultation', em)).kind;
    } catch (err) {
      if (err instanceof DomainError && err.code === ErrorCode.CONFLICT) return null;
      throw err;
    }
  }

  /** What the client owes now for one kind of payment, from the server's own figures. */
  async amountDue(r: ServiceRequest, kind: PaymentKind, em: EntityManager = this.em): Promise<Cents> {
    if (kind === 'consultation') return r.appointmentFeePaid ? 0 : CONSULTATION_TOTAL_CENTS;
    // A balance is due once the job is billed: completed (or in review) or invoiced.
    const billed = BILLED_STATUSES.includes(r.status) || (await latestInvoice(em, r.id)) !== null;
    if (!billed) return 0;
    const b = await requestBilling(em, r);
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
    const attempt = await this.begin(viewer, `${viewer.clientId}:${key}`, Number(input.requestId) || 0, kind, method!, input.expectedAmountCents ?? null);
    return this.complete(attempt, input.token ?? null);
  }

  /**
   * Phase 1: the attempt under this key, recorded now if it is new. A known key answers its
   * own attempt, and only for the request and purpose it was first used for. A new attempt
   * is planned under the request's row lock: nothing due, or another attempt of the request
   * still open, and nothing is recorded or charged.
   */
  private async begin(viewer: Viewer, key: string, requestId: number, kind: PaymentKind, method: PaymentMethodWord, expectedCents: number | null): Promise<PaymentAttempt> {
    for (let round = 0; ; round++) {
      const known = await this.em.fork().findOne(PaymentAttempt, { idempotencyKey: key });
      if (known) return boundTo(known, requestId, kind);
      let stale: PaymentAttempt | null = null;
      try {
        const created = await this.em.fork().transactional(async (em) => {
          const [row] = await em.execute<{ client_id: number }[]>('select client_id from service_requests where id = ? for update', [requestId]);
          // The same key sent twice at once (a double click): its twin recorded the attempt while this one waited for the lock.
          const twin = await em.findOne(PaymentAttempt, { idempotencyKey: key });
          if (twin) return boundTo(twin, requestId, kind);
          if (!row || row.client_id !== viewer.clientId) throw notFound('Service request');
          const r = await em.findOneOrFail(ServiceRequest, { id: requestId });
          const plan = await this.plan(r, kind, em);
          if (expectedCents !== null && expectedCents !== plan.amountCents) {
            throw conflict(`The amount due is now ${formatDollars(plan.amountCents)}, not ${formatDollars(expectedCents)}. Review it and pay again; nothing was charged.`);
          }
          const open = await em.findOne(PaymentAttempt, { request: requestId, kind, state: { $in: OPEN_ATTEMPT_STATES } }, { orderBy: { id: 'asc' } });
          if (open) {
            if (round > 0 || Date.now() - open.updatedAt.getTime() < ATTEMPT_HOLD_MS) {
              throw conflict('A payment for this request is already being processed. Please wait a moment, then check the request before paying again.');
            }
            stale = open;
            return null;
          }
          return em.create(PaymentAttempt, { idempotencyKey: key, request: requestId, client: r.client.id, payerUserId: viewer.user.id, kind, amountCents: plan.amountCents, method });
        });
        if (created) return created;
      } catch (err) {
        // The twin recorded the same key first: answer that attempt.
        if (isUniqueViolation(err)) continue;
        throw err;
      }
      // An earlier attempt of this request was left open (its payer went away, its process died): complete it first.
      if (stale) await this.complete(stale, null).catch(() => undefined);
    }
  }

  /**
   * Phases 2 and 3 for one attempt: charge under its key, then settle, or give the charge back
   * when the database decided the request cannot take it. Safe to run again at any point, by
   * the payer's retry or the recovery sweep: the processor answers the same charge for the
   * key, and the attempt's row lock lets one settlement through.
   */
  async complete(attempt: PaymentAttempt, token: string | null): Promise<{ payment: Payment; request: ServiceRequest }> {
    const a = attempt;
    switch (a.state) {
      case 'succeeded':
        return this.answer(a);
      case 'declined':
        throw new DomainError(ErrorCode.PAYMENT_DECLINED, a.outcome ?? 'The payment was declined.');
      case 'refunded':
        throw conflict(a.outcome ?? 'This payment attempt could not be completed and its charge was refunded');
      case 'refunding':
        await this.giveBack(a);
        throw conflict(a.outcome ?? 'This payment attempt could not be completed and its charge was refunded');
      default:
        break;
    }
    const r = await this.em.fork().findOneOrFail(ServiceRequest, { id: a.request.id });
    let charge: ChargeResult;
    try {
      charge = await this.gateway.charge({
        amountCents: a.amountCents,
        method: a.method,
        token,
        idempotencyKey: a.idempotencyKey,
        description: `${a.kind === 'consultation' ? 'Consultation fee' : 'Service balance'} for request ${requestNumber(r.id)}`,
        reference: { requestId: r.id, kind: a.kind },
      });
    } catch (err) {
      if (isConnectionLost(err)) throw err;
      throw serviceUnavailable('The payment processor did not answer. Nothing was charged twice: please try again with the same attempt.');
    }
    if (charge.status !== 'succeeded' || !charge.transactionId) {
      const reason = charge.failureReason ?? 'The payment was declined.';
      await this.decline(a, reason);
      throw new DomainError(ErrorCode.PAYMENT_DECLINED, reason);
    }
    if (charge.refundedCents > 0) {
      // Given back already (a decision this attempt's row has not heard of): such a charge never pays.
      await this.close(a, 'refunded', 'This payment attempt was refunded and cannot pay for anything', charge.transactionId);
      throw conflict('This payment attempt was refunded and cannot pay for anything');
    }
    try {
      await this.em.fork().transactional((em) => this.settleAttempt(em, a, charge.transactionId!));
    } catch (err) {
      if (err instanceof AttemptClosed) return this.complete(await this.em.fork().findOneOrFail(PaymentAttempt, { id: a.id }), token);
      const reason = decidedConflict(err);
      // A fault, not a decision: the attempt stays open and the charge stands for the retry or the sweep to settle.
      if (reason === null) throw err;
      if (!(await this.close(a, 'refunding', reason, charge.transactionId))) {
        return this.complete(await this.em.fork().findOneOrFail(PaymentAttempt, { id: a.id }), token);
      }
      await this.giveBack({ ...a, gatewayTransactionId: charge.transactionId, outcome: reason } as PaymentAttempt);
      throw conflict(reason);
    }
    deliverSoon();
    return this.answer(a);
  }

  /** Phase 3, in one transaction: the attempt (locked) still open, what it pays for still due, the payment written. */
  private async settleAttempt(em: EntityManager, a: PaymentAttempt, transactionId: string): Promise<void> {
    const [locked] = await em.execute<{ state: AttemptState }[]>('select state from payment_attempts where id = ? for update', [a.id]);
    if (locked.state === 'succeeded') return;
    if (locked.state !== 'started' && locked.state !== 'abandoned') throw new AttemptClosed();
    const r = await em.findOneOrFail(ServiceRequest, { id: a.request.id }, { refresh: true });
    const plan = await this.plan(r, a.kind, em);
    if (plan.amountCents !== a.amountCents) throw conflict('The invoice changed while you were paying, so the charge was reversed. Review the new balance and pay again.');
    const method = PAYMENT_METHODS.find((m) => m === a.method) ?? 'card';
    const payment = await this.settle(em, null, { request: r, plan, method, transactionId, idempotencyKey: a.idempotencyKey, clientUserId: a.payerUserId, byAdmin: false });
    await em.nativeUpdate(PaymentAttempt, { id: a.id }, { state: 'succeeded', gatewayTransactionId: transactionId, paymentId: payment.id, updatedAt: new Date() });
  }

  /** Moves an open attempt to an end state (or to refunding); false when another process closed it first. */
  private async close(a: PaymentAttempt, state: AttemptState, outcome: string, transactionId: string | null): Promise<boolean> {
    const changed = await this.em.fork().nativeUpdate(PaymentAttempt, { id: a.id, state: { $in: ['started', 'abandoned'] } }, { state, outcome: outcome.slice(0, 300), gatewayTransactionId: transactionId, updatedAt: new Date() });
    return changed > 0;
  }

  /**
   * Closes an open attempt as declined and tells its payer (payment_declined), in one
   * transaction: only the process that closes the attempt tells, so once per attempt.
   */
  private async decline(a: PaymentAttempt, reason: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const changed = await em.nativeUpdate(PaymentAttempt, { id: a.id, state: { $in: ['started', 'abandoned'] } }, { state: 'declined', outcome: reason.slice(0, 300), gatewayTransactionId: null, updatedAt: new Date() });
      if (!changed || a.payerUserId === null) return;
      const what = a.kind === 'consultation' ? 'consultation fee' : 'service balance';
      const declined = this.notifications.queue(
        {
          userId: a.payerUserId,
          userType: 'client',
          type: 'payment_declined',
          title: 'Payment Declined',
          message: `Your ${what} payment of ${formatDollars(a.amountCents)} for request ${requestNumber(a.request.id)} was declined: ${reason.replace(/[.\s]+$/, '')}. Nothing was charged.`,
          data: { requestId: a.request.id, jobId: a.request.id, attemptId: a.id, amountCents: a.amountCents, kind: a.kind, method: a.method, reason },
        },
        em,
      );
      await enqueueAfterCommit(em, { notifications: [declined] });
    });
    deliverSoon();
  }

  /** Refunds the charge of an attempt in refunding (once, under a key of the attempt) and marks it refunded. */
  private async giveBack(a: PaymentAttempt): Promise<void> {
    const transactionId = a.gatewayTransactionId ?? (await this.gateway.lookup(a.idempotencyKey))?.transactionId ?? null;
    if (transactionId) await this.gateway.refund(transactionId, a.outcome ?? 'payment attempt not completed', { idempotencyKey: `attempt-refund:${a.idempotencyKey}` });
    await this.em.fork().nativeUpdate(PaymentAttempt, { id: a.id, state: 'refunding' }, { state: 'refunded', updatedAt: new Date() });
  }

  private async answer(a: PaymentAttempt): Promise<{ payment: Payment; request: ServiceRequest }> {
    const fresh = this.em.fork();
    const payment = await fresh.findOneOrFail(Payment, { idempotencyKey: a.idempotencyKey });
    const request = await fresh.findOneOrFail(ServiceRequest, { id: a.request.id });
    return { payment, request };
  }

  /**
   * An admin records the client's payment of what is due now (the consultation fee while it
   * is unpaid, else the balance), as a payment the client made outside the app: no card is
   * charged, and the amount, when given, must be what is due. It is written by the same path
   * as a client's payment, so it notifies alike (the client, the admins, eligible workers of a
   * newly paid request). Recording it twice is a CONFLICT.
   */
  async simulateForClient(viewer: Viewer, requestIdInput: string, amountCents?: number | null): Promise<{ request: ServiceRequest; payout: null; message: string }> {
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
  private async settle(em: EntityManager, viewer: Viewer | null, s: Settlement): Promise<Payment> {
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
      actor: viewer?.user.id ?? s.clientUserId ?? undefined,
      actorRole: s.byAdmin ? 'admin' : 'client',
      action: kind === 'consultation' ? 'payment_received' : 'balance_paid',
      description: s.byAdmin ? `${what} of ${formatDollars(plan.amountCents)} paid (recorded by an admin)` : `${what} of ${formatDollars(plan.amountCents)} paid with ${METHOD_LABELS[s.method]}`,
    });
    const notifications = [...(await this.queueNotifications(em, s.clientUserId, r, kind, plan.amountCents)), ...(await queueRevenueMilestones(em, this.notifications, r, paid.id, plan.amountCents))];
    // Told after the answer, durably: workers' queues, the payer's notifications, the eligible workers, the admins' review queue.
    await enqueueAfterCommit(em, {
      queue: kind === 'consultation' ? { requestId: r.id, kind: 'paid', categoryIds: [r.category.id] } : undefined,
      notifications,
      newJobAvailable: kind === 'consultation' ? r.id : undefined,
      request: { requestId: r.id, kind: kind === 'consultation' ? 'consultation_paid' : 'balance_paid' },
    });
    return paid;
  }

  private async plan(r: ServiceRequest, kind: PaymentKind, em: EntityManager = this.em): Promise<Plan> {
    if (r.status === 'cancelled') throw conflict('This request was cancelled');
    if (kind === 'consultation') {
      if (r.appointmentFeePaid) throw conflict('The consultation fee for this request has already been paid');
      if (r.status !== 'pending') throw conflict('The consultation fee can only be paid while the request is pending');
      return { kind, amountCents: CONSULTATION_TOTAL_CENTS };
    }
    if (!r.appointmentFeePaid) throw conflict('Pay the consultation fee first');
    const due = await this.amountDue(r, 'balance', em);
    if (r.balancePaid) throw conflict('The balance of this request has already been paid');
    if (due <= 0) throw conflict('Nothing is due on this request right now');
    return { kind, amountCents: due };
  }

  private async queueNotifications(em: EntityManager, clientUserId: number | null, r: ServiceRequest, kind: PaymentKind, amount: Cents): Promise<Notification[]> {
    const data = { requestId: r.id, jobId: r.id, amountCents: amount, kind };
    const n: Notification[] = [];
    if (clientUserId !== null && kind === 'consultation') {
      n.push(
        this.notifications.queue({ userId: clientUserId, userType: 'client', type: 'request_submitted_paid', title: 'Request Confirmed', message: `Request ${requestNumber(r.id)} "${r.title}" is confirmed and in the service queue. We will contact you within 24-48 hours.`, data }, em),
      );
    }
    // The fee's receipt is the confirmation's; the balance paid is the job paid in full (one notice, one e-mail: payment_success).
    if (clientUserId !== null && kind === 'consultation') n.push(
      this.notifications.queue({ userId: clientUserId, userType: 'client', type: 'payment_processed', title: 'Payment Processed', message: `Your payment of ${formatDollars(amount)} for request ${requestNumber(r.id)} was processed.`, data }, em),
    );
    if (clientUserId !== null && kind === 'balance') n.push(
      this.notifications.queue({ userId: clientUserId, userType: 'client', type: 'payment_success', title: 'Paid in Full', message: `Your payment of ${formatDollars(amount)} for request ${requestNumber(r.id)} was received: "${r.title}" is paid in full.`, data }, em),
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
