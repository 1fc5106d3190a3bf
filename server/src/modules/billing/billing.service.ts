import { findPage, mapPage, type Page, type PageInput } from '../../graphql/pagination';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { Invoice } from '../invoices/invoice.entity';
import { Payment } from '../payments/payment.entity';
import { Client } from '../clients/client.entity';
import { WorkerPayout } from '../payouts/worker-payout.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Activity } from '../requests/activity.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import type { PayoutService } from '../payouts/payout.service';
import type { AppPubSub } from '../../graphql/pubsub';
import { audit } from '../audit/audit.service';
import { assertAdmin, parseId } from '../admin/admin-guard';
import { publishAfterCommit } from '../admin/admin-events';
import { settleBalanceInTransaction } from '../payments/ledger';
import { deliverSoon, enqueueAfterCommit } from '../outbox/outbox';
import { pastDuePage, pastDueRecords, reviewQueueFilter, type PastDueRecord } from './billing-queries';
import { totalRevenueCents } from '../analytics/analytics-queries';
import type { AdminInvoiceRow, AdminPaymentRow, AdminPayoutRow, BillingDecision, BillingStats } from './billing.types';
import { billingBreakdown, serviceCostOf } from '../../domain/billing';
import { CONSULTATION_FEE_CENTS, CONSULTATION_TOTAL_CENTS, RECENT_INVOICES_LIMIT } from '../../domain/constants';
import { formatDollars } from '../../domain/money';
import { DONE_STATUSES } from '../../domain/request-status';
import { badInput, conflict, fieldError, isUniqueViolation, notFound } from '../../shared/errors';
import { clean } from '../../shared/validate';
import { requestNumber } from '../../domain/request-number';

export const APPROVE_PAYMENT_MESSAGE = 'Payment approved and funds released successfully!';
const REVIEWABLE = ['completed'] as const;

type Decided = { request: ServiceRequest; payout: WorkerPayout | null; notifications: Notification[] };

