import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';
import type { ServiceRequest } from '../requests/service-request.entity';
import type { PaymentKind } from '../payments/payment.entity';
import { awaitsPaymentDecision } from '../billing/payment-decision-rule';

/** What an admin may do to one request from its detail dialog. */
export const ADMIN_REQUEST_ACTIONS = ['assign_worker', 'simulate_client_payment', 'approve_payment', 'reject_payment'] as const;
export type AdminRequestAction = (typeof ADMIN_REQUEST_ACTIONS)[number];

export const AdminRequestActionEnum = wordEnum(ADMIN_REQUEST_ACTIONS);
registerEnumType(AdminRequestActionEnum, {
  name: 'AdminRequestAction',
  description: 'An action an admin may take on a request now',
  valuesConfig: {
    assign_worker: { description: 'Assign a worker (assignWorker): the request is paid, pending and unassigned' },
    simulate_client_payment: { description: 'Record the client paying what is due (adminSimulateClientPayment): the fee, or a billed balance' },
    approve_payment: { description: 'Approve the payment and release the payout (approvePayment)' },
    reject_payment: { description: 'Reject the payment (rejectPayment)' },
  },
});

type Judged = Pick<ServiceRequest, 'status' | 'appointmentFeePaid' | 'providerId' | 'adminApprovalStatus' | 'invoicePaid' | 'balancePaid' | 'hundredDollarSpecial'>;

export interface ActionFacts {
  /** the balance the billing rule leaves due */
  balanceDueCents: number;
  /** the payment an admin may record for the client now (PaymentService.simulatablePayment), or null */
  simulatable: PaymentKind | null;
  /** the latest invoice waits for the admin's approval (approvePayment asks for it first) */
  invoicePendingApproval: boolean;
}

/**
 * The admin's actions on a request, by the rules the mutations enforce: assignWorker takes a
 * paid, pending, unassigned request; adminSimulateClientPayment takes what payment would take;
 * approvePayment and rejectPayment are offered for work awaiting the payment decision
 * (approval also waits for a pending invoice to be approved).
 */
export function adminRequestActions(r: Judged, facts: ActionFacts): AdminRequestAction[] {
  const actions: AdminRequestAction[] = [];
  if (r.status === 'pending' && r.appointmentFeePaid && r.providerId === null) actions.push('assign_worker');
  if (facts.simulatable !== null) actions.push('simulate_client_payment');
  if (awaitsPaymentDecision(r, facts.balanceDueCents)) {
    if (!facts.invoicePendingApproval) actions.push('approve_payment');
    actions.push('reject_payment');
  }
  return actions;
}
