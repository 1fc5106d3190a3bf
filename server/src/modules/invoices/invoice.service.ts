/**
 * Module invoices: invoices and a request's billing.
 * Owns: invoices and their line items (the worker's invoice, the admin's edits and approval),
 * a request's billing figures (request-billing.ts, client-billing.service.ts).
 * Words: invoice-words.ts (InvoiceStatus, LineItemType, InvoiceEditor).
 * Entry points: InvoiceService (the worker's invoice: preview, create, edit), InvoiceAdminService,
 * ClientBillingService, requestBilling.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Invoice } from './invoice.entity';
import { InvoiceLineItem, type LineItemType } from './invoice.entity';
import { assertInvoiceOpen } from './invoice-ledger';
import { ServiceRequest } from '../requests/service-request.entity';
import { Activity } from '../requests/activity.entity';
import { Client } from '../clients/client.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import { audit } from '../audit/audit.service';
import { enqueueAfterCommit } from '../outbox/outbox';
import { INVOICE_LIMIT_MESSAGE, MAX_INVOICE_SUBTOTAL_CENTS, computeLines, invoiceNumber, type ComputedLine, type LineInput } from '../../domain/invoice';
import { billingBreakdown } from '../../domain/billing';
import { formatDollars } from '../../domain/money';
import type { RequestStatus } from '../../domain/request-status';
import { badInput, conflict, fieldError, forbidden, isUniqueViolation, notFound } from '../../shared/errors';
import { requireApprovedProvider } from '../providers/worker-gate';
import type { InvoicePreview } from './job-invoice.types';
import { requestNumber } from '../../domain/request-number';
import { quotePayout } from '../../domain/payout-quote';

/** Locks one invoice row for the rest of the transaction (edits of one invoice run one after another). */
export async function lockInvoice(tx: EntityManager, invoiceId: number): Promise<void> {
  await tx.getConnection().execute('select id from invoices where id = ? for update', [invoiceId], 'all', tx.getTransactionContext());
}

export interface InvoiceLineArgs {
  type: string;
  description: string;
  quantity: number;
  /** dollars per unit */
  rate: number;
}

const INVOICEABLE: RequestStatus[] = ['scheduled', 'in_progress', 'closed_pending_review', 'completed'];
const MAX_NOTES = 2000;

/** Dollars (two decimals at most) to cents; NaN when it has more decimals, so computeLines reports the rate. */
function rateToCents(rate: number): number {
  const cents = Math.round(rate * 100);
  return Number.isFinite(rate) && Math.abs(rate * 100 - cents) < 1e-6 ? cents : Number.NaN;
}

/** Validates and prices typed lines (rates in dollars): the one pricing of invoice lines; bad lines are BAD_USER_INPUT naming each field. */
function priceLines(lines: InvoiceLineArgs[]): { lines: ComputedLine[]; subtotalCents: number } {
  const input: LineInput[] = (lines ?? []).map((l) => ({ type: l.type, description: l.description, quantity: Number(l.quantity), rateCents: rateToCents(Number(l.rate)) }));
  const result = computeLines(input);
  if (result.errors.length) throw badInput(result.errors);
  return result;
}

/** Lines a worker bills: priced, and more than $0.00 in all. */
function priced(lines: InvoiceLineArgs[]): { lines: ComputedLine[]; subtotalCents: number } {
  const result = priceLines(lines);
  if (result.subtotalCents <= 0) throw fieldError('lineItems', 'The invoice total must be more than $0.00');
  return result;
}

/**
 * The worker's invoices: create the job's one invoice with line items (status pending_approval, number
 * INV-{requestId}-{year}) and edit with a required reason (back to pending_approval,
 * lastEditedBy worker). Admin edits, deletes and approvals live in invoice-admin.service.ts.
 */
