import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Payment } from './payment.entity';
import { planPayment, type Plan } from './payment-plan';
import { PAYMENT_NOTICES, type PaymentFacts } from './payment-notices';
import { settleBalanceInTransaction } from './ledger';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Activity } from '../requests/activity.entity';
import { updateRequest } from '../requests/request-writes';
import type { Viewer } from '../auth/viewer';
import { resolveNotices, type NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import { enqueue, enqueueAfterCommit } from '../outbox/outbox';
import { audit } from '../audit/audit.service';
import { BALANCE_PAYABLE_STATUSES } from '../../domain/request-status';
import { formatDollars, type Cents } from '../../domain/money';
import type { RecordedPaymentMethod } from '../../domain/words';
import { conflict } from '../../shared/errors';

const METHOD_LABELS: Record<string, string> = { google_pay: 'Google Pay', apple_pay: 'Apple Pay', card: 'Card' };

/** One payment to write: who paid what for which request, and how it was taken. */
export interface Settlement {
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
 * What a higher module does inside a tip's transaction (payouts: a payout already made for
 * the job grows by the tip, which is 100% the worker's). Taken as an interface so payments
 * never imports the modules above it.
 */
export interface TipListener {
  tipSettled(em: EntityManager, requestId: number, tipCents: Cents): Promise<void>;
}

/** The payment written, and the notifications it queued (delivered after commit by the outbox). */
export interface Settled {
  payment: Payment;
  notifications: Notification[];
}

/**
 * The one write path of money arriving, inside the caller's transaction: the payment row,
 * the request's conditional update (one consultation fee, one balance), the invoice it
 * settles, the audit and timeline, and everything told after commit through the outbox.
 */
export async function settlePayment(em: EntityManager, notices: NotificationService, viewer: Viewer | null, s: Settlement, tips?: TipListener): Promise<Settled> {
  if (s.plan.kind === 'tip') return settleTip(em, notices, s, tips);
  const { request: r, plan } = s;
  const { kind } = plan;
  const paid = em.create(Payment, {
    request: r.id,
    client: r.client.id,
    kind,
    amountCents: plan.amountCents,
    tipCents: plan.tipCents,
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
          where: { balancePaid: false, status: { $in: BALANCE_PAYABLE_STATUSES } },
          set: { balancePaid: true, invoicePaid: true, invoicePaymentAmountCents: plan.amountCents, invoicePaymentDate: now, adminApprovalStatus: 'pending', ...(plan.tipCents > 0 ? { tipCents: raw('tip_cents + ?', [plan.tipCents]) } : {}) },
        });
  if (!changed) await refuseChanged(em, r.id, plan);
  if (kind === 'balance') await settleBalanceInTransaction(em, r.id, plan.amountCents, now);
  // A decline of this payment is no longer true: the URGENT "Payment Declined" notice is resolved.
  await resolveNotices(em, 'payment_declined', r.id, { kind });
  // An invoice "ready to view and pay" is paid now.
  if (kind === 'balance') await resolveNotices(em, 'invoice_ready', r.id);
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
    description: s.byAdmin
      ? `${what} of ${formatDollars(plan.amountCents)} paid (recorded by an admin)`
      : `${what} of ${formatDollars(plan.amountCents)} paid with ${METHOD_LABELS[s.method]}${plan.tipCents > 0 ? `, with a tip of ${formatDollars(plan.tipCents)} for the worker` : ''}`,
  });
  const notifications = [
    ...(await queuePaidNotices(em, notices, s.clientUserId, r, plan)),
    ...(await queueTipNotice(em, notices, r, plan.tipCents)),
  ];
  // Told after the answer, durably: workers' queues, the payer's notifications, the eligible workers, the admins' review queue.
  await enqueueAfterCommit(em, {
    queue: kind === 'consultation' ? { requestId: r.id, kind: 'paid', categoryIds: [r.category.id] } : undefined,
    notifications,
    newJobAvailable: kind === 'consultation' ? r.id : undefined,
    request: { requestId: r.id, kind: kind === 'consultation' ? 'consultation_paid' : 'balance_paid' },
  });
  // Revenue milestones are counted after the commit (revenue-milestones.ts): no lock across every payment.
  enqueue(em, { type: 'revenue_milestones', requestId: r.id, paymentId: paid.id, amountCents: plan.amountCents });
  return { payment: paid, notifications };
}

/**
 * The request no longer took the payment (another write committed first: a cancel, the
 * other payment, a worker): says what happened, from the row as it stands now, never
 * "already paid" when it was cancelled.
 */
