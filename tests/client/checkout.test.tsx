import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import CheckoutPage from '../../client/src/features/client/pages/CheckoutPage';
import { CheckoutQuoteDocument } from '../../client/src/features/client/api/checkoutQuote';
import { ProcessPaymentDocument } from '../../client/src/features/client/api/processPayment';
import { renderScreen } from './support/render';

const CONSULTATION_LINES = [
  { __typename: 'ChargeLine', label: 'Consultation fee', amountCents: 10000 },
  { __typename: 'ChargeLine', label: 'Processing fee', amountCents: 299 },
];

function quoteMock(quote: Record<string, unknown>): MockedResponse {
  return {
    request: { query: CheckoutQuoteDocument, variables: { requestId: '7' } },
    result: { data: { checkoutQuote: { __typename: 'CheckoutQuote', requestId: '7', title: 'Leaky faucet', appointmentFeePaid: false, serviceCostCents: 0, tipCents: 0, tipOpenUntil: null, lines: [], ...quote } } },
  };
}
const consultation = () => quoteMock({ dueFor: 'consultation', amountCents: 10299, lines: CONSULTATION_LINES });

/** The payment mutation answering with GraphQL errors (the variables are the attempt's own: matched by shape). */
function failedPayment(message: string, code: string): MockedResponse {
  return {
    request: { query: ProcessPaymentDocument, variables: () => true },
    result: { errors: [{ message, extensions: { code } }] },
  };
}

function checkout(...mocks: MockedResponse[]) {
  return renderScreen(<CheckoutPage />, { route: '/checkout?requestId=7', path: '/checkout', mocks });
}

describe('Checkout', () => {
  it('asks for a request when none is in the address', () => {
    renderScreen(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText(/No request selected/)).toBeInTheDocument();
  });

  it('shows the consultation total the server quotes', async () => {
    checkout(consultation());
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('$102.99');
    expect(screen.getByRole('button', { name: /Pay with Google Pay/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Skip Payment - Pay Later' })).toBeInTheDocument();
  });

  it('lists the fee lines the server sends', async () => {
    checkout(consultation());
    const charges = within(await screen.findByLabelText('Charges'));
    expect(charges.getByText('Consultation fee')).toBeInTheDocument();
    expect(charges.getByText('$100.00')).toBeInTheDocument();
    expect(charges.getByText('Processing fee')).toBeInTheDocument();
    expect(charges.getByText('$2.99')).toBeInTheDocument();
  });

  it('shows a balance line by line, the consultation credit as a deduction, with no pay-later', async () => {
    checkout(
      quoteMock({
        dueFor: 'balance',
        amountCents: 14883,
        appointmentFeePaid: true,
        lines: [
          { __typename: 'ChargeLine', label: 'Service cost', amountCents: 20000 },
          { __typename: 'ChargeLine', label: 'Platform fee (12%)', amountCents: 2400 },
          { __typename: 'ChargeLine', label: 'Sales tax (9.75%)', amountCents: 2184 },
          { __typename: 'ChargeLine', label: 'Processing fee', amountCents: 299 },
          { __typename: 'ChargeLine', label: 'Consultation fee credit', amountCents: -10000 },
        ],
      }),
    );
    const charges = within(await screen.findByLabelText('Charges'));
    expect(charges.getByText('Platform fee (12%)')).toBeInTheDocument();
    expect(charges.getByText('$21.84')).toBeInTheDocument();
    expect(charges.getByText('-$100.00')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$148.83');
    expect(screen.getByText('Service balance')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip Payment - Pay Later' })).not.toBeInTheDocument();
  });

  it('says there is nothing to pay when nothing is due', async () => {
    checkout(quoteMock({ dueFor: 'none', amountCents: 0, appointmentFeePaid: true }));
    expect(await screen.findByText('Nothing to pay')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay with/ })).not.toBeInTheDocument();
  });

  it('shows why a request cannot be loaded', async () => {
    checkout({ request: { query: CheckoutQuoteDocument, variables: { requestId: '7' } }, result: { errors: [{ message: 'Service request not found', extensions: { code: 'NOT_FOUND' } }] } });
    expect(await screen.findByText('Service request not found')).toBeInTheDocument();
  });

  it('reads a declined card by its code and shows the general failure', async () => {
    checkout(consultation(), failedPayment('Insufficient funds (simulated)', 'PAYMENT_DECLINED'));
    await userEvent.click(await screen.findByRole('button', { name: /Pay with Google Pay/ }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText(/There was an error processing your payment/)).toBeInTheDocument();
    expect(screen.queryByText('Insufficient funds (simulated)')).not.toBeInTheDocument();
  });

  it('shows the server\'s reason when a payment is refused, not declined', async () => {
    checkout(consultation(), failedPayment('The amount due changed to $148.83. Please review and pay again.', 'CONFLICT'));
    await userEvent.click(await screen.findByRole('button', { name: /Pay with Apple Pay/ }));
    expect(await screen.findByText('The amount due changed to $148.83. Please review and pay again.')).toBeInTheDocument();
  });
});
