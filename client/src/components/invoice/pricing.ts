import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { InvoiceLineInput, LineItemType } from '../../gql/graphql';

/** The server prices invoice lines; the dialogs show its figures and never price lines themselves. */
export const PriceInvoiceLinesDocument = graphql(`
  query PriceInvoiceLines($requestId: ID!, $lineItems: [InvoiceLineInput!]!) {
    priceInvoiceLines(requestId: $requestId, lineItems: $lineItems) {
      lines {
        amountCents
      }
      subtotalCents
      billing {
        serviceCostCents
        platformFeeCents
        salesTaxCents
        processingFeeCents
        tipCents
        serviceTotalCents
        consultationCreditCents
        balanceDueCents
        workerPayoutCents
        lines {
          ...ChargeLines_line
        }
      }
    }
  }
`);

/** A line as typed in a dialog: quantity and rate (dollars) are text, or numbers once a number field has parsed them. */
export interface TypedLine {
  type: LineItemType;
  description: string;
  quantity: string | number;
  rate: string | number;
}

/** What a field holds, as text. */
const typedText = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : String(v)).trim();

/** Typed text as a number for the server; the server names anything it rejects. */
export function typedNumber(v: string | number): number {
  const n = Number(typedText(v));
  return Number.isFinite(n) ? n : Number.NaN;
}

/** The lines to price, or null while one is incomplete (no description, or quantity or rate not a number from 0). */
export function linesToPrice(lines: TypedLine[]): InvoiceLineInput[] | null {
  const input = lines.map((l) => ({ type: l.type, description: l.description.trim(), quantity: typedNumber(l.quantity), rate: typedNumber(l.rate) }));
  const typed = lines.every((t) => typedText(t.quantity) !== '' && typedText(t.rate) !== '');
  const complete = input.length > 0 && typed && input.every((l) => l.description && l.quantity >= 0 && l.rate >= 0);
  return complete ? input : null;
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * The server's pricing of the typed lines, asked 300 ms after typing stops. The last figures
 * stay on screen while new ones load, or while a line is incomplete or rejected.
 */
export function useInvoicePricing(requestId: string | null, lines: TypedLine[]) {
  const input = linesToPrice(lines);
  const key = input ? JSON.stringify(input) : null;
  const debounced = useDebounced(key, 300);
  const { data, previousData, loading } = useQuery(PriceInvoiceLinesDocument, {
    variables: { requestId: requestId ?? '', lineItems: debounced ? (JSON.parse(debounced) as InvoiceLineInput[]) : [] },
    skip: !requestId || !debounced,
    fetchPolicy: 'cache-first',
  });
  const pricing = (data ?? previousData)?.priceInvoiceLines ?? null;
  return { pricing, pending: loading || key !== debounced };
}