async function refuseChanged(em: EntityManager, requestId: number, plan: Plan): Promise<never> {
  const now = await em.findOneOrFail(ServiceRequest, { id: requestId }, { refresh: true });
  await planPayment(em, now, plan.kind, plan.tipCents);
  throw conflict(plan.kind === 'consultation' ? 'The consultation fee for this request has already been paid' : plan.kind === 'tip' ? 'This job already has a tip' : 'The balance of this request has already been paid');
}

/** The payer's receipt (the fee: confirmed and processed; the balance: paid in full) and the admins' notice. */
async function queuePaidNotices(em: EntityManager, notices: NotificationService, clientUserId: number | null, r: ServiceRequest, plan: Plan): Promise<Notification[]> {
  const { kind, amountCents } = plan;
  const facts: PaymentFacts = { requestId: r.id, title: r.title, amountCents, kind };
  const data = { requestId: r.id, jobId: r.id, amountCents, kind };
  const toPayer = kind === 'consultation' ? (['request_submitted_paid', 'payment_processed'] as const) : (['payment_success'] as const);
  const n: Notification[] = [];
  if (clientUserId !== null) {
    for (const type of toPayer) n.push(notices.queue({ userId: clientUserId, userType: 'client', type, ...PAYMENT_NOTICES[type](facts), data }, em));
  }
  n.push(...(await notices.queueForAdmins({ type: 'payment_received', ...PAYMENT_NOTICES.payment_received(facts), data }, em)));
  return n;
}

/**
 * A tip added after the job was paid (addTip), inside the caller's transaction: the payment
 * row, the request's tip (one per job: the conditional update on tip_cents = 0), a payout
 * already made grows by it (the listener), the audit and timeline, and the payer's and the
 * worker's notices. 100% of it is the worker's.
 */
async function settleTip(em: EntityManager, notices: NotificationService, s: Settlement, tips?: TipListener): Promise<Settled> {
  const { request: r, plan } = s;
  const paid = em.create(Payment, { request: r.id, client: r.client.id, kind: 'tip', amountCents: plan.amountCents, tipCents: plan.tipCents, method: s.method, status: 'succeeded', gatewayTransactionId: s.transactionId, idempotencyKey: s.idempotencyKey });
  await em.flush();
  // A completed $100 Special owes nothing after its fee: its tip is its balance, paid now.
  const changed = await updateRequest(em, r.id, { where: { tipCents: 0, status: { $ne: 'cancelled' } }, set: { tipCents: plan.tipCents, ...(r.hundredDollarSpecial ? { balancePaid: true } : {}) } });
  if (!changed) await refuseChanged(em, r.id, plan);
  await tips?.tipSettled(em, r.id, plan.tipCents);
  audit(em, null, { action: 'tip_received', entityType: 'payment', entityId: paid.id, requestId: r.id, amountCents: plan.tipCents, after: { kind: 'tip', method: s.method, gatewayTransactionId: s.transactionId } });
  em.create(Activity, { request: r.id, actor: s.clientUserId ?? undefined, actorRole: 'client', action: 'tip_added', description: `Tip of ${formatDollars(plan.tipCents)} for the worker paid with ${METHOD_LABELS[s.method]}` });
  const facts: PaymentFacts = { requestId: r.id, title: r.title, amountCents: plan.tipCents, kind: 'tip' };
  const data = { requestId: r.id, jobId: r.id, amountCents: plan.tipCents, tipCents: plan.tipCents, kind: 'tip' };
  const notifications: Notification[] = [];
  if (s.clientUserId !== null) notifications.push(notices.queue({ userId: s.clientUserId, userType: 'client', type: 'tip_added', ...PAYMENT_NOTICES.tip_added(facts), data }, em));
  notifications.push(...(await queueTipNotice(em, notices, r, plan.tipCents)));
  notifications.push(...(await notices.queueForAdmins({ type: 'payment_received', ...PAYMENT_NOTICES.payment_received(facts), data }, em)));
  await enqueueAfterCommit(em, { notifications, request: { requestId: r.id, kind: 'tip_added' } });
  return { payment: paid, notifications };
}

/** The worker on the job hears of a tip (with the balance, or added later): in the app. */
async function queueTipNotice(em: EntityManager, notices: NotificationService, r: ServiceRequest, tipCents: Cents): Promise<Notification[]> {
  if (tipCents <= 0 || !r.provider) return [];
  const provider = await em.findOne(ServiceProvider, { id: r.provider.id });
  const userId = provider?.user?.id;
  if (!userId) return [];
  const facts: PaymentFacts = { requestId: r.id, title: r.title, amountCents: tipCents, kind: 'tip' };
  return [notices.queue({ userId, userType: 'worker', type: 'tip_received', ...PAYMENT_NOTICES.tip_received(facts), data: { requestId: r.id, jobId: r.id, tipCents } }, em)];
}
