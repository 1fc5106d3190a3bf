import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { ServiceRequest } from '../requests/service-request.entity';
import { Invoice } from '../invoices/invoice.entity';
import { Client } from '../clients/client.entity';
import { billingBreakdown, serviceCostOf } from '../../domain/billing';
import { PAST_DUE_DAYS } from '../../domain/constants';

const DAY_MS = 86_400_000;

export interface PastDueRecord {
  requestId: number;
  title: string;
  clientName: string;
  clientEmail: string;
  daysPastDue: number;
  balanceDueCents: number;
  invoiceNumber: string;
  invoiceCreatedAt: Date;
}

/**
 * Past due: work finished (completed, closed for review or closed) with a balance still
 * owed whose latest invoice is at least 7 days old. Days past due count from the invoice.
 */
export async function pastDueRecords(em: EntityManager, now: Date = new Date()): Promise<PastDueRecord[]> {
  const requests = await em.find(ServiceRequest, {
    status: { $in: ['completed', 'closed_pending_review', 'closed_successful'] },
    balancePaid: false,
    invoicePaid: false,
  });
  if (!requests.length) return [];
  const ids = requests.map((r) => r.id);
  const [invoices, clients] = await Promise.all([
    em.find(Invoice, { request: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    em.find(Client, { id: { $in: [...new Set(requests.map((r) => r.client.id))] } }),
  ]);
  const latest = new Map<number, Invoice>();
  for (const inv of invoices) latest.set(inv.request.id, inv);
  const emailOf = new Map(clients.map((c) => [c.id, c.email]));
  const out: PastDueRecord[] = [];
  for (const r of requests) {
    const inv = latest.get(r.id);
    if (!inv) continue;
    const days = Math.floor((now.getTime() - inv.createdAt.getTime()) / DAY_MS);
    if (days < PAST_DUE_DAYS) continue;
    const b = billingBreakdown({
      serviceCostCents: serviceCostOf({ latestInvoiceCents: inv.finalAmountCents, actualCostCents: r.actualCostCents, estimatedCostCents: r.estimatedCostCents }),
      tipCents: r.tipCents,
      hundredDollarSpecial: r.hundredDollarSpecial,
    });
    if (b.balanceDueCents <= 0) continue;
    out.push({
      requestId: r.id,
      title: r.title,
      clientName: r.clientName,
      clientEmail: emailOf.get(r.client.id) ?? '',
      daysPastDue: days,
      balanceDueCents: b.balanceDueCents,
      invoiceNumber: inv.invoiceNumber,
      invoiceCreatedAt: inv.createdAt,
    });
  }
  return out.sort((a, b) => b.daysPastDue - a.daysPastDue || a.requestId - b.requestId);
}

/**
 * The Admin Review Queue: finished work (completed, or a project closed for its inspection) whose
 * balance is paid (or a completed $100 Special) and whose approval is absent or pending.
 */
export function reviewQueueFilter(): FilterQuery<ServiceRequest> {
  return {
    appointmentFeePaid: true,
    status: { $in: ['completed', 'closed_pending_review'] },
    $and: [
      { $or: [{ invoicePaid: true }, { hundredDollarSpecial: true, status: 'completed' }] },
      { $or: [{ adminApprovalStatus: null }, { adminApprovalStatus: 'pending' }] },
    ],
  };
}
