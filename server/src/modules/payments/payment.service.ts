/**
 * Module payments: charges and the gateway.
 * Owns: payments, payment_attempts (the attempt protocol: recorded, charged, settled), saved
 * payment methods, the payment gateway (simulated, with its own ledger tables), disputes,
 * recovery of attempts a payer left open, revenue milestones.
 * Words: payment-words.ts (PaymentStatus, PaymentKind); the attempt's states and moves:
 * domain/payment-attempt.ts.
 * Files: payment-plan.ts (what is due, the quote), attempt-record.ts (an attempt recorded under
 * its key), attempt-drive.ts (charged, then settled, declined or given back), attempt-writes.ts
 * (the one conditional writer of an attempt's state), payment-settle.ts (the one write path of
 * money arriving), payment-notices.ts (the notices' texts).
 * Entry points: PaymentService (quote, process, complete), PaymentMethodService,
 * PaymentDisputeService, recoverOpenAttempts, PaymentGateway.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentKind } from './payment.entity';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentAttempt } from './payment-attempt.entity';
import type { CheckoutQuote, ProcessPaymentInput } from './payment.types';
import { amountDue, payableNow, planPayment, quotePayment } from './payment-plan';
import { recordAttempt } from './attempt-record';
import { AttemptDriver, type PaymentOutcome } from './attempt-drive';
import { settlePayment, type TipListener } from './payment-settle';
import { tipAmountProblem } from '../../domain/tip';
import { ServiceRequest } from '../requests/service-request.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { RateLimits } from '../../shared/rate-limit';
import type { Cents } from '../../domain/money';
import { formatDollars } from '../../domain/money';
import { DomainError, badInput, conflict, forbidden, isUniqueViolation, notFound } from '../../shared/errors';
import { assertAdmin, parseId } from '../auth/admin-guard';
import { Client } from '../clients/client.entity';
import { Validator } from '../../shared/validate';
import { PAYMENT_METHODS } from '../../domain/words';
import { PROCESS_PAYMENT_KINDS } from './payment-words';

export { PAYMENT_METHODS } from '../../domain/words';
export { ATTEMPT_HOLD_MS } from './attempt-record';
export type { PaymentOutcome } from './attempt-drive';

/**
 * Payments for clients: the consultation fee and the service balance.
 *
 * 1. The attempt is recorded before the card is charged (`payment_attempts`): its idempotency
 *    key (scoped to the client) is bound for ever to one request, purpose and amount, and only
 *    one attempt per request and purpose is open at a time (the request row is the lock), so
 *    two payments racing for one request never both reach the card.
 * 2. The processor is charged under the same key: a retry gets the same charge, never a second.
 * 3. The payment is settled in one transaction with the attempt moved to succeeded. Only a
 *    conflict the database decided (the request paid meanwhile, cancelled, its balance
 *    changed) gives the charge back, and the attempt remembers it: that key can never pay.
 *    A fault (the database connection dropped, the process died) leaves the attempt open,
 *    charged or not; the retry with the same key, or the recovery sweep, completes it.
 */
export class PaymentService {
  private readonly driver: AttemptDriver;

  constructor(
    private readonly em: EntityManager,
    gateway: PaymentGateway,
    private readonly notifications: NotificationService,
    private readonly limits?: RateLimits,
    tips?: TipListener,
  ) {
    this.driver = new AttemptDriver(em, gateway, notifications, tips);
  }

  /** What checkout charges now for one of the viewer's requests: the fee, else a balance once billed, else nothing. */
  quote(viewer: Viewer, requestId: string): Promise<CheckoutQuote> {
    return quotePayment(this.em, viewer, requestId);
  }

  /**
   * Which payment an admin may record for the client now (adminSimulateClientPayment): the
   * same rule that payment checks, so a request offers the action exactly when it would pass.
   */
  simulatablePayment(r: ServiceRequest, em: EntityManager = this.em): Promise<PaymentKind | null> {
    return payableNow(em, r);
  }

  /** What the client owes now for one kind of payment, from the server's own figures. */
  amountDue(r: ServiceRequest, kind: PaymentKind, em: EntityManager = this.em): Promise<Cents> {
    return amountDue(em, r, kind);
  }

