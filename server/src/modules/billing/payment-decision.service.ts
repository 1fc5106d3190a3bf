import type { EntityManager } from '@mikro-orm/postgresql';
import { consultationFeeStanding } from '../payments/payment-words';
import { Approval } from '../../domain/approval';
import { ServiceRequest } from '../requests/service-request.entity';
import { Invoice } from '../invoices/invoice.entity';
import { Payment } from '../payments/payment.entity';
import { Client } from '../clients/client.entity';
import type { WorkerPayout } from '../payouts/worker-payout.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Activity } from '../requests/activity.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import type { PayoutService } from '../payouts/payout.service';
import { audit } from '../audit/audit.service';
import { assertAdmin, parseId } from '../auth/admin-guard';
import { enqueueAfterCommit } from '../outbox/outbox';
import { updateRequest } from '../requests/request-writes';
import type { BillingDecision } from '../payouts/billing-decision.types';
import { awaitsPaymentDecision } from './payment-decision-rule';
import { billingBreakdown, serviceCostOf } from '../../domain/billing';
import { formatDollars } from '../../domain/money';
import { conflict, notFound } from '../../shared/errors';
import { requestNumber } from '../../domain/request-number';

export const APPROVE_PAYMENT_MESSAGE = 'Payment approved and funds released successfully!';
const REVIEWABLE = ['completed'] as const;

type Decided = { request: ServiceRequest; payout: WorkerPayout | null; notifications: Notification[] };

