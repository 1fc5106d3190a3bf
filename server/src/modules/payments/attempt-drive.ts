import type { EntityManager } from '@mikro-orm/postgresql';
import { Payment } from './payment.entity';
import type { ChargeResult } from './charge';
import type { PaymentGateway } from './payment-gateway';
import { PaymentAttempt } from './payment-attempt.entity';
import { moveAttempt } from './attempt-writes';
import { planPayment } from './payment-plan';
import { settlePayment, type TipListener } from './payment-settle';
import { PAYMENT_LABELS, PAYMENT_NOTICES } from './payment-notices';
import { ServiceRequest } from '../requests/service-request.entity';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import { enqueueAfterCommit } from '../outbox/outbox';
import { PAYMENT_METHODS } from '../../domain/words';
import { UNSETTLED_ATTEMPT_STATES } from '../../domain/payment-attempt';
import { requestNumber } from '../../domain/request-number';
import { DomainError, ErrorCode, conflict, isConnectionLost, isUniqueViolation, serviceUnavailable } from '../../shared/errors';

/** What a completed attempt answers: its payment, the request, and the notifications this call queued (none on a repeat). */
export interface PaymentOutcome {
  payment: Payment;
  request: ServiceRequest;
  notifications: Notification[];
}

/** What one step of `drive` found: the answer, or the attempt moved on by another process (read it again). */
type Step = { done: PaymentOutcome } | { again: true };

/** Moves of an attempt a process may make before its answer; each one leaves a state the table lets end. */
const MAX_STEPS = 6;

const REFUNDED = 'This payment attempt could not be completed and its charge was refunded';

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

/**
 * Completes payment attempts: charge under the attempt's key, then settle, or give the charge
 * back when the database decided the request cannot take it. Safe to run again at any point,
 * by the payer's retry or the recovery sweep: the processor answers the same charge for the
 * key, and the attempt's conditional move lets one settlement through.
 */
