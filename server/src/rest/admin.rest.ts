import { z } from 'zod';
import { route, idParams, zCacheBust, zText, zDollars, zId, centsOf } from './define';
import { ProviderOut, RequestOut, zDateTime } from './schemas';
import { dollars, providerJson, requestsJson } from './shape';
import { decisionJson, decisionOut } from './jobs.rest';
import type { Payment } from '../modules/payments/payment.entity';
import type { WorkerPayout } from '../modules/payouts/worker-payout.entity';
import { forbidden } from '../shared/errors';
import { MAX_PAGE_SIZE, allItems } from '../shared/paging';

/** The admin area of spec part 2: review queue, payment decisions, billing lists, analytics, dashboard tiles. */

const PaymentOut = z.object({
  id: z.number(), requestId: z.number(), clientId: z.number(), kind: z.string(), amount: z.number(), tip: z.number(), method: z.string(), status: z.string(),
  transactionId: z.string().nullable(), adminApprovalStatus: z.string(), adminNotes: z.string().nullable(), createdAt: zDateTime,
}).meta({ id: 'Payment', description: "A client's payment" });

const PayoutOut = z.object({
  id: z.number(), requestId: z.number(), providerId: z.number(), providerName: z.string(), requestTitle: z.string(), serviceCost: z.number(), amount: z.number(),
  tip: z.number(), timing: z.string(), status: z.string(), approvedAt: zDateTime.nullable(), createdAt: zDateTime,
}).meta({ id: 'WorkerPayout', description: "A worker's payout for a job" });

function paymentJson(p: Payment): z.input<typeof PaymentOut> {
  return {
    id: p.id,
    requestId: p.request.id,
    clientId: p.client.id,
    kind: p.kind,
    amount: dollars(p.amountCents),
    tip: dollars(p.tipCents),
    method: p.method,
    status: p.status,
    transactionId: p.gatewayTransactionId,
    adminApprovalStatus: p.adminApprovalStatus,
    adminNotes: p.adminNotes,
    createdAt: p.createdAt,
  };
}

function payoutJson(p: WorkerPayout, extra: { providerName: string; requestTitle: string }): z.input<typeof PayoutOut> {
  return {
    id: p.id,
    requestId: p.requestId,
    providerId: p.providerId,
    providerName: extra.providerName,
    requestTitle: extra.requestTitle,
    serviceCost: dollars(p.serviceCostCents),
    amount: dollars(p.amountCents),
    tip: dollars(p.tipCents),
    timing: p.timing,
    status: p.status,
    approvedAt: p.approvedAt,
    createdAt: p.createdAt,
  };
}

const notesBody = z.object({ adminNotes: zText(5000) });
const providerParams = z.object({ providerId: zId });