  /**
   * The client pays the consultation fee or the service balance (input.kind) of one of their
   * requests. The answer carries the notifications this call queued (none when the attempt is
   * repeated), so a transport never has to guess them.
   */
  async process(viewer: Viewer, input: ProcessPaymentInput): Promise<PaymentOutcome> {
    if (viewer.clientId === null) throw forbidden('Only clients can pay for requests');
    await this.limits?.consume('payment', String(viewer.user.id));
    const key = (input.idempotencyKey ?? '').trim();
    const kind = input.kind;
    const method = PAYMENT_METHODS.find((m) => m === input.method);
    const tipCents = input.tipCents ?? 0;
    const tipProblem = tipAmountProblem(tipCents, false);
    new Validator()
      .check((PROCESS_PAYMENT_KINDS as readonly string[]).includes(kind), 'kind', 'Choose the consultation fee or the service balance (a tip is added with addTip)')
      .check(key.length >= 8 && key.length <= 100, 'idempotencyKey', 'A payment attempt key of 8 to 100 characters is required')
      .check(method !== undefined, 'method', 'Choose Google Pay, Apple Pay or a card')
      .check(tipProblem === null, 'tipCents', tipProblem ?? '')
      .throwIfInvalid();
    const request = { viewer, key: `${viewer.clientId}:${key}`, requestId: Number(input.requestId) || 0, kind, method: method!, expectedCents: input.expectedAmountCents ?? null, tipCents };
    const attempt = await recordAttempt(this.em, request, (stale) => this.completeStale(stale));
    return this.driver.drive(attempt, input.token ?? null);
  }

  /**
   * The client adds a tip to one of their jobs after it was paid (the balance, or a completed
   * $100 Special): a separate charge through the same attempts, so the key makes a retry safe
   * and a charge given back never settles. One tip per job, up to 7 days after it was paid;
   * 100% goes to the worker. Someone else's request is NOT_FOUND before the amount is judged.
   */
  async addTip(viewer: Viewer, input: { requestId: string; tipCents: number; idempotencyKey: string; method?: string | null; token?: string | null }): Promise<PaymentOutcome> {
    if (viewer.clientId === null) throw forbidden('Only clients can tip for their jobs');
    await this.limits?.consume('payment', String(viewer.user.id));
    const requestId = Number(input.requestId) || 0;
    if (!(await this.em.fork().findOne(ServiceRequest, { id: requestId, client: viewer.clientId }))) throw notFound('Service request');
    const key = (input.idempotencyKey ?? '').trim();
    const method = PAYMENT_METHODS.find((m) => m === (input.method ?? 'card'));
    const tipProblem = tipAmountProblem(input.tipCents, true);
    new Validator()
      .check(tipProblem === null, 'tipCents', tipProblem ?? '')
      .check(key.length >= 8 && key.length <= 100, 'idempotencyKey', 'A payment attempt key of 8 to 100 characters is required')
      .check(method !== undefined, 'method', 'Choose Google Pay, Apple Pay or a card')
      .throwIfInvalid();
    const request = { viewer, key: `${viewer.clientId}:${key}`, requestId, kind: 'tip' as const, method: method!, expectedCents: null, tipCents: input.tipCents };
    const attempt = await recordAttempt(this.em, request, (stale) => this.completeStale(stale));
    return this.driver.drive(attempt, input.token ?? null);
  }

  /** Charges and settles (or declines, or gives back) one attempt; the recovery sweep's entry. */
  complete(attempt: PaymentAttempt, token: string | null): Promise<PaymentOutcome> {
    return this.driver.drive(attempt, token);
  }

  /**
   * An earlier attempt of the request left open (its payer went away, its process died) is
   * completed before a new one is recorded. Its own answer (declined, given back) is its
   * payer's, not this caller's: a decided outcome lets the new attempt go on, a fault does not.
   */
  private async completeStale(stale: PaymentAttempt): Promise<void> {
    try {
      await this.driver.drive(stale, null);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
    }
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
    const plan = await planPayment(this.em, r, r.appointmentFeePaid ? 'balance' : 'consultation');
    if (amountCents !== null && amountCents !== undefined && amountCents !== plan.amountCents) {
      throw badInput([{ path: 'paymentAmountCents', message: `The amount due is ${formatDollars(plan.amountCents)}` }]);
    }
    const client = await this.em.findOne(Client, { id: r.client.id });
    // Outside every client's key space (theirs start with the client id).
    const idempotencyKey = `admin-simulated:${plan.kind}:${r.id}`;
    try {
      await this.em.transactional((em) =>
        settlePayment(em, this.notifications, viewer, { request: r, plan, method: 'simulated', transactionId: `sim_admin_${r.id}_${plan.kind}`, idempotencyKey, clientUserId: client?.user?.id ?? null, byAdmin: true }),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('This request was already paid');
      throw err;
    }
    return { request: await this.em.fork().findOneOrFail(ServiceRequest, { id: r.id }), payout: null, message: 'Payment processed' };
  }
}
