import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Invoice } from './invoice.entity';
import { ServiceRequest } from '../requests/service-request.entity';
import { conflict } from '../../shared/errors';

/** Why an invoice may no longer change, or null while no money has moved on it. */
export function frozenInvoiceReason(r: Pick<ServiceRequest, 'balancePaid' | 'invoicePaid' | 'adminApprovalStatus'>, inv: Pick<Invoice, 'paidAt'>): string | null {
  if (inv.paidAt || r.balancePaid || r.invoicePaid) {
    return 'This invoice is paid: its amount is frozen and can no longer be edited or deleted.';
  }
  if (r.adminApprovalStatus === 'approved') return 'This invoice\'s payment is already approved: its amount is frozen.';
  return null;
}

/**
 * The ledger rule for every change to an invoice's amount (worker edit, admin edit, delete):
 * once money moved on it, it is frozen. Reads the request under a row lock, so a balance
 * payment committing at the same moment is settled by the database: the payment waits for
 * this transaction and then sees the changed invoice (and refuses, see PaymentService).
 */
export async function assertInvoiceOpen(tx: EntityManager, inv: Invoice): Promise<ServiceRequest> {
  const r = await tx.findOneOrFail(ServiceRequest, { id: inv.request.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  const why = frozenInvoiceReason(r, inv);
  if (why) throw conflict(why);
  return r;
}
