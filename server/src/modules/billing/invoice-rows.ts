import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceRequest } from '../requests/service-request.entity';
import { Invoice } from '../invoices/invoice.entity';
import type { AdminInvoiceRow } from './billing.types';
import { billingBreakdown, serviceCostOf } from '../../domain/billing';
import { CONSULTATION_FEE_CENTS } from '../../domain/constants';
import type { BillingState } from './billing-words';

/** Requests as billing rows: the latest invoice, the service cost, the balance due and the billing state. */
export async function invoiceRows(em: EntityManager, requests: ServiceRequest[]): Promise<AdminInvoiceRow[]> {
  if (!requests.length) return [];
  const invoices = await em.find(Invoice, { request: { $in: requests.map((r) => r.id) } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const latest = new Map<number, Invoice>();
  for (const inv of invoices) latest.set(inv.request.id, inv);
  return requests.map((r) => {
    const invoice = latest.get(r.id) ?? null;
    const cost = serviceCostOf({ latestInvoiceCents: invoice?.finalAmountCents, actualCostCents: r.actualCostCents, estimatedCostCents: r.estimatedCostCents });
    const b = billingBreakdown({ serviceCostCents: cost, tipCents: r.tipCents, hundredDollarSpecial: r.hundredDollarSpecial, consultationFeeCents: r.appointmentFeeCents });
    const minService = r.hundredDollarSpecial || cost <= CONSULTATION_FEE_CENTS;
    let billingState: BillingState;
    if (r.adminApprovalStatus === 'approved') billingState = 'approved';
    else if (r.adminApprovalStatus === 'rejected') billingState = 'rejected';
    else if (r.invoicePaid || r.balancePaid) billingState = 'awaiting_review';
    else if (b.balanceDueCents === 0) billingState = 'covered';
    else billingState = 'payment_due';
    return { request: r, invoice, serviceCostCents: cost, balanceDueCents: r.balancePaid ? 0 : b.balanceDueCents, minService, billingState };
  });
}
