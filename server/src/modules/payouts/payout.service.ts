/**
 * Module payouts: worker payouts.
 * Owns: worker_payouts (released only from money collected, against an approved invoice).
 * Words: payout-words.ts (PayoutStatus).
 * Entry points: PayoutService, requirePayableInvoice.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Approval } from '../../domain/approval';
import { WorkerPayout, type PayoutStatus } from './worker-payout.entity';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { latestInvoice } from '../invoices/request-billing';
import { billingBreakdown, type PayoutTiming } from '../../domain/billing';
import { quotePayout } from '../../domain/payout-quote';
import { formatDollars } from '../../domain/money';
import { collectedCents } from '../payments/ledger';
import type { Invoice } from '../invoices/invoice.entity';
import { audit } from '../audit/audit.service';
import type { Viewer } from '../auth/viewer';
import { assertAdmin } from '../auth/admin-guard';
import { conflict, isUniqueViolation } from '../../shared/errors';

export { quotePayout, type PayoutQuote } from '../../domain/payout-quote';

/** Status of a new payout: released at once when instant or already inspected, else waiting for its review. */
export function initialPayoutStatus(timing: PayoutTiming, inspected: boolean): PayoutStatus {
  if (inspected || timing === 'instant') return 'approved';
  return timing === 'inspection_required' ? 'inspection_required' : 'pending';
}

export const NO_INVOICE_MESSAGE = 'There is no invoice to pay the worker from: the worker must send an invoice before this payout can be approved';
export const INVOICE_UNAPPROVED_MESSAGE = 'Approve the worker\'s invoice first';

/**
 * No payout decision without an amount to pay from: the $100 Special pays its flat rate;
 * any other job needs the worker's invoice, approved, for more than $0.00. CONFLICT otherwise.
 */
export function requirePayableInvoice(r: Pick<ServiceRequest, 'hundredDollarSpecial'>, inv: Pick<Invoice, 'status' | 'finalAmountCents'> | null): void {
  if (r.hundredDollarSpecial) return;
  if (!inv || inv.finalAmountCents <= 0) throw conflict(NO_INVOICE_MESSAGE);
  if (inv.status === 'pending_approval') throw conflict(INVOICE_UNAPPROVED_MESSAGE);
}

export class PayoutService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Creates the one payout of a request inside the caller's transaction (with its audit
   * row). The unique index on request_id makes a second payout impossible; callers settle
   * the race with a conditional update first, and a duplicate here is a CONFLICT.
   */
  async createInTransaction(tx: EntityManager, viewer: Viewer, r: ServiceRequest, opts: { inspected: boolean }): Promise<WorkerPayout> {
    assertAdmin(viewer);
    if (!r.provider) throw conflict('This request has no assigned worker to pay');
    const existing = await tx.findOne(WorkerPayout, { request: r.id });
    if (existing) throw conflict('A payout already exists for this request');
    const inv = await latestInvoice(tx, r.id);
    requirePayableInvoice(r, inv);
    const quote = quotePayout(r, inv?.finalAmountCents ?? null);
    // Payouts come from money actually collected: never pay out against a bill the client has not paid.
    const billed = billingBreakdown({ serviceCostCents: quote.serviceCostCents, tipCents: r.tipCents, hundredDollarSpecial: r.hundredDollarSpecial, consultationFeeCents: r.appointmentFeeCents }).combinedTotalCents;
    const collected = await collectedCents(tx, r.id);
    if (collected < billed) throw conflict(`Only ${formatDollars(collected)} of the ${formatDollars(billed)} billed for this job has been collected: no payout until it is paid`);
    const status = initialPayoutStatus(quote.timing, opts.inspected);
    const payout = tx.create(WorkerPayout, {
      request: r,
      provider: tx.getReference(ServiceProvider, r.provider.id),
      serviceCostCents: quote.serviceCostCents,
      amountCents: quote.amountCents,
      tipCents: quote.tipCents,
      timing: quote.timing,
      status,
      approval: status === 'approved' ? Approval.by(viewer.user.id) : Approval.pending(),
    });
    try {
      await tx.flush();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('A payout already exists for this request');
      throw err;
    }
    audit(tx, viewer, {
      action: 'payout_created',
      entityType: 'worker_payout',
      entityId: payout.id,
      requestId: r.id,
      amountCents: quote.amountCents,
      before: null,
      after: { providerId: r.provider.id, serviceCostCents: quote.serviceCostCents, amountCents: quote.amountCents, tipCents: quote.tipCents, timing: quote.timing, status },
    });
    return payout;
  }

  forRequest(requestId: number): Promise<WorkerPayout | null> {
    return this.em.findOne(WorkerPayout, { request: requestId });
  }
}
