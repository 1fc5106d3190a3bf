import type { EntityManager } from '@mikro-orm/postgresql';
import { billingBreakdown, serviceCostOf, type BillingBreakdown, type PayoutTiming } from '../../domain/billing';
import { quotePayout } from '../../domain/payout-quote';
import { Invoice } from './invoice.entity';
import type { ServiceRequest } from '../requests/service-request.entity';

/** The latest invoice's amount, else actual, else estimated cost: the request's service cost. */
export async function latestInvoice(em: EntityManager, requestId: number): Promise<Invoice | null> {
  return em.findOne(Invoice, { request: requestId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

export type RequestBilling = BillingBreakdown & { balancePaid: boolean; payoutTiming: PayoutTiming };

export async function requestBilling(em: EntityManager, r: ServiceRequest): Promise<RequestBilling> {
  return requestBillingFrom(r, await em.find(Invoice, { request: r.id }));
}

/** The breakdown from a request and its invoices (already loaded), using the newest invoice. */
export function requestBillingFrom(r: ServiceRequest, invoices: Invoice[]): RequestBilling {
  const inv = [...invoices].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
  const b = billingBreakdown({
    serviceCostCents: serviceCostOf({ latestInvoiceCents: inv?.finalAmountCents, actualCostCents: r.actualCostCents, estimatedCostCents: r.estimatedCostCents }),
    tipCents: r.tipCents,
    hundredDollarSpecial: r.hundredDollarSpecial,
    consultationFeeCents: r.appointmentFeeCents,
  });
  return { ...b, balancePaid: r.balancePaid || b.balanceDueCents === 0, payoutTiming: quotePayout(r, inv?.finalAmountCents ?? null).timing };
}
