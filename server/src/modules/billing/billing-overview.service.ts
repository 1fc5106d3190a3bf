/**
 * Module billing: the admin's billing overview and payment decisions.
 * Owns: no table of its own; past-due records (balanceDueSql), invoice rows, and the admin's
 * approve / reject of a job's payment (payment-decision-rule.ts, one rule).
 * Words: billing-words.ts (BillingState).
 * Entry points: BillingOverviewService, PaymentDecisionService.
 */
import { findPage, mapPage, type Page, type PageInput } from '../../shared/paging';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { Invoice } from '../invoices/invoice.entity';
import { Payment } from '../payments/payment.entity';
import { Client } from '../clients/client.entity';
import { WorkerPayout } from '../payouts/worker-payout.entity';
import type { Viewer } from '../auth/viewer';
import { assertAdmin, parseId } from '../auth/admin-guard';
import { pastDueOfRequest, pastDuePage, pastDueRecords, type PastDueRecord } from './billing-queries';
import { latestInvoiceDetails } from '../invoices/invoice-admin.service';
import { reviewQueueFilter } from '../requests/review-queue';
import { totalRevenueCents } from '../analytics/analytics-queries';
import { invoiceRows } from './invoice-rows';
import type { AdminInvoiceRow, AdminPayoutRow, AdminRequestMoney, BillingStats } from './billing.types';
import { adminPaymentRow, type AdminPaymentRow } from '../payments/payment.types';
import { RECENT_INVOICES_LIMIT } from '../../domain/constants';
import { BILLED_STATUSES } from '../../domain/request-status';

/** A payout as the billing page lists it (request and provider loaded). */
const payoutRow = (payout: WorkerPayout): AdminPayoutRow => ({ payout, providerName: payout.provider.getEntity().name, requestTitle: payout.request.getEntity().title });

/** The billing page's reads: review queue, past due, recent invoices, search, consultation payments, payouts and the stat cards. */
export class BillingOverviewService {
  constructor(private readonly em: EntityManager) {}

  /** The Admin Review Queue, oldest request first, one page (the partial index service_requests_review_queue_index). */
  reviewQueue(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    assertAdmin(viewer);
    return findPage(this.em, ServiceRequest, reviewQueueFilter(), { createdAt: 'asc', id: 'asc' }, page);
  }

  /** Past-due balances, oldest invoice (most days past due) first, one page. */
  pastDue(viewer: Viewer, page: PageInput): Promise<Page<PastDueRecord>> {
    assertAdmin(viewer);
    return pastDuePage(this.em, page);
  }

  /** Recent Invoices: the 10 most recently completed requests with their billing state. */
  async recentInvoices(viewer: Viewer): Promise<AdminInvoiceRow[]> {
    assertAdmin(viewer);
    const requests = await this.em.find(ServiceRequest, { status: { $in: BILLED_STATUSES } }, { orderBy: { completedAt: 'desc nulls last', updatedAt: 'desc' }, limit: RECENT_INVOICES_LIMIT });
    return invoiceRows(this.em, requests);
  }

  /** The billing search box: finished or invoiced work by request number, invoice number, title or client. */
  async search(viewer: Viewer, query: string): Promise<AdminInvoiceRow[]> {
    assertAdmin(viewer);
    const q = (query ?? '').trim();
    if (!q) return [];
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = parseId(q.replace(/^#/, ''));
    const byInvoice = await this.em.find(Invoice, { invoiceNumber: { $ilike: like } }, { limit: 50 });
    const clients = await this.em.find(Client, { email: { $ilike: like } }, { limit: 50 });
    const requests = await this.em.find(
      ServiceRequest,
      {
        $or: [
          { title: { $ilike: like } },
          { clientName: { $ilike: like } },
          ...(id ? [{ id }] : []),
          ...(byInvoice.length ? [{ id: { $in: byInvoice.map((i) => i.request.id) } }] : []),
          ...(clients.length ? [{ client: { $in: clients.map((c) => c.id) } }] : []),
        ],
      },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 25 },
    );
    return invoiceRows(this.em, requests);
  }

  /** Consultation payments, newest first, one page (request and client joined in the same statement). */
  async consultationPayments(viewer: Viewer, page: PageInput): Promise<Page<AdminPaymentRow>> {
    assertAdmin(viewer);
    const payments = await findPage(this.em, Payment, { kind: 'consultation' }, { createdAt: 'desc', id: 'desc' }, page, { populate: ['request', 'client'] as never });
    return mapPage(payments, (items) => items.map(adminPaymentRow));
  }

  /** Worker payouts, newest first, one page. */
  async payouts(viewer: Viewer, page: PageInput): Promise<Page<AdminPayoutRow>> {
    assertAdmin(viewer);
    const payouts = await findPage(this.em, WorkerPayout, {}, { createdAt: 'desc', id: 'desc' }, page, { populate: ['request', 'provider'] as never });
    return mapPage(payouts, (items) => items.map(payoutRow));
  }

  /**
   * One request's rows in every billing list, as those lists read them now (what a live change
   * carries to the admin's billing page and invoice dialog, so they move without a query).
   */
  async requestMoney(viewer: Viewer, requestId: number): Promise<AdminRequestMoney> {
    assertAdmin(viewer);
    const request = await this.em.findOne(ServiceRequest, { id: requestId });
    const [invoiceRow, payments, payouts, pastDue, invoice] = await Promise.all([
      request && BILLED_STATUSES.includes(request.status) ? invoiceRows(this.em, [request]).then(([row]) => row) : null,
      this.em.find(Payment, { request: requestId, kind: 'consultation' }, { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['request', 'client'] as never }),
      this.em.find(WorkerPayout, { request: requestId }, { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['request', 'provider'] as never }),
      pastDueOfRequest(this.em, requestId),
      latestInvoiceDetails(this.em, requestId),
    ]);
    return { requestId, invoiceRow: invoiceRow ?? null, consultationPayments: payments.map(adminPaymentRow), payouts: payouts.map(payoutRow), pastDue, invoice };
  }

  async stats(viewer: Viewer): Promise<BillingStats> {
    assertAdmin(viewer);
    const [revenue, pastDue, [avg]] = await Promise.all([
      totalRevenueCents(this.em),
      pastDueRecords(this.em),
      this.em.execute<{ avg: string | null }[]>(`select round(avg(final_amount_cents)) as avg from invoices`),
    ]);
    const open = await this.em.find(ServiceRequest, { status: { $nin: ['cancelled', 'pending'] }, balancePaid: false, invoicePaid: false });
    const rows = (await invoiceRows(this.em, open)).filter((row) => row.invoice && row.billingState === 'payment_due');
    return {
      totalRevenueCents: revenue,
      pendingPaymentsCount: rows.length,
      pendingPaymentsCents: rows.reduce((s, r) => s + r.balanceDueCents, 0),
      avgInvoiceCents: Number(avg?.avg ?? 0),
      pastDueCount: pastDue.length,
      pastDueTotalCents: pastDue.reduce((s, p) => s + p.balanceDueCents, 0),
    };
  }
}
