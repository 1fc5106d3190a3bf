import { screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { InvoiceDialog } from '../../client/src/features/worker/components/InvoiceDialog';
import { PriceInvoiceLinesDocument } from '../../client/src/components/invoice/pricing';
import { renderScreen } from './support/render';

const line = (label: string, amountCents: number) => ({ __typename: 'ChargeLine', label, amountCents });

/** The server's pricing of the dialog's first line: 4 labor hours at $35. */
const pricing: MockedResponse = {
  request: { query: PriceInvoiceLinesDocument, variables: { requestId: '5', lineItems: [{ type: 'labor', description: 'Labor Hours', quantity: 4, rate: 35 }] } },
  result: {
    data: {
      priceInvoiceLines: {
        __typename: 'InvoicePreview',
        lines: [{ __typename: 'InvoicePreviewLine', amountCents: 14000 }],
        subtotalCents: 14000,
        billing: {
          __typename: 'BillingBreakdownType',
          serviceCostCents: 14000,
          platformFeeCents: 1680,
          salesTaxCents: 1529,
          processingFeeCents: 299,
          tipCents: 0,
          serviceTotalCents: 17508,
          consultationCreditCents: 10000,
          balanceDueCents: 7508,
          workerPayoutCents: 12600,
          lines: [line('Service cost', 14000), line('Platform fee (12%)', 1680), line('Sales tax (9.75%)', 1529), line('Processing fee', 299), line('Consultation fee credit', -10000)],
        },
      },
    },
  },
};

describe("Worker's invoice preview", () => {
  it("shows what the client will be billed line by line, as the server prices it", async () => {
    renderScreen(<InvoiceDialog requestId="5" open onClose={() => {}} />, { mocks: [pricing] });
    const preview = within(await screen.findByRole('group', { name: 'What the client will be billed' }));
    expect(await preview.findByText('Platform fee (12%)')).toBeInTheDocument();
    expect(preview.getByText('$16.80')).toBeInTheDocument();
    expect(preview.getByText('Sales tax (9.75%)')).toBeInTheDocument();
    expect(preview.getByText('-$100.00')).toBeInTheDocument();
    expect(preview.getByText('$75.08')).toBeInTheDocument();
    expect(preview.getByText('$126.00')).toBeInTheDocument();
  });
});
