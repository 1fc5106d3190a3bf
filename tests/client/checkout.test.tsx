import { screen } from '@testing-library/react';
import CheckoutPage from '../../client/src/features/client/pages/CheckoutPage';
import { CheckoutQuoteDocument } from '../../client/src/features/client/api/payments';
import { renderScreen } from './support/render';

function quoteMock(quote: Record<string, unknown>) {
  return {
    request: { query: CheckoutQuoteDocument, variables: { requestId: '7' } },
    result: { data: { checkoutQuote: { __typename: 'CheckoutQuote', requestId: '7', title: 'Leaky faucet', appointmentFeePaid: false, lines: [], ...quote } } },
  };
}

describe('Checkout', () => {
  it('asks for a request when none is in the address', () => {
    renderScreen(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText(/No request selected/)).toBeInTheDocument();
  });

  it('shows the consultation total the server quotes', async () => {
    renderScreen(<CheckoutPage />, { route: '/checkout?requestId=7', path: '/checkout', mocks: [quoteMock({ dueFor: 'consultation', amountCents: 10299 })] });
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('$102.99');
    expect(screen.getByRole('button', { name: /Pay with Google Pay/ })).toBeEnabled();
  });
});
