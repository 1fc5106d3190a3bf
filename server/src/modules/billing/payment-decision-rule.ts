import type { ServiceRequest } from '../requests/service-request.entity';

type Decidable = Pick<ServiceRequest, 'status' | 'adminApprovalStatus' | 'invoicePaid' | 'balancePaid' | 'hundredDollarSpecial'>;

/**
 * Whether a request awaits the admin's payment decision (approve or reject): completed work,
 * not yet decided, whose balance is paid, covered by the consultation credit, or a $100
 * Special. approvePayment accepts exactly these; the request's awaitingPaymentDecision field
 * reports it. A project closed for review is decided from the Project Workflow instead.
 */
export function awaitsPaymentDecision(r: Decidable, balanceDueCents: number): boolean {
  if (r.status !== 'completed') return false;
  if (r.adminApprovalStatus === 'approved' || r.adminApprovalStatus === 'rejected') return false;
  return r.invoicePaid || r.balancePaid || balanceDueCents === 0 || r.hundredDollarSpecial;
}