/** The admin's money decisions: approve a request's payment (releasing the worker's funds) or reject it, and decide single transactions. */
export class PaymentDecisionService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
    private readonly payouts: PayoutService,
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
    return { inv, breakdown: billingBreakdown({ serviceCostCents: cost, tipCents: r.tipCents, hundredDollarSpecial: r.hundredDollarSpecial, consultationFeeCents: r.appointmentFeeCents }) };
  }

  /**
   * Approve a completed request's payment and release the worker's funds: the approval is
   * settled by a conditional UPDATE (approving twice creates one payout), pending payments
   * become approved, the payout is created, and everything is audited in one transaction.
   */
  async approvePayment(viewer: Viewer, requestIdInput: string, adminNotes?: string | null): Promise<BillingDecision> {
    assertAdmin(viewer);
    const requestId = parseId(requestIdInput);
    const notes = Approval.notesOf(adminNotes);
    const r = requestId ? await this.em.findOne(ServiceRequest, { id: requestId }) : null;
    if (!r) throw notFound('Service request');
    if (r.status === 'closed_pending_review') throw conflict('This project needs an inspection: approve it from the Project Workflow');
    if (!(REVIEWABLE as readonly string[]).includes(r.status)) throw conflict('Only completed work can have its payment approved');
    Approval.assertUndecided(r.adminApprovalStatus);
    const { inv, breakdown } = await this.balanceOf(this.em, r);
    if (inv?.status === 'pending_approval') throw conflict('Approve the worker\'s invoice first');
    if (!awaitsPaymentDecision(r, breakdown.balanceDueCents)) throw conflict('The client has not paid the balance yet');

    const out = await this.em.transactional(async (tx): Promise<Decided> => {
      const decided = await updateRequest(tx, r.id, {
        where: { status: 'completed', $or: [{ adminApprovalStatus: null }, { adminApprovalStatus: 'pending' }] },
        set: { adminApprovalStatus: 'approved', ...(notes !== null ? { adminNotes: notes } : {}) },
      });
      if (!decided) throw conflict('This payment was just decided by someone else');
      const fresh = await tx.findOneOrFail(ServiceRequest, { id: r.id }, { refresh: true });
      const pending = await tx.find(Payment, { request: r.id, status: 'succeeded', approval: { decision: 'pending' } });
      const now = new Date();
      for (const p of pending) {
        p.approval = p.approval.approve(viewer.user.id, notes, now);
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
      await enqueueAfterCommit(tx, { notifications, request: { requestId: r.id, kind: 'approved' } });
      return { request: fresh, payout, notifications };
    });
    return { request: out.request, payout: out.payout, message: APPROVE_PAYMENT_MESSAGE };
  }

  /** Reject a request's payment (a reason is required); no payout is created. */
  async rejectPayment(viewer: Viewer, requestIdInput: string, reason: string | null | undefined): Promise<BillingDecision> {
    assertAdmin(viewer);
    const why = Approval.reasonOf(reason);
    const requestId = parseId(requestIdInput);
    const r = requestId ? await this.em.findOne(ServiceRequest, { id: requestId }) : null;
    if (!r) throw notFound('Service request');
    Approval.assertUndecided(r.adminApprovalStatus);
    const out = await this.em.transactional(async (tx): Promise<Decided> => {
      const decided = await updateRequest(tx, r.id, {
        where: { $or: [{ adminApprovalStatus: null }, { adminApprovalStatus: 'pending' }] },
        set: { adminApprovalStatus: 'rejected', adminNotes: why },
      });
      if (!decided) throw conflict('This payment was just decided by someone else');
      const fresh = await tx.findOneOrFail(ServiceRequest, { id: r.id }, { refresh: true });
      const pending = await tx.find(Payment, { request: r.id, kind: 'balance', approval: { decision: 'pending' } });
      for (const p of pending) {
        p.approval = p.approval.reject(viewer.user.id, why);
        audit(tx, viewer, { action: 'payment_rejected', entityType: 'payment', entityId: p.id, requestId: r.id, amountCents: p.amountCents, before: { adminApprovalStatus: 'pending' }, after: { adminApprovalStatus: 'rejected', reason: why } });
      }
      audit(tx, viewer, { action: 'request_payment_rejected', entityType: 'service_request', entityId: r.id, requestId: r.id, before: { adminApprovalStatus: r.adminApprovalStatus ?? null }, after: { adminApprovalStatus: 'rejected', reason: why } });
      tx.create(Activity, { request: fresh, action: 'payment_rejected', description: `Payment rejected by an admin: ${why}`, actorRole: 'admin', actor: viewer.user.id });
      const notifications: Notification[] = [];
      const clientUser = await this.clientUserId(tx, fresh.client.id);
      if (clientUser) notifications.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'payment_rejected', title: 'Payment needs attention', message: `Your payment for request ${requestNumber(r.id)} was not approved: ${why}`, data: { requestId: r.id } }, tx));
      const workerUser = await this.workerUserId(tx, fresh);
      if (workerUser) notifications.push(this.notifications.queue({ userId: workerUser, userType: 'worker', type: 'payment_rejected', title: 'Payment not approved', message: `The payment for request ${requestNumber(r.id)} was not approved: ${why}`, data: { requestId: r.id } }, tx));
      await enqueueAfterCommit(tx, { notifications, request: { requestId: r.id, kind: 'rejected' } });
      return { request: fresh, payout: null, notifications };
    });
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
    return this.decideTransaction(viewer, payment, Approval.by(viewer.user.id, new Date(), Approval.notesOf(adminNotes, 'adminNotes', null)));
  }

  /** Reject one transaction: a reason is required. */
  async rejectTransaction(viewer: Viewer, paymentIdInput: string, reason: string | null | undefined): Promise<Payment> {
    assertAdmin(viewer);
    const why = Approval.reasonOf(reason, 'reason', null);
    const payment = await this.findPayment(paymentIdInput);
    if (payment.kind === 'balance') {
      await this.rejectPayment(viewer, String(payment.request.id), why);
      return this.em.findOneOrFail(Payment, { id: payment.id }, { refresh: true });
    }
    return this.decideTransaction(viewer, payment, Approval.rejectedBy(viewer.user.id, why));
  }

  private async findPayment(idInput: string): Promise<Payment> {
    const id = parseId(idInput);
    const p = id ? await this.em.findOne(Payment, { id }) : null;
    if (!p) throw notFound('Transaction');
    return p;
  }

  /** Records the admin's decision on one payment, if it is still pending (a conditional UPDATE: one decision wins). */
  private async decideTransaction(viewer: Viewer, payment: Payment, decided: Approval): Promise<Payment> {
    const { decision, notes } = decided;
    if (payment.status !== 'succeeded') throw conflict('Only a succeeded payment can be approved or rejected');
    await this.em.transactional(async (tx) => {
      // Decided from the request row under its lock: a cancel committing at the same moment is wholly before or after.
      const [req] = await tx.execute<{ status: string }[]>('select status from service_requests where id = ? for update', [payment.request.id]);
      if (payment.kind === 'consultation' && consultationFeeStanding(payment, req?.status ?? '') === 'kept_on_cancel') {
        throw conflict('The client cancelled this request after a provider was assigned: its consultation fee is kept by the cancellation policy, with nothing to approve or reject');
      }
      const n = await tx.nativeUpdate(Payment, { id: payment.id, approval: { decision: 'pending' } }, { approval: decided });
      if (n !== 1) throw conflict('This transaction was already decided');
      audit(tx, viewer, { action: decision === 'approved' ? 'transaction_approved' : 'transaction_rejected', entityType: 'payment', entityId: payment.id, requestId: payment.request.id, amountCents: payment.amountCents, before: { adminApprovalStatus: 'pending' }, after: { adminApprovalStatus: decision, adminNotes: notes } });
      const notifications: Notification[] = [];
      if (decision === 'rejected') {
        const clientUser = await this.clientUserId(tx, payment.client.id);
        if (clientUser) notifications.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'payment_rejected', title: 'Payment needs attention', message: `Your ${formatDollars(payment.amountCents)} payment for request ${requestNumber(payment.request.id)} was not approved: ${notes}`, data: { requestId: payment.request.id } }, tx));
      }
      await enqueueAfterCommit(tx, { notifications, request: { requestId: payment.request.id, kind: `transaction_${decision}` } });
    });
    return this.em.findOneOrFail(Payment, { id: payment.id }, { refresh: true });
  }
}