export class InvoiceService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
  ) {}

  private async ownRequest(em: EntityManager, viewer: Viewer, requestId: number): Promise<ServiceRequest> {
    const provider = requireApprovedProvider(viewer);
    const r = await em.findOne(ServiceRequest, { id: requestId });
    if (!r) throw notFound('Service request');
    if (r.provider?.id !== provider.id) throw forbidden('This job is not assigned to you');
    return r;
  }

  private assertInvoiceable(r: ServiceRequest): void {
    if (r.hundredDollarSpecial) throw conflict('A $100 Special is covered by the consultation fee and has no separate invoice');
    if (r.balancePaid || r.invoicePaid) throw conflict('The balance of this job has already been paid');
    if (!INVOICEABLE.includes(r.status)) throw conflict(`This job cannot be invoiced while it is ${r.displayStatus.replace(/_/g, ' ')}`);
  }

  /**
   * Prices invoice lines exactly as an invoice of them stores them (each line's amount, the
   * subtotal) and what the client would then be billed, for the worker on the job or an admin.
   * Writes nothing; the invoice dialogs show these figures instead of pricing lines themselves.
   */
  async price(viewer: Viewer, requestId: number, lines: InvoiceLineArgs[]): Promise<InvoicePreview> {
    const r = viewer.sessionRole === 'admin' ? await this.em.findOne(ServiceRequest, { id: requestId }) : await this.ownRequest(this.em, viewer, requestId);
    if (!r) throw notFound('Service request');
    const { lines: computed, subtotalCents } = priceLines(lines);
    return {
      lines: computed.map((l) => ({ type: l.type, description: l.description, quantity: l.quantityHundredths / 100, rateCents: l.rateCents, amountCents: l.amountCents })),
      subtotalCents,
      billing: {
        ...billingBreakdown({ serviceCostCents: subtotalCents, tipCents: r.tipCents, consultationFeeCents: r.appointmentFeeCents }),
        balancePaid: false,
        payoutTiming: quotePayout(r, subtotalCents).timing,
      },
    };
  }

  /** Create the job's invoice from line items; it waits for admin approval. */
  async create(viewer: Viewer, input: { requestId: number; lineItems: InvoiceLineArgs[]; notes?: string | null }): Promise<Invoice> {
    const notes = (input.notes ?? '').trim() || null;
    if (notes && notes.length > MAX_NOTES) throw fieldError('notes', `Notes must be at most ${MAX_NOTES} characters`);
    const { lines, subtotalCents } = priced(input.lineItems);
    for (let attempt = 1; ; attempt++) {
      try {
        const invoice = await this.em.transactional(async (tx) => {
          const r = await this.ownRequest(tx, viewer, input.requestId);
          this.assertInvoiceable(r);
          // A second invoice would change what the client is billed without the reason every edit needs.
          const current = await tx.findOne(Invoice, { request: r.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
          if (current) throw conflict(`This job already has invoice ${current.invoiceNumber}. Change it with Edit Invoice, which needs a reason for the edit.`);
          const year = new Date().getUTCFullYear();
          const existing = await tx.count(Invoice, { request: r.id, invoiceNumber: { $like: `INV-${r.id}-${year}%` } });
          const invoice = tx.create(Invoice, {
            invoiceNumber: invoiceNumber(r.id, year, existing),
            status: 'pending_approval',
            request: r,
            provider: r.provider,
            client: r.client,
            subtotalCents,
            finalAmountCents: subtotalCents,
            notes,
            description: lines[0]?.description ?? null,
          });
          for (const l of lines) tx.create(InvoiceLineItem, { invoice, position: l.position, type: l.type as LineItemType, description: l.description, quantityHundredths: l.quantityHundredths, rateCents: l.rateCents, amountCents: l.amountCents });
          r.actualCostCents = subtotalCents;
          tx.create(Activity, { request: r, actor: viewer.user.id, actorRole: 'worker', action: 'invoice_created', description: `Invoice ${invoice.invoiceNumber} created for ${formatDollars(subtotalCents)} and submitted for approval` });
          await tx.flush();
          audit(tx, viewer, { action: 'invoice_created', entityType: 'invoice', entityId: invoice.id, requestId: r.id, amountCents: subtotalCents, after: { status: 'pending_approval', invoiceNumber: invoice.invoiceNumber } });
          const client = await tx.findOne(Client, r.client.id);
          const queued: Notification[] = [];
          if (client?.user) queued.push(this.notifications.queue({ userId: client.user.id, userType: 'client', type: 'invoice_created', title: 'Invoice Created', message: `Invoice ${invoice.invoiceNumber} for ${r.title} (${formatDollars(subtotalCents)} service cost) is being reviewed by our team.`, data: { jobId: r.id, requestId: r.id, invoiceId: invoice.id } }, tx));
          queued.push(...(await this.notifications.queueForAdmins({ type: 'invoice', title: 'Invoice Awaiting Approval', message: `Invoice ${invoice.invoiceNumber} for request ${requestNumber(r.id)} (${formatDollars(subtotalCents)}) needs approval.`, data: { jobId: r.id, requestId: r.id, invoiceId: invoice.id } }, tx)));
          await enqueueAfterCommit(tx, { notifications: queued, request: { requestId: r.id, kind: 'invoice_created' } });
          return invoice;
        });
        return invoice;
      } catch (err) {
        // Two invoices of one request at the same instant: the unique number decides; number again.
        if (isUniqueViolation(err) && attempt < 3) continue;
        throw err;
      }
    }
  }

  /**
   * The Project Workflow's one-amount invoice (POST /api/service-requests/{id}/invoice
   * {amount, description}): one custom line of that amount; same rules as create.
   */
  createFromAmount(viewer: Viewer, input: { requestId: number; amountCents: number; description?: string | null; notes?: string | null }): Promise<Invoice> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw fieldError('amount', 'Please enter the invoice amount');
    if (input.amountCents > MAX_INVOICE_SUBTOTAL_CENTS) throw fieldError('amount', INVOICE_LIMIT_MESSAGE);
    const description = (input.description ?? '').trim() || 'Project work';
    return this.create(viewer, { requestId: input.requestId, lineItems: [{ type: 'custom', description, quantity: 1, rate: input.amountCents / 100 }], notes: input.notes ?? null });
  }

  /** The worker edits their own invoice: a reason is required; it goes back to pending_approval. */
  async edit(viewer: Viewer, input: { invoiceId: number; lineItems: InvoiceLineArgs[]; notes?: string | null; editReason: string; expectedVersion?: number | null }): Promise<Invoice> {
    const provider = requireApprovedProvider(viewer);
    const reason = (input.editReason ?? '').trim();
    if (!reason) throw fieldError('editReason', 'Please provide a reason for editing this invoice.');
    if (reason.length > MAX_NOTES) throw fieldError('editReason', `The reason must be at most ${MAX_NOTES} characters`);
    const notes = (input.notes ?? '').trim() || null;
    if (notes && notes.length > MAX_NOTES) throw fieldError('notes', `Notes must be at most ${MAX_NOTES} characters`);
    const { lines, subtotalCents } = priced(input.lineItems);
    const invoice = await this.em.transactional(async (tx) => {
      // The invoice row is locked first: concurrent edits (worker and admin) queue on it instead of deadlocking.
      await lockInvoice(tx, input.invoiceId);
      const invoice = await tx.findOne(Invoice, { id: input.invoiceId }, { populate: ['lineItems'], refresh: true });
      if (!invoice) throw notFound('Invoice');
      if (invoice.provider?.id !== provider.id) throw forbidden('You can only edit your own invoices');
      if (input.expectedVersion != null && input.expectedVersion !== invoice.version) throw conflict('This invoice was changed by someone else. Reopen it and try again.');
      const r = await assertInvoiceOpen(tx, invoice);
      const before = invoice.finalAmountCents;
      invoice.lineItems.removeAll();
      for (const l of lines) invoice.lineItems.add(tx.create(InvoiceLineItem, { invoice, position: l.position, type: l.type as LineItemType, description: l.description, quantityHundredths: l.quantityHundredths, rateCents: l.rateCents, amountCents: l.amountCents }));
      Object.assign(invoice, { originalAmountCents: before, subtotalCents, finalAmountCents: subtotalCents, notes, editReason: reason, lastEditedBy: 'worker', status: 'pending_approval' });
      const latest = await tx.findOne(Invoice, { request: r.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
      if (latest?.id === invoice.id) r.actualCostCents = subtotalCents;
      tx.create(Activity, { request: r, actor: viewer.user.id, actorRole: 'worker', action: 'invoice_updated', description: `Invoice ${invoice.invoiceNumber} changed from ${formatDollars(before)} to ${formatDollars(subtotalCents)}. Reason: ${reason}` });
      audit(tx, viewer, { action: 'invoice_edited', entityType: 'invoice', entityId: invoice.id, requestId: r.id, amountCents: subtotalCents, before: { amountCents: before }, after: { amountCents: subtotalCents, reason } });
      const queued = await this.notifications.queueForAdmins({ type: 'invoice', title: 'Invoice Edit Awaiting Approval', message: `${provider.name} changed invoice ${invoice.invoiceNumber} from ${formatDollars(before)} to ${formatDollars(subtotalCents)}: ${reason}`, data: { jobId: r.id, requestId: r.id, invoiceId: invoice.id } }, tx);
      await enqueueAfterCommit(tx, { notifications: queued, request: { requestId: r.id, kind: 'invoice_edited' } });
      return invoice;
    });
    return invoice;
  }
}
