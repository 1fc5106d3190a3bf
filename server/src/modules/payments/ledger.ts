import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { Invoice } from '../invoices/invoice.entity';
import { latestInvoice, requestBillingFrom } from '../invoices/request-billing';
import type { Cents } from '../../domain/money';
import { conflict } from '../../shared/errors';

/** Money actually collected for a request: every succeeded charge through the gateway. */
export async function collectedCents(em: EntityManager, requestId: number): Promise<Cents> {
  const rows = await em.getConnection().execute<{ cents: string | number | null }[]>(
    `select coalesce(sum(amount_cents), 0) as cents from payments where request_id = ? and status = 'succeeded'`,
    [requestId],
    'all',
    em.getTransactionContext(),
  );
  return Number(rows[0]?.cents ?? 0);
}

/**
 * Inside the balance payment's transaction, after its conditional update has locked the
 * request row: the balance charged must still be the balance of the invoice as committed
 * (an edit that won the row lock first changed it: the payment is refused and the charge
 * reversed by the caller), and the invoice it settles is marked paid, which freezes it.
 */
export async function settleBalanceInTransaction(tx: EntityManager, requestId: number, chargedCents: Cents, paidAt: Date): Promise<void> {
  const r = await tx.findOneOrFail(ServiceRequest, { id: requestId }, { refresh: true });
  const invoices = await tx.find(Invoice, { request: requestId }, { refresh: true });
  const dueNow = requestBillingFrom(r, invoices).balanceDueCents;
  if (dueNow !== chargedCents) throw conflict('The invoice changed while you were paying, so the charge was reversed. Review the new balance and pay again.');
  const inv = await latestInvoice(tx, requestId);
  if (inv && !inv.paidAt) await tx.nativeUpdate(Invoice, { id: inv.id, paidAt: null }, { paidAt });
}
