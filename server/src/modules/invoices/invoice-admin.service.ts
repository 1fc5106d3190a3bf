import { findPage, type Page, type PageInput } from '../../shared/paging';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OptimisticLockError } from '@mikro-orm/core';
import { Invoice } from './invoice.entity';
import { InvoiceLineItem } from './invoice.entity';
import type { LineItemType } from './invoice.entity';
import { Client } from '../clients/client.entity';
import { Activity } from '../requests/activity.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import { audit } from '../audit/audit.service';
import { assertAdmin, parseId } from '../auth/admin-guard';
import { enqueueAfterCommit } from '../outbox/outbox';
import type { AdminEditInvoiceInput, AdminInvoiceDetails, AdminInvoiceEditResult } from './invoice-admin.types';
import { lockInvoice } from './invoice.service';
import { assertInvoiceOpen } from './invoice-ledger';
import { computeLines } from '../../domain/invoice';
import { formatDollars } from '../../domain/money';
import { badInput, conflict, notFound, type FieldError } from '../../shared/errors';
import { clean } from '../../shared/validate';
import { requestNumber } from '../../domain/request-number';

const lineSnapshot = (l: Pick<InvoiceLineItem, 'type' | 'description' | 'quantityHundredths' | 'rateCents' | 'amountCents'>) => ({
  type: l.type, description: l.description, quantityHundredths: l.quantityHundredths, rateCents: l.rateCents, amountCents: l.amountCents,
});

/** A request's latest invoice with its lines and version, or null (the invoice dialog and the admin's live money rows). */
export async function latestInvoiceDetails(em: EntityManager, requestId: number): Promise<AdminInvoiceDetails | null> {
  const invoice = await em.findOne(Invoice, { request: requestId }, { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['lineItems'] });
  return invoice ? { invoice, lineItems: invoice.lineItems.getItems(), version: invoice.version } : null;
}

