import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { AdminActionPanel, AdminRequestStateDocument } from '../../client/src/features/admin/components/AdminActionPanel';
import { AdminRequestInvoiceDocument } from '../../client/src/features/admin/api/adminRequestInvoice';
import { AdminSimulateClientPaymentDocument } from '../../client/src/features/admin/api/adminSimulateClientPayment';
import { renderScreen } from './support/render';

type Action = 'assign_worker' | 'simulate_client_payment' | 'approve_payment' | 'reject_payment';

function requestState(allowedActions: Action[], over: Record<string, unknown> = {}) {
  return {
    __typename: 'ServiceRequest',
    id: '12',
    title: 'Deep clean',
    status: 'pending',
    displayStatus: 'awaiting_payment',
    adminApprovalStatus: null,
    adminNotes: null,
    awaitingPaymentDecision: false,
    allowedActions,
    billing: { __typename: 'BillingBreakdown', workerPayoutCents: 18000 },
    ...over,
  };
}

const stateMock = (request: ReturnType<typeof requestState>): MockedResponse => ({
  request: { query: AdminRequestStateDocument, variables: { id: '12' } },
  result: { data: { serviceRequest: request } },
});
const noInvoice: MockedResponse = {
  request: { query: AdminRequestInvoiceDocument, variables: { requestId: '12' } },
  result: { data: { adminRequestInvoice: null } },
  maxUsageCount: 5,
};

function panel(...mocks: MockedResponse[]) {
  return renderScreen(<AdminActionPanel requestId="12" />, { mocks: [...mocks, noInvoice] });
}

const actions = async () => within(await screen.findByRole('group', { name: 'Admin actions' }));

describe('Admin action panel', () => {
  it('offers to record the unpaid consultation fee and nothing else', async () => {
    panel(stateMock(requestState(['simulate_client_payment'])));
    const group = await actions();
    expect(group.getByRole('button', { name: 'Simulate Client Payment' })).toBeInTheDocument();
    expect(group.queryByRole('button', { name: 'Assign Worker' })).not.toBeInTheDocument();
    expect(group.queryByRole('button', { name: /Approve Payment/ })).not.toBeInTheDocument();
  });

  it('offers Assign Worker for a paid request waiting for a worker', async () => {
    panel(stateMock(requestState(['assign_worker'], { displayStatus: 'pending' })));
    const group = await actions();
    expect(group.getByRole('button', { name: 'Assign Worker' })).toBeInTheDocument();
    expect(group.queryByRole('button', { name: 'Simulate Client Payment' })).not.toBeInTheDocument();
  });

  it('shows the payment decision with the payout it releases', async () => {
    panel(stateMock(requestState(['approve_payment', 'reject_payment'], { status: 'completed', displayStatus: 'completed', awaitingPaymentDecision: true })));
    const group = await actions();
    expect(group.getByText('Waiting for Admin Approval')).toBeInTheDocument();
    expect(group.getByText(/releases the worker payout of \$180\.00/)).toBeInTheDocument();
    expect(group.getByRole('button', { name: 'Approve Payment & Release Funds' })).toBeInTheDocument();
    expect(group.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('holds back approval while the server does not allow it (an invoice waits for approval)', async () => {
    panel(stateMock(requestState(['reject_payment'], { status: 'completed', displayStatus: 'completed', awaitingPaymentDecision: true })));
    const group = await actions();
    expect(group.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(group.queryByRole('button', { name: /Approve Payment/ })).not.toBeInTheDocument();
    // The words name the step that is possible now, not an approval no button offers.
    expect(group.queryByText(/^Approving releases/)).not.toBeInTheDocument();
    expect(group.getByText(/Next step: approve the worker's invoice below \(Approve Invoice\)\. Then Approve Payment releases the worker payout of \$180\.00\. You can also reject the payment now\./)).toBeInTheDocument();
  });

  it('shows a rejected decision with its reason and offers nothing', async () => {
    panel(stateMock(requestState([], { status: 'completed', displayStatus: 'completed', adminApprovalStatus: 'rejected', adminNotes: 'Photos missing' })));
    const group = await actions();
    expect(group.getByText('Rejected')).toBeInTheDocument();
    expect(group.getByText('Reason: Photos missing')).toBeInTheDocument();
    expect(group.queryAllByRole('button').filter((b) => b.closest('[aria-label="Invoice details"]') === null)).toHaveLength(0);
  });

  it('records a simulated payment and says so', async () => {
    const simulate: MockedResponse = {
      request: { query: AdminSimulateClientPaymentDocument, variables: { requestId: '12' } },
      // The mutation writes what it knows: the row's new status and the actions now allowed.
      result: { data: { adminSimulateClientPayment: { __typename: 'BillingDecision', message: 'Payment processed', request: { __typename: 'ServiceRequest', id: '12', status: 'pending', displayStatus: 'pending', awaitingPaymentDecision: false, allowedActions: ['assign_worker'], invoicePaid: false, balancePaid: false } } } },
    };
    panel(stateMock(requestState(['simulate_client_payment'])), simulate);
    const group = await actions();
    await userEvent.click(group.getByRole('button', { name: 'Simulate Client Payment' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Assign Worker' })).toBeInTheDocument();
  });

  it('shows the server\'s reason when a simulated payment is refused', async () => {
    const refused: MockedResponse = {
      request: { query: AdminSimulateClientPaymentDocument, variables: { requestId: '12' } },
      result: { errors: [{ message: 'This request was already paid', extensions: { code: 'CONFLICT' } }] },
    };
    panel(stateMock(requestState(['simulate_client_payment'])), refused);
    const group = await actions();
    await userEvent.click(group.getByRole('button', { name: 'Simulate Client Payment' }));
    expect(await screen.findByText('Failed to process payment')).toBeInTheDocument();
    expect(screen.getByText('This request was already paid')).toBeInTheDocument();
  });
});