/** Money decisions of the admin area (approve, reject, simulate) and the billing page's reads. */
export class BillingService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
    private readonly payouts: PayoutService,
    private readonly pubsub: AppPubSub,
  ) {}

  private async clientUserId(tx: EntityManager, clientId: number): Promise<number | null> {
    const c = await tx.findOne(Client, { id: clientId });
    return c?.user?.id ?? null;
  }

  /** Read inside the caller's transaction: a second connection per decision starves the pool under concurrent decisions. */
  private async workerUserId(tx: EntityManager, r: ServiceRequest): Promise<number | null> {
    if (!r.provider) return null;
    const p = await tx.findOne(ServiceProvider, { id: r.provider.id });
    return p?.user?.id ?? null;
  }

  private async balanceOf(em: EntityManager, r: ServiceRequest) {
    const inv = await em.findOne(Invoice, { request: r.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const cost = serviceCostOf({ latestInvoiceCents: inv?.finalAmountCents, actualCostCents: r.actualCostCents, estimatedCostCents: r.estimatedCostCents });
    return { inv, breakdown: billingBreakdown({ serviceCostCents: cost, tipCents: r.tipCents, hundredDollarSpecial: r.hundredDollarSpecial }) };
  }

  /**
   * Approve a completed request's payment and release the worker's funds: the approval is
   * settled by a conditional UPDATE (approving twice creates one payout), pending payments
   * become approved, the payout is created, and everything is audited in one transaction.
   */
  async approvePayment(viewer: Viewer, requestIdInput: string, adminNotes?: string | null): Promise<BillingDecision> {
    assertAdmin(viewer);
    const requestId = parseId(requestIdInput);
    const notes = clean(adminNotes);
    if (notes && notes.length > 2000) throw fieldError('adminNotes', 'Notes must be at most 2000 characters');
    const r = requestId ? await this.em.findOne(ServiceRequest, { id: requestId }) : null;
    if (!r) throw notFound('Service request');
    if (r.status === 'closed_pending_review') throw conflict('This project needs an inspection: approve it from the Project Workflow');
    if (!(REVIEWABLE as readonly string[]).includes(r.status)) throw conflict('Only completed work can have its payment approved');
    if (r.adminApprovalStatus === 'approved' || r.adminApprovalStatus === 'rejected') throw conflict(`This payment was already ${r.adminApprovalStatus}`);
    const { inv, breakdown } = await this.balanceOf(this.em, r);
    if (inv?.status === 'pending_approval') throw conflict('Approve the worker\'s invoice first');
    if (breakdown.balanceDueCents > 0 && !r.balancePaid && !r.invoicePaid) throw conflict('The client has not paid the balance yet');

    const out = await this.em.transactional(async (tx): Promise<Decided> => {
      const rows = await tx.execute<{ id: number }[]>(
        `update service_requests set admin_approval_status = 'approved', admin_notes = coalesce(?, admin_notes), updated_at = now(), version = version + 1
          where id = ? and status = 'completed' and (admin_approval_status is null or admin_approval_status = 'pending') returning id`,
        [notes, r.id],
      );
      if (rows.length !== 1) throw conflict('This payment was just decided by someone else');
      const fresh = await tx.findOneOrFail(ServiceRequest, { id: r.id }, { refresh: true });
      const pending = await tx.find(Payment, { request: r.id, status: 'succeeded', adminApprovalStatus: 'pending' });
      const now = new Date();
      for (const p of pending) {
        Object.assign(p, { adminApprovalStatus: 'approved', approvedById: viewer.user.id, approvedAt: now, adminNotes: notes ?? p.adminNotes });
        audit(tx, viewer, { action: 'payment_approved', entityType: 'payment', entityId: p.id, requestId: r.id, amountCents: p.amountCents, before: { adminApprovalStatus: 'pending' }, after: { adminApprovalStatus: 'approved' } });
      }
      const inv = await tx.findOne(Invoice, { request: r.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
      if (inv && !inv.paidAt && (fresh.invoicePaid || fresh.balancePaid)) inv.paidAt = fresh.invoicePaymentDate ?? now;
      audit(tx, viewer, {
        action: 'request_payment_approved',
        entityType: 'service_request',
        entityId: r.id,
        requestId: r.id,
        amountCents: fresh.invoicePaymentAmountCents,
        before: { adminApprovalStatus: r.adminApprovalStatus ?? null },
        after: { adminApprovalStatus: 'approved', adminNotes: notes },
      });
      const payout = await this.payouts.createInTransaction(tx, viewer, fresh, { inspected: false });
      tx.create(Activity, { request: fresh, action: 'payment_approved', description: `Payment approved; worker payout of ${formatDollars(payout.amountCents)} (${payout.timing.replace('_', ' ')}).`, actorRole: 'admin', actor: viewer.user.id });
      const notifications: Notification[] = [];
      const workerUser = await this.workerUserId(tx, fresh);
      if (workerUser) notifications.push(this.notifications.queue({ userId: workerUser, userType: 'worker', type: 'payment_received', title: 'Payout approved', message: `Your payout of ${formatDollars(payout.amountCents)} for request ${requestNumber(r.id)} was approved${payout.status === 'approved' ? ' and released' : payout.timing === 'photo_review' ? '; it is released after photo review (about 24 h)' : '; it is released after an in-person inspection'}.`, data: { requestId: r.id, payoutId: payout.id } }, tx));
      const clientUser = await this.clientUserId(tx, fresh.client.id);
      if (clientUser) notifications.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'payment_approved', title: 'Payment approved', message: `Your payment for request ${requestNumber(r.id)} was approved. Thank you!`, data: { requestId: r.id } }, tx));
      await enqueueAfterCommit(tx, { notifications, review: { requestId: r.id, kind: 'approved' } });
      return { request: fresh, payout, notifications };
    });
    deliverSoon();
    return { request: out.request, payout: out.payout, message: APPROVE_PAYMENT_MESSAGE };
  }

  /** Reject a request's payment (a reason is required); no payout is created. */
  async rejectPayment(viewer: Viewer, requestIdInput: string, reason: string | null | undefined): Promise<BillingDecision> {
    assertAdmin(viewer);
    const why = clean(reason);
    if (!why) throw fieldError('reason', 'Please provide a reason for rejecting this transaction');
    if (why.length > 2000) throw fieldError('reason', 'Reason must be at most 2000 characters');
    const requestId = parseId(requestIdInput);
    const r = requestId ? await this.em.findOne(ServiceRequest, { id: requestId }) : null;
    if (!r) throw notFound('Service request');
    if (r.adminApprovalStatus === 'approved' || r.adminApprovalStatus === 'rejected') throw conflict(`This payment was already ${r.adminApprovalStatus}`);
    const out = await this.em.transactional(async (tx): Promise<Decided> => {
      const rows = await tx.execute<{ id: number }[]>(
        `update service_requests set admin_approval_status = 'rejected', admin_notes = ?, updated_at = now(), version = version + 1
          where id = ? and (admin_approval_status is null or admin_approval_status = 'pending') returning id`,
        [why, r.id],
      );
      if (rows.length !== 1) throw conflict('This payment was just decided by someone else');
      const fresh = await tx.findOneOrFail(ServiceRequest, { id: r.id }, { refresh: true });
      const pending = await tx.find(Payment, { request: r.id, kind: 'balance', adminApprovalStatus: 'pending' });
      for (const p of pending) {
        Object.assign(p, { adminApprovalStatus: 'rejected', adminNotes: why, approvedById: viewer.user.id, approvedAt: new Date() });
        audit(tx, viewer, { action: 'payment_rejected', entityType: 'payment', entityId: p.id, requestId: r.id, amountCents: p.amountCents, before: { adminApprovalStatus: 'pending' }, after: { adminApprovalStatus: 'rejected', reason: why } });
      }
      audit(tx, viewer, { action: 'request_payment_rejected', entityType: 'service_request', entityId: r.id, requestId: r.id, before: { adminApprovalStatus: r.adminApprovalStatus ?? null }, after: { adminApprovalStatus: 'rejected', reason: why } });
      tx.create(Activity, { request: fresh, action: 'payment_rejected', description: `Payment rejected by an admin: ${why}`, actorRole: 'admin', actor: viewer.user.id });
      const notifications: Notification[] = [];
      const clientUser = await this.clientUserId(tx, fresh.client.id);
      if (clientUser) notifications.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'payment_rejected', title: 'Payment needs attention', message: `Your payment for request ${requestNumber(r.id)} was not approved: ${why}`, data: { requestId: r.id } }, tx));
      const workerUser = await this.workerUserId(tx, fresh);
      if (workerUser) notifications.push(this.notifications.queue({ userId: workerUser, userType: 'worker', type: 'payment_rejected', title: 'Payment not approved', message: `The payment for request ${requestNumber(r.id)} was not approved: ${why}`, data: { requestId: r.id } }, tx));
      return { request: fresh, payout: null, notifications };
    });
    publishAfterCommit(this.pubsub, this.notifications, { notifications: out.notifications, review: { requestId: r.id, kind: 'rejected' } });
    return { request: out.request, payout: null, message: 'Transaction rejected' };
  }

  /**
   * Approve one transaction (a payment). A balance payment of a request in review approves
   * the request's payment (the same rule as approvePayment); a consultation fee is approved alone.
   */
  async approveTransaction(viewer: Viewer, paymentIdInput: string, adminNotes?: string | null): Promise<Payment> {
    assertAdmin(viewer);
    const payment = await this.findPayment(paymentIdInput);
    if (payment.kind === 'balance') {
      await this.approvePayment(viewer, String(payment.request.id), adminNotes);
      return this.em.findOneOrFail(Payment, { id: payment.id }, { refresh: true });
    }
    return this.decideTransaction(viewer, payment, 'approved', clean(adminNotes));
  }

  /** Reject one transaction: a reason is required. */
  async rejectTransaction(viewer: Viewer, paymentIdInput: string, reason: string | null | undefined): Promise<Payment> {
    assertAdmin(viewer);
    const why = clean(reason);
    if (!why) throw fieldError('reason', 'Please provide a reason for rejecting this transaction');
    const payment = await this.findPayment(paymentIdInput);
    if (payment.kind === 'balance') {
      await this.rejectPayment(viewer, String(payment.request.id), why);
      return this.em.findOneOrFail(Payment, { id: payment.id }, { refresh: true });
    }
    return this.decideTransaction(viewer, payment, 'rejected', why);
  }

  private async findPayment(idInput: string): Promise<Payment> {
    const id = parseId(idInput);
    const p = id ? await this.em.findOne(Payment, { id }) : null;
    if (!p) throw notFound('Transaction');
    return p;
  }

  private async decideTransaction(viewer: Viewer, payment: Payment, decision: 'approved' | 'rejected', notes: string | null): Promise<Payment> {
    if (payment.status !== 'succeeded') throw conflict('Only a succeeded payment can be approved or rejected');
    const out = await this.em.transactional(async (tx) => {
      const n = await tx.nativeUpdate(Payment, { id: payment.id, adminApprovalStatus: 'pending' }, { adminApprovalStatus: decision, adminNotes: notes, approvedById: viewer.user.id, approvedAt: new Date() });
      if (n !== 1) throw conflict('This transaction was already decided');
      audit(tx, viewer, { action: decision === 'approved' ? 'transaction_approved' : 'transaction_rejected', entityType: 'payment', entityId: payment.id, requestId: payment.request.id, amountCents: payment.amountCents, before: { adminApprovalStatus: 'pending' }, after: { adminApprovalStatus: decision, adminNotes: notes } });
      const notifications: Notification[] = [];
      if (decision === 'rejected') {
        const clientUser = await this.clientUserId(tx, payment.client.id);
        if (clientUser) notifications.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'payment_rejected', title: 'Payment needs attention', message: `Your ${formatDollars(payment.amountCents)} payment for request ${requestNumber(payment.request.id)} was not approved: ${notes}`, data: { requestId: payment.request.id } }, tx));
      }
      return notifications;
    });
    publishAfterCommit(this.pubsub, this.notifications, { notifications: out, review: { requestId: payment.request.id, kind: `transaction_${decision}` } });
    return this.em.findOneOrFail(Payment, { id: payment.id }, { refresh: true });
  }

  /**
   * Simulate the client's payment: the consultation fee of an unpaid pending request, or the
   * balance of finished work (which then waits in the Admin Review Queue). The amount, when
   * given, must be what is due; paying twice never charges twice.
   */
  async simulateClientPayment(viewer: Viewer, requestIdInput: string, paymentAmountCents?: number | null): Promise<BillingDecision> {
    assertAdmin(viewer);
    const requestId = parseId(requestIdInput);
    const r = requestId ? await this.em.findOne(ServiceRequest, { id: requestId }) : null;
    if (!r) throw notFound('Service request');
    const consultation = r.status === 'pending' && !r.appointmentFeePaid;
    let due: number;
    if (consultation) due = CONSULTATION_TOTAL_CENTS;
    else {
      if (!(DONE_STATUSES as string[]).concat('closed_pending_review').includes(r.status)) throw conflict('Only finished work or an unpaid request can be paid');
      if (r.balancePaid || r.invoicePaid) throw conflict('The balance of this request is already paid');
      due = (await this.balanceOf(this.em, r)).breakdown.balanceDueCents;
      if (due <= 0) throw conflict('Nothing is due on this request: the consultation fee covers it');
    }
    if (paymentAmountCents !== null && paymentAmountCents !== undefined && paymentAmountCents !== due) {
      throw badInput([{ path: 'paymentAmountCents', message: `The amount due is ${formatDollars(due)}` }]);
    }
    const out = await this.em.transactional(async (tx) => {
      const rows = consultation
        ? await tx.execute<{ id: number }[]>(
            `update service_requests set appointment_fee_paid = true, payment_status = 'paid', payment_method = 'simulated', payment_date = now(), payment_amount_cents = ?, updated_at = now(), version = version + 1
              where id = ? and status = 'pending' and appointment_fee_paid = false returning id`,
            [due, r.id],
          )
        : await tx.execute<{ id: number }[]>(
            `update service_requests set invoice_paid = true, balance_paid = true, invoice_payment_amount_cents = ?, invoice_payment_date = now(),
                    admin_approval_status = case when admin_approval_status = 'approved' then admin_approval_status else 'pending' end, updated_at = now(), version = version + 1
              where id = ? and invoice_paid = false and balance_paid = false returning id`,
            [due, r.id],
          );
      if (rows.length !== 1) throw conflict('This request was just paid');
      if (!consultation) await settleBalanceInTransaction(tx, r.id, due, new Date());
      const payment = tx.create(Payment, {
        request: r.id,
        client: r.client.id,
        kind: consultation ? 'consultation' : 'balance',
        amountCents: due,
        method: 'simulated',
        status: 'succeeded',
        gatewayTransactionId: `sim_admin_${r.id}_${consultation ? 'consultation' : 'balance'}`,
        idempotencyKey: `admin-simulated:${consultation ? 'consultation' : 'balance'}:${r.id}`,
      });
      try {
        await tx.flush();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('This request was already paid');
        throw err;
      }
      audit(tx, viewer, { action: 'client_payment_simulated', entityType: 'payment', entityId: payment.id, requestId: r.id, amountCents: due, before: { paid: false }, after: { kind: payment.kind, amountCents: due, method: 'simulated' } });
      const fresh = await tx.findOneOrFail(ServiceRequest, { id: r.id }, { refresh: true });
      tx.create(Activity, { request: fresh, action: 'payment_received', description: `${consultation ? 'Consultation fee' : 'Balance'} of ${formatDollars(due)} paid (simulated by an admin).`, actorRole: 'admin', actor: viewer.user.id });
      return fresh;
    });
    publishAfterCommit(this.pubsub, this.notifications, {
      notifications: [],
      ...(consultation ? { queue: { requestId: r.id, kind: 'paid' as const, categoryId: r.category.id } } : { review: { requestId: r.id, kind: 'paid' } }),
    });
    return { request: out, payout: null, message: 'Payment processed' };
  }

  /** The Admin Review Queue, every request, first paid first (the REST compatibility layer). */
  reviewQueue(viewer: Viewer): Promise<ServiceRequest[]> {
    assertAdmin(viewer);
    return this.em.find(ServiceRequest, reviewQueueFilter(), { orderBy: { invoicePaymentDate: 'asc', id: 'asc' } });
  }

  /** The Admin Review Queue, oldest request first, one page (the partial index service_requests_review_queue_index). */
  reviewQueuePage(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    assertAdmin(viewer);
    return findPage(this.em, ServiceRequest, reviewQueueFilter(), { createdAt: 'asc', id: 'asc' }, page);
  }

  /** Every past-due balance, most days past due first (the REST compatibility layer). */
  pastDue(viewer: Viewer): Promise<PastDueRecord[]> {
    assertAdmin(viewer);
    return pastDueRecords(this.em);
  }

  /** Past-due balances, oldest invoice (most days past due) first, one page. */
  pastDuePage(viewer: Viewer, page: PageInput): Promise<Page<PastDueRecord>> {
    assertAdmin(viewer);
    return pastDuePage(this.em, page);
  }

  private async invoiceRows(requests: ServiceRequest[]): Promise<AdminInvoiceRow[]> {
    if (!requests.length) return [];
    const invoices = await this.em.find(Invoice, { request: { $in: requests.map((r) => r.id) } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const latest = new Map<number, Invoice>();
    for (const inv of invoices) latest.set(inv.request.id, inv);
    return requests.map((r) => {
      const invoice = latest.get(r.id) ?? null;
      const cost = serviceCostOf({ latestInvoiceCents: invoice?.finalAmountCents, actualCostCents: r.actualCostCents, estimatedCostCents: r.estimatedCostCents });
      const b = billingBreakdown({ serviceCostCents: cost, tipCents: r.tipCents, hundredDollarSpecial: r.hundredDollarSpecial });
      const minService = r.hundredDollarSpecial || cost <= CONSULTATION_FEE_CENTS;
      let billingState: string;
      if (r.adminApprovalStatus === 'approved') billingState = 'approved';
      else if (r.adminApprovalStatus === 'rejected') billingState = 'rejected';
      else if (r.invoicePaid || r.balancePaid) billingState = 'awaiting_review';
      else if (b.balanceDueCents === 0) billingState = 'covered';
      else billingState = 'payment_due';
      return { request: r, invoice, serviceCostCents: cost, balanceDueCents: r.balancePaid ? 0 : b.balanceDueCents, minService, billingState };
    });
  }

  /** Recent Invoices: the 10 most recently completed requests with their billing state. */
  async recentInvoices(viewer: Viewer): Promise<AdminInvoiceRow[]> {
    assertAdmin(viewer);
    const requests = await this.em.find(ServiceRequest, { status: { $in: [...DONE_STATUSES, 'closed_pending_review'] } }, { orderBy: { completedAt: 'desc nulls last', updatedAt: 'desc' }, limit: RECENT_INVOICES_LIMIT });
    return this.invoiceRows(requests);
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
    return this.invoiceRows(requests);
  }

  /** Consultation payments, newest first, one page (request and client joined in the same statement). */
  async consultationPaymentsPage(viewer: Viewer, page: PageInput): Promise<Page<AdminPaymentRow>> {
    assertAdmin(viewer);
    const payments = await findPage(this.em, Payment, { kind: 'consultation' }, { createdAt: 'desc', id: 'desc' }, page, { populate: ['request', 'client'] as never });
    return mapPage(payments, (items) => items.map((payment) => ({ payment, requestTitle: payment.request.getEntity().title, clientName: payment.client.getEntity().name })));
  }

  /** Worker payouts, newest first, one page. */
  async payoutRowsPage(viewer: Viewer, page: PageInput): Promise<Page<AdminPayoutRow>> {
    assertAdmin(viewer);
    const payouts = await findPage(this.em, WorkerPayout, {}, { createdAt: 'desc', id: 'desc' }, page, { populate: ['request', 'provider'] as never });
    return mapPage(payouts, (items) => items.map((payout) => ({ payout, providerName: payout.provider.getEntity().name, requestTitle: payout.request.getEntity().title })));
  }

  async payoutRows(viewer: Viewer): Promise<AdminPayoutRow[]> {
    assertAdmin(viewer);
    const payouts = await this.payouts.list({ limit: 200 });
    return payouts.map((payout) => ({ payout, providerName: payout.provider.getEntity().name, requestTitle: payout.request.getEntity().title }));
  }

  async stats(viewer: Viewer): Promise<BillingStats> {
    assertAdmin(viewer);
    const [revenue, pastDue, [avg]] = await Promise.all([
      totalRevenueCents(this.em),
      pastDueRecords(this.em),
      this.em.execute<{ avg: string | null }[]>(`select round(avg(final_amount_cents)) as avg from invoices`),
    ]);
    const open = await this.em.find(ServiceRequest, { status: { $nin: ['cancelled', 'pending'] }, balancePaid: false, invoicePaid: false });
    const rows = (await this.invoiceRows(open)).filter((row) => row.invoice && row.billingState === 'payment_due');
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
