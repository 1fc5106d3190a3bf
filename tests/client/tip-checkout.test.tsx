import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import CheckoutPage from '../../client/src/features/client/pages/CheckoutPage';
import { CheckoutQuoteDocument } from '../../client/src/features/client/api/checkoutQuote';
import { ProcessPaymentDocument } from '../../client/src/features/client/api/processPayment';
import { AddTipDocument } from '../../client/src/features/client/api/addTip';
import { renderScreen } from './support/render';

/**
 * Tips at checkout (issue 41): with the balance of a $140.00 service the client picks 15%, 20%
 * or 25% (or an amount of their own, checked as they type), sees it beside the total, and the
 * payment carries it; after the job is paid, a tip is sent on its own.
 */
function quoteMock(quote: Record<string, unknown>): MockedResponse {
  return {
    request: { query: CheckoutQuoteDocument, variables: { requestId: '7' } },
    result: { data: { checkoutQuote: { __typename: 'CheckoutQuote', requestId: '7', title: 'Deep clean', appointmentFeePaid: true, serviceCostCents: 14000, tipCents: 0, tipOpenUntil: null, lines: [], ...quote } } },
  };
}
const balance = () => quoteMock({ dueFor: 'balance', amountCents: 7508 });

function checkout(...mocks: MockedResponse[]) {
  return renderScreen(<CheckoutPage />, { route: '/checkout?requestId=7', path: '/checkout', mocks });
}

describe('Tips at checkout', () => {
  it('20% of a $140 service adds $28.00 to the balance, and the payment carries the tip', async () => {
    const sent: Record<string, unknown>[] = [];
    const payment: MockedResponse = {
      request: { query: ProcessPaymentDocument, variables: (v: Record<string, unknown>) => (sent.push(v), true) },
      result: {
        data: {
          processPayment: {
            __typename: 'PaymentResult',
            payment: { __typename: 'Payment', id: '90', kind: 'balance', amountCents: 10308, tipCents: 2800, gatewayTransactionId: 'tx' },
            request: { __typename: 'ServiceRequest', id: '7', status: 'completed', displayStatus: 'completed', appointmentFeePaid: true, paymentStatus: 'paid', balancePaid: true, invoicePaid: true, billingEntry: { __typename: 'BillingEntry', requestId: '7', title: 'Deep clean', categoryName: 'House Cleaning', providerName: 'Sam Worker', invoiceNumber: 'INV-7', status: 'paid', kind: 'service', totalCents: 10308, tipCents: 2800, amountDueCents: 0, paidCents: 10308, dueFor: 'balance', requestStatus: 'completed', date: '2026-01-02T00:00:00.000Z', paymentMethod: 'google_pay' } },
          },
        },
      },
    };
    checkout(balance(), payment);
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('$75.08');
    expect(screen.getByRole('radio', { name: '15%' })).toBeInTheDocument();
    expect(screen.getByText('$21.00')).toBeInTheDocument();
    expect(screen.getByText('$35.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '20%' }));
    expect(screen.getByTestId('checkout-tip')).toHaveTextContent('$28.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$103.08');
    await userEvent.click(screen.getByRole('button', { name: /Pay with Google Pay/ }));
    await screen.findByText(/Payment Successful/).catch(() => undefined);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ input: { requestId: '7', kind: 'balance', tipCents: 2800, expectedAmountCents: 10308 } });
  });

  it('a custom tip that is not a dollar amount is flagged inline and nothing is paid', async () => {
    const sent: unknown[] = [];
    checkout(balance(), { request: { query: ProcessPaymentDocument, variables: (v: unknown) => (sent.push(v), true) }, result: { errors: [{ message: 'should not be called' }] } });
    await screen.findByTestId('checkout-total');
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    await userEvent.type(screen.getByLabelText(/Tip amount/), '12.345');
    await userEvent.click(screen.getByRole('button', { name: /Pay with Apple Pay/ }));
    expect(await screen.findByText('Enter a dollar amount, like 12.50')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/Tip amount/));
    await userEvent.type(screen.getByLabelText(/Tip amount/), '12.50');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$87.58');
  });

  it('no tip: the balance alone is paid', async () => {
    const sent: Record<string, unknown>[] = [];
    checkout(balance(), { request: { query: ProcessPaymentDocument, variables: (v: Record<string, unknown>) => (sent.push(v), true) }, result: { errors: [{ message: 'Nothing is due', extensions: { code: 'CONFLICT' } }] } });
    await screen.findByTestId('checkout-total');
    expect(screen.getByRole('radio', { name: 'No tip' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /Pay with Google Pay/ }));
    await screen.findByText('Nothing is due');
    expect(sent[0]).toMatchObject({ input: { kind: 'balance', tipCents: null, expectedAmountCents: 7508 } });
  });

  it('after payment, within 7 days: a tip is sent on its own', async () => {
    const sent: Record<string, unknown>[] = [];
    const tip: MockedResponse = {
      request: { query: AddTipDocument, variables: (v: Record<string, unknown>) => (sent.push(v), true) },
      result: { data: { addTip: { __typename: 'PaymentResult', payment: { __typename: 'Payment', id: '91', kind: 'tip', amountCents: 2800, tipCents: 2800 }, request: { __typename: 'ServiceRequest', id: '7', balancePaid: true }, checkoutQuote: { __typename: 'CheckoutQuote', requestId: '7', title: 'Deep clean', dueFor: 'none', amountCents: 0, appointmentFeePaid: true, serviceCostCents: 14000, tipCents: 2800, tipOpenUntil: null, lines: [] } } } },
    };
    // No second checkoutQuote is answered: checkout updates from the tip's answer.
    checkout(quoteMock({ dueFor: 'none', amountCents: 0, tipOpenUntil: '2026-12-05T12:00:00.000Z' }), tip);
    expect(await screen.findByRole('heading', { name: 'Add a tip' })).toBeInTheDocument();
    expect(screen.getByText(/until Dec 5, 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '20%' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send a $28.00 tip' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Add a tip' })).not.toBeInTheDocument());
    expect(screen.getByText('Nothing to pay')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ requestId: '7', tipCents: 2800 });
  });
});
