import type { MikroORM } from '@mikro-orm/postgresql';
import { transitionStatus, updateRequest } from '../requests/request-writes';
import type { Logger } from 'pino';
import { Payment } from '../payments/payment.entity';
import type { PaymentGateway } from '../payments/payment-gateway';
import { Activity } from '../requests/activity.entity';
import { queueNotification, NotificationService } from '../notifications/notification.service';
import { Client } from '../clients/client.entity';
import { enqueueAfterCommit } from '../outbox/outbox';
import { decideFeeRefund, refundFeeAtProcessor } from '../payments/fee-refund';
import { formatDollars } from '../../domain/money';
import { requestNumber } from '../../domain/request-number';

/** The FAQ's promise: no provider within 7 days of payment, the consultation fee is refunded. */
export const REFUND_AFTER_DAYS = 7;
export const REFUND_AFTER_MS = REFUND_AFTER_DAYS * 24 * 60 * 60_000;

export const REFUND_REASON = `No provider accepted or was assigned within ${REFUND_AFTER_DAYS} days of payment`;

/** When a paid request is refunded if no worker takes it. */
export function refundDueAt(paymentDate: Date): Date {
  return new Date(paymentDate.getTime() + REFUND_AFTER_MS);
}

interface Candidate {
  id: number;
  title: string;
  category_id: number;
  client_id: number;
  payment_date: Date;
}

/**
 * Refunds the consultation fee of every paid request that no worker has accepted or been
 * assigned 7 days after payment (still pending, no provider). One request per transaction:
 * the request row is locked (SKIP LOCKED: two processes never take the same one), the
 * gateway refunds the fee under a key of its payment (a retry after a crash refunds nothing
 * twice), the payment is marked refunded and the request unpaid (kept: the client may pay
 * again to keep looking; it leaves the workers' queues), the refund is audited and written
 * on the timeline, and the client and the admins are told. A worker accepting at the same
 * moment is settled by the row lock: one of the two finds the request changed.
 * Returns how many fees were refunded.
 */
export async function refundUnmatchedFees(orm: MikroORM, deps: { gateway: PaymentGateway; log: Logger }, now: Date, limit = 20): Promise<number> {
  await confirmProcessorRefunds(orm, deps.gateway, deps.log);
  const cutoff = new Date(now.getTime() - REFUND_AFTER_MS);
  const due = await orm.em.fork().execute<{ id: number }[]>(
    `select id from service_requests where status = 'pending' and appointment_fee_paid = true and provider_id is null and payment_date <= ?
        and not (series_id is not null and appointment_fee_cents = 0)
      order by payment_date, id limit ?`,
    [cutoff, limit],
  );
  let refunded = 0;
  for (const { id } of due) {
    try {
      if (await refundOne(orm, deps, id, now, cutoff)) refunded++;
    } catch (err) {
      deps.log.warn({ requestId: id, err: err instanceof Error ? err.message : err }, 'consultation fee refund failed; retrying at the next sweep');
    }
  }
  return refunded;
}

/**
 * The processor's side of refunds already decided: a refunded fee whose refund the processor has
 * not confirmed yet (the process stopped between the decision and the processor's answer) is
 * given back now, under the same key, so it is refunded once whatever happened.
 */
async function confirmProcessorRefunds(orm: MikroORM, gateway: PaymentGateway, log: Logger): Promise<void> {
  const open = await orm.em.fork().find(Payment, { kind: 'consultation', status: 'refunded', refundId: null, refundedAt: { $ne: null }, gatewayTransactionId: { $ne: null } }, { limit: 50 });
  for (const p of open) {
    try {
      await refundFeeAtProcessor(orm.em, gateway, { paymentId: p.id, transactionId: p.gatewayTransactionId!, amountCents: p.amountCents }, REFUND_REASON);
    } catch (err) {
      log.warn({ paymentId: p.id, err: err instanceof Error ? err.message : err }, 'the processor did not confirm a fee refund; retrying at the next sweep');
    }
  }
}

/**
 * One request: the decision in one transaction (the request row locked, so a worker accepting
 * at the same moment finds it changed), then the processor's refund after the commit, never
 * inside it (the processor is another system; embedded PGlite also serves one transaction at a
 * time). A refund decided but not yet confirmed is finished by the next sweep.
 */