export const adminRoutes = [
  route({
    method: 'get', path: '/api/admin/service-requests', tag: 'admin', access: 'admin',
    summary: 'The Admin Review Queue: paid, finished requests whose payment awaits approval',
    query: z.object({ _t: zCacheBust }),
    response: { description: 'List of requests', schema: z.array(RequestOut) },
    async handle(ctx) {
      return requestsJson(ctx.em, await allItems((page) => ctx.services.billingOverview.reviewQueue(ctx.me, page)));
    },
  }),
  route({
    method: 'post', path: '/api/admin/approve-payment/{id}', tag: 'admin', access: 'admin',
    summary: "Approve a request's payment and release the worker's funds (id: the request)",
    params: idParams,
    body: notesBody,
    examples: { body: { adminNotes: 'Checked against the invoice' } },
    response: { description: 'The decision, with a message', schema: decisionOut },
    errors: [404, 409],
    async handle(ctx, { params, body }) {
      return decisionJson(ctx, await ctx.services.payoutApproval.approve(ctx.me, String(params.id), { adminNotes: body.adminNotes }));
    },
  }),
  route({
    method: 'post', path: '/api/admin/approve-transaction/{id}', tag: 'admin', access: 'admin',
    summary: 'Approve one transaction (id: the payment)',
    params: idParams,
    body: notesBody,
    examples: { body: { adminNotes: 'Checked against the bank statement' } },
    response: { description: 'The payment', schema: z.object({ success: z.literal(true), payment: PaymentOut }) },
    errors: [404, 409],
    async handle(ctx, { params, body }) {
      return { success: true, payment: paymentJson(await ctx.services.paymentDecisions.approveTransaction(ctx.me, String(params.id), body.adminNotes)) };
    },
  }),
  route({
    method: 'post', path: '/api/admin/reject-transaction/{id}', tag: 'admin', access: 'admin',
    summary: 'Reject one transaction (id: the payment); a reason in adminNotes is required',
    params: idParams,
    fieldNames: { reason: 'adminNotes' },
    body: notesBody,
    examples: { body: { adminNotes: 'Duplicate charge' } },
    response: { description: 'The payment', schema: z.object({ success: z.literal(true), payment: PaymentOut }) },
    errors: [404, 409],
    async handle(ctx, { params, body }) {
      return { success: true, payment: paymentJson(await ctx.services.paymentDecisions.rejectTransaction(ctx.me, String(params.id), body.adminNotes)) };
    },
  }),
  route({
    method: 'post', path: '/api/admin/simulate-client-payment/{id}', tag: 'admin', access: 'admin',
    summary: "Simulate the client's payment of a request (id: the request): the consultation fee, or the balance of finished work; the amount, when given, must be what is due",
    params: idParams,
    fieldNames: { paymentAmountCents: 'paymentAmount' },
    body: z.object({ paymentAmount: zDollars.nullish() }),
    examples: { body: { paymentAmount: 250 } },
    response: { description: 'The decision', schema: decisionOut },
    errors: [404, 409],
    async handle(ctx, { params, body }) {
      const cents = body.paymentAmount == null ? null : centsOf(body.paymentAmount, 'paymentAmount');
      return decisionJson(ctx, await ctx.services.payments.simulateForClient(ctx.me, String(params.id), cents));
    },
  }),
  route({
    method: 'get', path: '/api/worker-payouts', tag: 'billing', access: 'admin',
    summary: 'Worker payouts, newest first',
    query: z.object({ _t: zCacheBust }),
    response: {
      description: 'List of payouts',
      schema: z.array(PayoutOut),
    },
    async handle(ctx) {
      return (await allItems((page) => ctx.services.billingOverview.payouts(ctx.me, page), MAX_PAGE_SIZE)).map((row) => payoutJson(row.payout, row));
    },
  }),
  route({
    method: 'get', path: '/api/billing/past-due', tag: 'billing', access: 'admin',
    summary: 'Balances unpaid 7 or more days after invoicing',
    query: z.object({ _t: zCacheBust }),
    response: {
      description: 'List of past-due records',
      schema: z.array(z.object({ requestId: z.number(), title: z.string(), clientName: z.string(), clientEmail: z.string(), daysPastDue: z.number(), balanceDue: z.number(), invoiceNumber: z.string(), invoiceCreatedAt: zDateTime })),
    },
    async handle(ctx) {
      return (await allItems((page) => ctx.services.billingOverview.pastDue(ctx.me, page))).map((p) => ({
        requestId: p.requestId, title: p.title, clientName: p.clientName, clientEmail: p.clientEmail, daysPastDue: p.daysPastDue,
        balanceDue: dollars(p.balanceDueCents), invoiceNumber: p.invoiceNumber, invoiceCreatedAt: p.invoiceCreatedAt,
      }));
    },
  }),
  route({
    method: 'get', path: '/api/analytics/advanced-earnings', tag: 'analytics', access: 'admin',
    summary: 'Advanced earnings analytics (money in dollars, rates in percent)',
    query: z.object({ _t: zCacheBust }),
    response: {
      description: 'The analytics',
      schema: z.object({
        revenueBreakdown: z.object({ totalRevenue: z.number(), consultationFees: z.number(), serviceRevenue: z.number(), processingFees: z.number(), outstandingConsultationFees: z.number() }),
        profitAnalysis: z.object({ netProfit: z.number(), profitMargin: z.number(), workerCosts: z.number() }),
        customerMetrics: z.object({ totalActiveCustomers: z.number(), avgCustomerValue: z.number(), repeatCustomerRate: z.number(), activeSeries: z.number().describe('Recurring series still running') }),
        operationalMetrics: z.object({ workerUtilizationRate: z.number(), avgWaitTime: z.number(), cancellationRate: z.number() }),
        monthlyTrends: z.array(z.object({ month: z.string(), revenue: z.number(), completedJobs: z.number(), avgOrderValue: z.number() })),
        topCategories: z.array(z.object({ categoryId: z.number(), categoryName: z.string(), jobs: z.number(), revenue: z.number(), profitMargin: z.number() })),
      }),
    },
    async handle(ctx) {
      const a = await ctx.services.analytics.advancedEarnings(ctx.me);
      const rb = a.revenueBreakdown;
      return {
        revenueBreakdown: {
          totalRevenue: dollars(rb.totalRevenueCents), consultationFees: dollars(rb.consultationFeesCents), serviceRevenue: dollars(rb.serviceRevenueCents),
          processingFees: dollars(rb.processingFeesCents), outstandingConsultationFees: dollars(rb.outstandingConsultationFeesCents),
        },
        profitAnalysis: { netProfit: dollars(a.profitAnalysis.netProfitCents), profitMargin: a.profitAnalysis.profitMargin, workerCosts: dollars(a.profitAnalysis.workerCostsCents) },
        customerMetrics: { totalActiveCustomers: a.customerMetrics.totalActiveCustomers, avgCustomerValue: dollars(a.customerMetrics.avgCustomerValueCents), repeatCustomerRate: a.customerMetrics.repeatCustomerRate, activeSeries: a.customerMetrics.activeSeries },
        operationalMetrics: { workerUtilizationRate: a.operationalMetrics.workerUtilizationRate, avgWaitTime: a.operationalMetrics.avgWaitTimeHours, cancellationRate: a.operationalMetrics.cancellationRate },
        monthlyTrends: a.monthlyTrends.map((m) => ({ month: m.month, revenue: dollars(m.revenueCents), completedJobs: m.completedJobs, avgOrderValue: dollars(m.avgOrderValueCents) })),
        topCategories: a.topCategories.map((c) => ({ categoryId: Number(c.categoryId), categoryName: c.categoryName, jobs: c.jobs, revenue: dollars(c.revenueCents), profitMargin: c.profitMargin })),
      };
    },
  }),
  route({
    method: 'get', path: '/api/dashboard/stats', tag: 'admin', access: 'signed_in',
    summary: "Dashboard tiles: an admin's (activeJobs, completed, pending, unpaidRequests, pastDueBalances, earnings); an approved worker's own dashboard counts",
    query: z.object({ _t: zCacheBust }),
    response: {
      description: 'The tiles',
      schema: z.object({
        activeJobs: z.number(), completed: z.number(),
        pending: z.number().optional().describe('Admin'), unpaidRequests: z.number().optional().describe('Admin'), pastDueBalances: z.number().optional().describe('Admin'),
        pastDueTotal: z.number().nullable().optional().describe('Admin: dollars'), earnings: z.number().nullable().optional().describe('Admin: dollars'), reviewQueue: z.number().optional().describe('Admin'),
        availableRequests: z.number().optional().describe('Worker'), rating: z.number().optional().describe('Worker'), ratingCount: z.number().optional().describe('Worker'), todayJobs: z.number().optional().describe('Worker'),
      }),
    },
    errors: [403],
    async handle(ctx) {
      const me = ctx.me;
      if (me.sessionRole === 'admin') {
        const s = await ctx.services.adminDashboard.stats(me);
        return {
          activeJobs: s.activeJobs, completed: s.completed, pending: s.pending, unpaidRequests: s.unpaidRequests, pastDueBalances: s.pastDueBalances,
          pastDueTotal: dollars(s.pastDueTotalCents), earnings: dollars(s.earningsCents), reviewQueue: s.reviewQueue,
        };
      }
      if (me.sessionRole === 'worker') {
        const d = await ctx.services.workerJobs.dashboard(me);
        return { activeJobs: d.activeJobs, completed: d.completedJobs, availableRequests: d.availableRequests, rating: d.rating, ratingCount: d.ratingCount, todayJobs: d.today.length };
      }
      throw forbidden('Dashboard stats are for admins and approved workers');
    },
  }),
  route({
    method: 'post', path: '/api/admin/service-providers/{providerId}/suspend', tag: 'admin', access: 'admin',
    summary: 'Suspend a working worker (status suspended: no job actions), with an optional reason; the worker is told (account_suspended)',
    params: providerParams,
    body: z.object({ reason: zText(1000) }),
    response: { description: 'The worker', schema: z.object({ success: z.literal(true), provider: ProviderOut }) },
    errors: [404, 409],
    async handle(ctx, { params, body }) {
      return { success: true, provider: providerJson(await ctx.services.workerApproval.suspend(ctx.me, String(params.providerId), body.reason)) };
    },
  }),
  route({
    method: 'post', path: '/api/admin/service-providers/{providerId}/request-document', tag: 'admin', access: 'admin',
    summary: 'Ask a worker (an applicant) for a document, with an optional note; the worker is told (document_required)',
    params: providerParams,
    body: z.object({ document: z.string().max(200), note: zText(1000) }),
    response: { description: 'The worker', schema: z.object({ success: z.literal(true), provider: ProviderOut }) },
    errors: [404, 409],
    async handle(ctx, { params, body }) {
      return { success: true, provider: providerJson(await ctx.services.workerApproval.requestDocument(ctx.me, String(params.providerId), body.document, body.note)) };
    },
  }),
  route({
    method: 'post', path: '/api/admin/service-providers/{providerId}/background-check', tag: 'admin', access: 'admin',
    summary: "Record a worker's background check as complete (approved, with its time); the worker is told (background_check_complete)",
    params: providerParams,
    response: { description: 'The worker', schema: z.object({ success: z.literal(true), provider: ProviderOut }) },
    errors: [404, 409],
    async handle(ctx, { params }) {
      return { success: true, provider: providerJson(await ctx.services.workerApproval.completeBackgroundCheck(ctx.me, String(params.providerId))) };
    },
  }),
];
