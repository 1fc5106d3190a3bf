import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentKind } from './payment.entity';
import type { CheckoutQuote } from './payment.types';
import { ServiceRequest } from '../requests/service-request.entity';
import { latestInvoice, requestBilling } from '../invoices/request-billing';
import type { Viewer } from '../auth/viewer';
import { CONSULTATION_TOTAL_CENTS } from '../../domain/constants';
import { balanceLines, consultationLines } from '../../domain/billing';
import { BILLED_STATUSES } from '../../domain/request-status';
import { formatDollars, type Cents } from '../../domain/money';
import { tipOpenUntil } from '../../domain/tip';
import { DomainError, ErrorCode, badInput, conflict, forbidden, notFound } from '../../shared/errors';

/** What one payment of a request takes now: its purpose and the server's own figure. */
export interface Plan {
  kind: PaymentKind;
  amountCents: Cents;
  /** The tip inside amountCents (with a balance, or the whole of a tip): 100% for the worker. */
  tipCents: Cents;
}

/**
 * When the job was paid in full, which opens the 7 days in which a tip may be added: the
 * balance's payment, or a completed $100 Special's completion (its fee pays it all). Null: not yet.
 */
export function paidInFullAt(r: ServiceRequest): Date | null {
  if (r.status === 'cancelled') return null;
  if (r.balancePaid) return r.invoicePaymentDate ?? r.paymentDate;
  if (r.hundredDollarSpecial && r.appointmentFeePaid && BILLED_STATUSES.includes(r.status)) return r.completedAt ?? r.paymentDate;
  return null;
}

/** Until when a tip may be added to this job now, or null when it cannot (not paid, tipped already, past 7 days). */
export function tipWindow(r: ServiceRequest, now: Date = new Date()): Date | null {
  const paidAt = paidInFullAt(r);
  if (!paidAt || r.tipCents > 0) return null;
  const until = tipOpenUntil(paidAt);
  return now.getTime() <= until.getTime() ? until : null;
}

/** A tip added after payment (addTip): one per job, within 7 days of the job being paid; CONFLICT otherwise. */
function planTip(r: ServiceRequest, tipCents: Cents, now: Date): Plan {
  if (r.status === 'cancelled') throw conflict('This request was cancelled');
  if (r.tipCents > 0) throw conflict(`This job already has a tip of ${formatDollars(r.tipCents)}`);
  const paidAt = paidInFullAt(r);
  if (!paidAt) throw conflict('A tip can be added once the job is paid');
  if (!tipWindow(r, now)) throw conflict('A tip can be added only up to 7 days after the job was paid');
  return { kind: 'tip', amountCents: tipCents, tipCents };
}

/** What the client owes now for one kind of payment, from the server's own figures. */
export async function amountDue(em: EntityManager, r: ServiceRequest, kind: PaymentKind): Promise<Cents> {
  if (kind === 'consultation') return r.appointmentFeePaid ? 0 : CONSULTATION_TOTAL_CENTS;
  // A balance is due once the job is billed: completed (or in review) or invoiced.
  const billed = BILLED_STATUSES.includes(r.status) || (await latestInvoice(em, r.id)) !== null;
  if (!billed) return 0;
  const b = await requestBilling(em, r);
  return b.balancePaid ? 0 : b.balanceDueCents;
}

/**
 * The payment the request takes now for this purpose (with `tipCents` for the worker: the
 * balance's tip, or the whole of a tip), or a CONFLICT saying why none.
 */
export async function planPayment(em: EntityManager, r: ServiceRequest, kind: PaymentKind, tipCents: Cents = 0, now: Date = new Date()): Promise<Plan> {
  if (kind === 'tip') return planTip(r, tipCents, now);
  if (r.status === 'cancelled') throw conflict('This request was cancelled');
  if (kind === 'consultation') {
    // Judged once the request is known to be the payer's: someone else's request is NOT_FOUND first.
    if (tipCents > 0) throw badInput([{ path: 'tipCents', message: 'A tip is paid with the service balance, not the consultation fee' }]);
    if (r.appointmentFeePaid) throw conflict('The consultation fee for this request has already been paid');
    if (r.status !== 'pending') throw conflict('The consultation fee can only be paid while the request is pending');
    return { kind, amountCents: CONSULTATION_TOTAL_CENTS, tipCents: 0 };
  }
  if (!r.appointmentFeePaid) throw conflict('Pay the consultation fee first');
  const due = await amountDue(em, r, 'balance');
  if (r.balancePaid) throw conflict('The balance of this request has already been paid');
  if (due <= 0) throw conflict('Nothing is due on this request right now');
  return { kind, amountCents: due + tipCents, tipCents };
}

/** The purpose payable now: the fee while unpaid, else the balance; null when neither is. */
export async function payableNow(em: EntityManager, r: ServiceRequest): Promise<PaymentKind | null> {
  try {
    return (await planPayment(em, r, r.appointmentFeePaid ? 'balance' : 'consultation')).kind;
  } catch (err) {
    if (err instanceof DomainError && err.code === ErrorCode.CONFLICT) return null;
    throw err;
  }
}

/** What checkout charges now for one of the viewer's requests: the fee, else a balance once billed, else nothing. */
export async function quotePayment(em: EntityManager, viewer: Viewer, requestId: string): Promise<CheckoutQuote> {
  if (viewer.clientId === null) throw forbidden('Only clients can pay for requests');
  const r = await em.findOne(ServiceRequest, { id: Number(requestId) || 0, client: viewer.clientId });
  if (!r) throw notFound('Service request');
  const billing = await requestBilling(em, r);
  const base = { requestId: r.id, title: r.title, appointmentFeePaid: r.appointmentFeePaid, serviceCostCents: billing.serviceCostCents, tipCents: r.tipCents, tipOpenUntil: tipWindow(r) };
  const nothing: CheckoutQuote = { ...base, dueFor: 'none', amountCents: 0, lines: [] };
  if (r.status === 'cancelled') return nothing;
  const fee = await amountDue(em, r, 'consultation');
  if (fee > 0) return { ...base, dueFor: 'consultation', amountCents: fee, lines: consultationLines() };
  const balance = await amountDue(em, r, 'balance');
  if (balance <= 0) return nothing;
  return { ...base, dueFor: 'balance', amountCents: balance, lines: balanceLines(billing) };
}