/** The admin side of invoices: details, edit (auto-approved), delete, and approval of a worker's invoice. */
export class InvoiceAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
  ) {}

  private async find(em: EntityManager, idInput: string): Promise<Invoice> {
    const id = parseId(idInput);
    const inv = id ? await em.findOne(Invoice, { id }, { populate: ['lineItems'] }) : null;
    if (!inv) throw notFound('Invoice');
    return inv;
  }

  async details(viewer: Viewer, invoiceIdInput: string): Promise<AdminInvoiceDetails> {
    assertAdmin(viewer);
    const invoice = await this.find(this.em, invoiceIdInput);
    return { invoice, lineItems: invoice.lineItems.getItems(), version: invoice.version };
  }

  /** The latest invoice of a request with its lines, or null (GET /api/invoices/request/{id}). */
  async forRequest(viewer: Viewer, requestIdInput: string): Promise<AdminInvoiceDetails | null> {
    assertAdmin(viewer);
    const requestId = parseId(requestIdInput);
    if (!requestId) return null;
    return latestInvoiceDetails(this.em, requestId);
  }

  private async workerUserId(tx: EntityManager, inv: Invoice): Promise<number | null> {
    if (!inv.provider) return null;
    const p = await inv.provider.load();
    return p?.user?.id ?? null;
  }

  /**
   * Admin edit: the reason is required, the lines are repriced on the server, the invoice is
   * auto-approved with lastEditedBy admin; returns the new total against the original and
   * the difference. Once money moved on the invoice it is frozen (see invoice-ledger.ts).
   */
  async edit(viewer: Viewer, input: AdminEditInvoiceInput): Promise<AdminInvoiceEditResult> {
    assertAdmin(viewer);
    const reason = clean(input.editReason);
    const notes = clean(input.notes);
    const errors: FieldError[] = [];
    if (!reason) errors.push({ path: 'editReason', message: 'Please provide a reason for editing this invoice.' });
    if (reason && reason.length > 1000) errors.push({ path: 'editReason', message: 'Reason must be at most 1000 characters' });
    if (notes && notes.length > 5000) errors.push({ path: 'notes', message: 'Notes must be at most 5000 characters' });
    const priced = computeLines((input.lineItems ?? []).map((l) => ({ type: l.type, description: l.description, quantity: l.quantity, rateCents: l.rateCents })));
    errors.push(...priced.errors);
    if (errors.length) throw badInput(errors, errors[0].path === 'editReason' ? 'Edit Reason Required' : errors[0].message);

    const out = await this.em.transactional(async (tx) => {
      // The invoice row is locked first: concurrent edits (worker and admin) queue on it instead of deadlocking.
      await lockInvoice(tx, parseId(input.invoiceId) ?? 0);
      const inv = await this.find(tx, input.invoiceId);
      if (input.expectedVersion !== null && input.expectedVersion !== undefined && input.expectedVersion !== inv.version) throw conflict('This invoice was changed by someone else. Reopen it and try again.');
      const r = await assertInvoiceOpen(tx, inv);
      const before = { status: inv.status, subtotalCents: inv.subtotalCents, finalAmountCents: inv.finalAmountCents, lines: inv.lineItems.getItems().map(lineSnapshot), notes: inv.notes };
      const originalTotalCents = inv.finalAmountCents;
      inv.lineItems.removeAll();
      const lines = priced.lines.map((l) => tx.create(InvoiceLineItem, { invoice: inv, position: l.position, type: l.type as LineItemType, description: l.description, quantityHundredths: l.quantityHundredths, rateCents: l.rateCents, amountCents: l.amountCents }));
      Object.assign(inv, { subtotalCents: priced.subtotalCents, finalAmountCents: priced.subtotalCents, originalAmountCents: originalTotalCents, status: 'approved', lastEditedBy: 'admin', editReason: reason, notes });
      r.actualCostCents = priced.subtotalCents;
      const differenceCents = priced.subtotalCents - originalTotalCents;
      tx.create(Activity, { request: r, action: 'invoice_updated', description: `Invoice ${inv.invoiceNumber} edited by an admin: ${formatDollars(originalTotalCents)} to ${formatDollars(priced.subtotalCents)}. Reason: ${reason}`, actorRole: 'admin', actor: viewer.user.id });
      audit(tx, viewer, {
        action: 'invoice_edited',
        entityType: 'invoice',
        entityId: inv.id,
        requestId: r.id,
        amountCents: differenceCents,
        before,
        after: { status: 'approved', subtotalCents: priced.subtotalCents, finalAmountCents: priced.subtotalCents, lines: lines.map(lineSnapshot), notes, editReason: reason, lastEditedBy: 'admin' },
      });
      const notifications: Notification[] = [];
      const workerUser = await this.workerUserId(tx, inv);
      if (workerUser) notifications.push(this.notifications.queue({ userId: workerUser, userType: 'worker', type: 'invoice_updated', title: 'Invoice Updated', message: `An admin changed invoice ${inv.invoiceNumber} to ${formatDollars(priced.subtotalCents)}. Reason: ${reason}`, data: { requestId: r.id, invoiceId: inv.id } }, tx));
      try {
        await tx.flush();
      } catch (err) {
        if (err instanceof OptimisticLockError) throw conflict('This invoice was changed by someone else. Reopen it and try again.');
        throw err;
      }
      await enqueueAfterCommit(tx, { notifications, request: { requestId: r.id, kind: 'invoice_updated' } });
      return { inv, lines, originalTotalCents, differenceCents };
    });
    return { invoice: out.inv, lineItems: out.lines, newTotalCents: out.inv.finalAmountCents, originalTotalCents: out.originalTotalCents, differenceCents: out.differenceCents };
  }

  /** Delete an invoice and its lines (the admin confirms first). A paid invoice is frozen: money cannot lose its invoice. */
  async delete(viewer: Viewer, invoiceIdInput: string): Promise<boolean> {
    assertAdmin(viewer);
    await this.em.transactional(async (tx) => {
      const inv = await this.find(tx, invoiceIdInput);
      const r = await assertInvoiceOpen(tx, inv);
      audit(tx, viewer, {
        action: 'invoice_deleted',
        entityType: 'invoice',
        entityId: inv.id,
        requestId: r.id,
        amountCents: inv.finalAmountCents,
        before: { invoiceNumber: inv.invoiceNumber, status: inv.status, finalAmountCents: inv.finalAmountCents, lines: inv.lineItems.getItems().map(lineSnapshot) },
        after: null,
      });
      tx.create(Activity, { request: r, action: 'invoice_deleted', description: `Invoice ${inv.invoiceNumber} (${formatDollars(inv.finalAmountCents)}) deleted by an admin.`, actorRole: 'admin', actor: viewer.user.id });
      const remaining = await tx.find(Invoice, { request: r.id, id: { $ne: inv.id } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1 });
      r.actualCostCents = remaining[0]?.finalAmountCents ?? null;
      tx.remove(inv);
      await enqueueAfterCommit(tx, { request: { requestId: r.id, kind: 'invoice_deleted' } });
    });
    return true;
  }

  /** Approve a worker's invoice that waits for approval (created or edited by the worker). */
  async approve(viewer: Viewer, invoiceIdInput: string): Promise<Invoice> {
    assertAdmin(viewer);
    const id = await this.em.transactional(async (tx) => {
      const inv = await this.find(tx, invoiceIdInput);
      const n = await tx.nativeUpdate(Invoice, { id: inv.id, status: 'pending_approval' }, { status: 'approved', version: inv.version + 1, updatedAt: new Date() });
      if (n !== 1) throw conflict('This invoice is not waiting for approval');
      audit(tx, viewer, { action: 'invoice_approved', entityType: 'invoice', entityId: inv.id, requestId: inv.request.id, amountCents: inv.finalAmountCents, before: { status: 'pending_approval' }, after: { status: 'approved' } });
      tx.create(Activity, { request: inv.request.id, action: 'invoice_approved', description: `Invoice ${inv.invoiceNumber} (${formatDollars(inv.finalAmountCents)}) approved by an admin.`, actorRole: 'admin', actor: viewer.user.id });
      const notifications: Notification[] = [];
      const workerUser = await this.workerUserId(tx, inv);
      if (workerUser) notifications.push(this.notifications.queue({ userId: workerUser, userType: 'worker', type: 'invoice_approved', title: 'Invoice approved', message: `Invoice ${inv.invoiceNumber} for ${formatDollars(inv.finalAmountCents)} was approved.`, data: { requestId: inv.request.id, invoiceId: inv.id } }, tx));
      // Read inside the transaction (inv.client.load() would take a second pooled connection).
      const client = await tx.findOne(Client, { id: inv.client.id });
      // "Ready to view and pay" only while the balance is unpaid, read under the request's lock (a balance paid after this is resolved by the payment).
      const [req] = await tx.execute<{ balance_paid: boolean }[]>('select balance_paid from service_requests where id = ? for update', [inv.request.id]);
      if (client?.user && !req?.balance_paid) notifications.push(this.notifications.queue({ userId: client.user.id, userType: 'client', type: 'invoice_ready', title: 'Your invoice is ready', message: `Invoice ${inv.invoiceNumber} for request ${requestNumber(inv.request.id)} is ready to view and pay.`, data: { requestId: inv.request.id, invoiceId: inv.id } }, tx));
      await enqueueAfterCommit(tx, { notifications, request: { requestId: inv.request.id, kind: 'invoice_approved' } });
      return inv.id;
    });
    return this.em.findOneOrFail(Invoice, { id }, { refresh: true });
  }

  /** Invoices waiting for the admin (created or edited by a worker), oldest change first, one page. */
  pendingApprovalPage(viewer: Viewer, page: PageInput): Promise<Page<Invoice>> {
    assertAdmin(viewer);
    return findPage(this.em, Invoice, { status: 'pending_approval' }, { updatedAt: 'asc', id: 'asc' }, page);
  }
}