async function refundOne(orm: MikroORM, deps: { gateway: PaymentGateway; log: Logger }, id: number, now: Date, cutoff: Date): Promise<boolean> {
  const decided = await orm.em.fork().transactional(async (tx) => {
    const [r] = await tx.execute<Candidate[]>(
      `select id, title, category_id, client_id, payment_date from service_requests
        where id = ? and status = 'pending' and appointment_fee_paid = true and provider_id is null and payment_date <= ?
          and not (series_id is not null and appointment_fee_cents = 0)
        for update skip locked`,
      [id, cutoff],
    );
    if (!r) return null;
    const decision = await decideFeeRefund(tx, null, id, now, 'no_match_7_days', { paidAt: new Date(r.payment_date).toISOString() });
    if (!decision) {
      deps.log.warn({ requestId: id }, 'a paid request has no consultation payment to refund; left for an admin');
      return null;
    }
    const amount = decision.amountCents;
    await updateRequest(tx, id, { set: { appointmentFeePaid: false, paymentStatus: 'refunded' } });
    tx.create(Activity, { request: id, actorRole: 'system', action: 'fee_refunded', description: `Consultation fee of ${formatDollars(amount)} refunded: ${REFUND_REASON.toLowerCase()}` });
    const client = await tx.findOne(Client, { id: r.client_id });
    const data = { requestId: id, jobId: id, amountCents: amount, paymentId: decision.paymentId };
    const notifications = [
      ...(client?.user
        ? [queueNotification(tx, { userId: client.user.id, userType: 'client', type: 'fee_refunded', title: 'Consultation Fee Refunded', message: `We could not match request ${requestNumber(id)} "${r.title}" with a provider within ${REFUND_AFTER_DAYS} days, so your ${formatDollars(amount)} consultation fee was refunded.`, data })]
        : []),
      ...(await new NotificationService(tx).queueForAdmins({ type: 'fee_refunded', title: 'Fee Refunded: No Match', message: `Request ${requestNumber(id)} "${r.title}" had no provider ${REFUND_AFTER_DAYS} days after payment; its ${formatDollars(amount)} consultation fee was refunded.`, data }, tx)),
    ];
    // It leaves the workers' queues; the client and the admins are told.
    await enqueueAfterCommit(tx, { queue: { requestId: id, kind: 'removed', categoryIds: [r.category_id] }, notifications, request: { requestId: id, kind: 'fee_refunded' } });
    return decision;
  });
  if (!decided) return false;
  await refundFeeAtProcessor(orm.em, deps.gateway, decided, REFUND_REASON);
  return true;
}

/**
 * The same promise for a later visit of a series, which has no fee of its own (the series'
 * was paid once, on its first visit): handed back and taken by no worker within 7 days, the
 * visit is cancelled and the client and the admins are told; nothing is charged for it. The
 * row lock settles a worker accepting at the same moment. Returns how many it cancelled.
 */
export async function cancelUnmatchedSeriesVisits(orm: MikroORM, now: Date, limit = 20): Promise<number> {
  const cutoff = new Date(now.getTime() - REFUND_AFTER_MS);
  const due = await orm.em.fork().execute<{ id: number }[]>(
    `select id from service_requests where status = 'pending' and appointment_fee_paid = true and provider_id is null and payment_date <= ?
        and series_id is not null and appointment_fee_cents = 0
      order by payment_date, id limit ?`,
    [cutoff, limit],
  );
  let cancelled = 0;
  for (const { id } of due) {
    const done = await orm.em.fork().transactional(async (tx) => {
      const [r] = await tx.execute<Candidate[]>(
        `select id, title, category_id, client_id, payment_date from service_requests
          where id = ? and status = 'pending' and appointment_fee_paid = true and provider_id is null and payment_date <= ?
            and series_id is not null and appointment_fee_cents = 0
          for update skip locked`,
        [id, cutoff],
      );
      if (!r || !(await transitionStatus(tx, id, ['pending'], 'cancelled', { set: { cancelledAt: now } }))) return false;
      tx.create(Activity, { request: id, actorRole: 'system', action: 'cancelled', description: `Visit cancelled: ${REFUND_REASON.toLowerCase()}; nothing is charged for it` });
      const client = await tx.findOne(Client, { id: r.client_id });
      const data = { requestId: id, jobId: id };
      const notifications = [
        ...(client?.user
          ? [queueNotification(tx, { userId: client.user.id, userType: 'client', type: 'request_cancelled', title: 'Visit Cancelled', message: `We could not match visit ${requestNumber(id)} "${r.title}" of your series with a provider within ${REFUND_AFTER_DAYS} days, so it was cancelled. Nothing is charged for it.`, data })]
          : []),
        ...(await new NotificationService(tx).queueForAdmins({ type: 'job_cancelled', title: 'Visit Cancelled: No Match', message: `Series visit ${requestNumber(id)} "${r.title}" had no provider ${REFUND_AFTER_DAYS} days after it was handed back; it was cancelled.`, data }, tx)),
      ];
      await enqueueAfterCommit(tx, { queue: { requestId: id, kind: 'removed', categoryIds: [r.category_id] }, notifications, request: { requestId: id, kind: 'cancelled' } });
      return true;
    });
    if (done) cancelled++;
  }
  return cancelled;
}