export class AttemptDriver {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
    private readonly notices: NotificationService,
    private readonly tips?: TipListener,
  ) {}

  /** Steps the attempt until it has its answer; when another process moved it meanwhile, reads it again and goes on. */
  async drive(attempt: PaymentAttempt, token: string | null): Promise<PaymentOutcome> {
    let a = attempt;
    for (let steps = 0; steps < MAX_STEPS; steps++) {
      const step = await this.step(a, token);
      if ('done' in step) return step.done;
      a = await this.em.fork().findOneOrFail(PaymentAttempt, { id: a.id });
    }
    throw serviceUnavailable('This payment attempt is still being completed. Please check the request in a moment.');
  }

  private async step(a: PaymentAttempt, token: string | null): Promise<Step> {
    switch (a.state) {
      case 'succeeded':
        return { done: await this.answer(a, []) };
      case 'declined':
        throw new DomainError(ErrorCode.PAYMENT_DECLINED, a.outcome ?? 'The payment was declined.');
      case 'refunded':
        throw conflict(a.outcome ?? REFUNDED);
      case 'refunding':
        await this.giveBack(a, a.gatewayTransactionId);
        throw conflict(a.outcome ?? REFUNDED);
      case 'started':
      case 'abandoned':
        break;
    }
    const charge = await this.charge(a, token);
    if (charge.status !== 'succeeded' || !charge.transactionId) {
      const reason = charge.failureReason ?? 'The payment was declined.';
      if (!(await this.decline(a, reason))) return { again: true };
      throw new DomainError(ErrorCode.PAYMENT_DECLINED, reason);
    }
    const transactionId = charge.transactionId;
    if (charge.refundedCents > 0) {
      // Given back already (a decision this attempt's row has not heard of): such a charge never pays.
      const outcome = 'This payment attempt was refunded and cannot pay for anything';
      if (!(await moveAttempt(this.em.fork(), a.id, 'refunded', { outcome, gatewayTransactionId: transactionId }, UNSETTLED_ATTEMPT_STATES))) return { again: true };
      throw conflict(outcome);
    }
    let notifications: Notification[] | null;
    try {
      notifications = await this.em.fork().transactional((em) => this.settle(em, a, transactionId));
    } catch (err) {
      const reason = decidedConflict(err);
      // A fault, not a decision: the attempt stays open and the charge stands for the retry or the sweep to settle.
      if (reason === null) throw err;
      if (!(await moveAttempt(this.em.fork(), a.id, 'refunding', { outcome: reason, gatewayTransactionId: transactionId }))) return { again: true };
      await this.giveBack({ ...a, outcome: reason } as PaymentAttempt, transactionId);
      throw conflict(reason);
    }
    // null: another process moved the attempt first (settled it, or closed it).
    if (notifications === null) return { again: true };
    return { done: await this.answer(a, notifications) };
  }

  /** Asks the processor for the attempt's money under its key: a retry gets the same charge, never a second. */
  private async charge(a: PaymentAttempt, token: string | null): Promise<ChargeResult> {
    try {
      return await this.gateway.charge({
        amountCents: a.amountCents,
        method: a.method,
        token,
        idempotencyKey: a.idempotencyKey,
        description: `${PAYMENT_LABELS[a.kind]} for request ${requestNumber(a.request.id)}`,
        reference: { requestId: a.request.id, kind: a.kind },
      });
    } catch (err) {
      if (isConnectionLost(err)) throw err;
      throw serviceUnavailable('The payment processor did not answer. Nothing was charged twice: please try again with the same attempt.');
    }
  }

  /**
   * The one settle step, in one transaction: the attempt moved to succeeded (the conditional
   * UPDATE holds its row, so a second settler waits and then changes nothing), what it pays
   * for still due, the payment written. Null when the attempt was no longer unsettled.
   */
  private async settle(em: EntityManager, a: PaymentAttempt, transactionId: string): Promise<Notification[] | null> {
    if (!(await moveAttempt(em, a.id, 'succeeded', { gatewayTransactionId: transactionId }))) return null;
    const r = await em.findOneOrFail(ServiceRequest, { id: a.request.id }, { refresh: true });
    const plan = await planPayment(em, r, a.kind, a.tipCents);
    if (plan.amountCents !== a.amountCents) throw conflict('The invoice changed while you were paying, so the charge was reversed. Review the new balance and pay again.');
    const method = PAYMENT_METHODS.find((m) => m === a.method) ?? 'card';
    const settled = await settlePayment(em, this.notices, null, { request: r, plan, method, transactionId, idempotencyKey: a.idempotencyKey, clientUserId: a.payerUserId, byAdmin: false }, this.tips);
    await em.nativeUpdate(PaymentAttempt, { id: a.id }, { paymentId: settled.payment.id });
    return settled.notifications;
  }

  /**
   * Closes an unsettled attempt as declined and tells its payer (payment_declined), in one
   * transaction: only the process that closes the attempt tells, so once per attempt.
   * False when another process moved the attempt first.
   */
  private async decline(a: PaymentAttempt, reason: string): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      if (!(await moveAttempt(em, a.id, 'declined', { outcome: reason, gatewayTransactionId: null }, UNSETTLED_ATTEMPT_STATES))) return false;
      if (a.payerUserId === null) return true;
      const facts = { requestId: a.request.id, title: '', amountCents: a.amountCents, kind: a.kind };
      const declined = this.notices.queue(
        {
          userId: a.payerUserId,
          userType: 'client',
          type: 'payment_declined',
          ...PAYMENT_NOTICES.payment_declined(facts, reason),
          data: { requestId: a.request.id, jobId: a.request.id, attemptId: a.id, amountCents: a.amountCents, kind: a.kind, method: a.method, reason },
        },
        em,
      );
      await enqueueAfterCommit(em, { notifications: [declined] });
      return true;
    });
  }

  /** Refunds the charge of an attempt in refunding (once, under a key of the attempt) and marks it refunded. */
  private async giveBack(a: PaymentAttempt, known: string | null): Promise<void> {
    const transactionId = known ?? (await this.gateway.lookup(a.idempotencyKey))?.transactionId ?? null;
    if (transactionId) await this.gateway.refund(transactionId, a.outcome ?? 'payment attempt not completed', { idempotencyKey: `attempt-refund:${a.idempotencyKey}` });
    await moveAttempt(this.em.fork(), a.id, 'refunded', {}, ['refunding']);
  }

  private async answer(a: PaymentAttempt, notifications: Notification[]): Promise<PaymentOutcome> {
    const fresh = this.em.fork();
    const payment = await fresh.findOneOrFail(Payment, { idempotencyKey: a.idempotencyKey });
    const request = await fresh.findOneOrFail(ServiceRequest, { id: a.request.id });
    return { payment, request, notifications };
  }
}
