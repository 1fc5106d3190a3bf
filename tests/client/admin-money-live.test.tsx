import { apolloClient } from '../../client/src/apollo';
import { AdminMoneyResyncDocument, applyMoneyResync } from '../../client/src/features/admin/api/liveMoney';
import { AdminConsultationPaymentsDocument } from '../../client/src/features/admin/api/adminConsultationPayments';
import { AdminPayoutsDocument } from '../../client/src/features/admin/api/adminPayouts';
import { AdminPastDueBalancesDocument } from '../../client/src/features/admin/api/adminPastDueBalances';
import { AdminRecentInvoicesDocument } from '../../client/src/features/admin/api/adminRecentInvoices';
import { AdminRequestInvoiceDocument } from '../../client/src/features/admin/api/adminRequestInvoice';

/*
 * The admin's billing page and invoice dialog follow a change's money rows (adminMoney, on the
 * live event and the resync alike) with the app's own cache, sending no query.
 */

const { cache } = apolloClient;
const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T12:00:00.000Z`;

const payment = (id: number, requestId: number, created: number, standing = 'awaiting_review') => ({
  __typename: 'AdminPaymentRow' as const,
  requestTitle: `Job ${requestId}`,
  clientName: 'Casey Client',
  standing,
  canDecide: standing === 'awaiting_review',
  payment: { __typename: 'Payment' as const, id: String(id), requestId: String(requestId), amountCents: 10299, method: 'card', status: 'succeeded', adminApprovalStatus: standing === 'approved' ? 'approved' : 'pending', adminNotes: null, createdAt: day(created) },
});
const payout = (id: number, requestId: number, created: number, amountCents = 22500) => ({
  __typename: 'AdminPayoutRow' as const,
  providerName: 'Sam Carter',
  requestTitle: `Job ${requestId}`,
  payout: { __typename: 'WorkerPayout' as const, id: String(id), requestId: String(requestId), amountCents, serviceCostCents: 25000, tipCents: 0, timing: 'instant', status: 'approved', createdAt: day(created) },
});
const pastDue = (requestId: number, invoiced: number) => ({
  __typename: 'PastDueRecordType' as const,
  requestId: String(requestId),
  title: `Job ${requestId}`,
  clientName: 'Casey Client',
  clientEmail: 'client@demo.elite',
  daysPastDue: 28 - invoiced,
  balanceDueCents: 11943,
  invoiceNumber: `INV-${requestId}`,
  invoiceCreatedAt: day(invoiced),
});
const invoiceRow = (requestId: number, completed: number, billingState = 'payment_due') => ({
  __typename: 'AdminInvoiceRow' as const,
  serviceCostCents: 25000,
  balanceDueCents: billingState === 'payment_due' ? 11943 : 0,
  minService: false,
  billingState,
  invoice: { __typename: 'Invoice' as const, id: String(900 + requestId), invoiceNumber: `INV-${requestId}`, status: 'approved', finalAmountCents: 25000 },
  request: { __typename: 'ServiceRequest' as const, id: String(requestId), title: `Job ${requestId}`, clientName: 'Casey Client', displayStatus: 'completed', completedAt: day(completed), createdAt: day(1) },
});
const invoiceDetails = (requestId: number, lines: number, version = 1) => ({
  __typename: 'AdminInvoiceDetails' as const,
  version,
  invoice: {
    __typename: 'Invoice' as const, id: String(900 + requestId), invoiceNumber: `INV-${requestId}`, status: 'approved', subtotalCents: 25000 * lines, finalAmountCents: 25000 * lines,
    originalAmountCents: null, notes: null, editReason: null, lastEditedBy: null, createdAt: day(10), paidAt: null,
  },
  lineItems: Array.from({ length: lines }, (_, i) => ({ __typename: 'InvoiceLineItem' as const, id: String(requestId * 10 + i), type: 'labor', description: `Work ${i + 1}`, quantity: 1, rateCents: 25000, amountCents: 25000 })),
});

type Money = {
  requestId: number;
  invoiceRow?: ReturnType<typeof invoiceRow> | null;
  payments?: ReturnType<typeof payment>[];
  payouts?: ReturnType<typeof payout>[];
  pastDue?: ReturnType<typeof pastDue> | null;
  invoice?: ReturnType<typeof invoiceDetails> | null;
};

/** A resync answer carrying one request's money rows, written to the cache as the query's answer is, then applied. */
function applyMoney(m: Money) {
  const data = {
    liveChangesSince: {
      __typename: 'LiveResync' as const,
      complete: true,
      requests: [
        {
          __typename: 'RequestChange' as const,
          requestId: String(m.requestId),
          adminMoney: {
            __typename: 'AdminRequestMoney' as const,
            requestId: String(m.requestId),
            invoiceRow: m.invoiceRow ?? null,
            consultationPayments: m.payments ?? [],
            payouts: m.payouts ?? [],
            pastDue: m.pastDue ?? null,
            invoice: m.invoice ?? null,
          },
        },
      ],
    },
  };
  const variables = { since: day(28) };
  cache.writeQuery({ query: AdminMoneyResyncDocument, variables, data: data as never });
  applyMoneyResync(cache, cache.readQuery({ query: AdminMoneyResyncDocument, variables })!.liveChangesSince);
}

const page = <T,>(items: T[], typename: string, hasNextPage = false) => ({ __typename: typename, items, pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: hasNextPage ? 'c1' : null } });

beforeEach(() => cache.reset());

describe("The admin's billing page, live", () => {
  it('puts a new consultation payment first and shows a decided one as decided, with no query', () => {
    cache.writeQuery({ query: AdminConsultationPaymentsDocument, data: { adminConsultationPayments: page([payment(2, 20, 5), payment(1, 10, 3)], 'AdminPaymentRowConnection') } as never });
    applyMoney({ requestId: 30, payments: [payment(3, 30, 7)] });
    applyMoney({ requestId: 10, payments: [payment(1, 10, 3, 'approved')] });
    const rows = cache.readQuery({ query: AdminConsultationPaymentsDocument })!.adminConsultationPayments.items as unknown as ReturnType<typeof payment>[];
    expect(rows.map((r) => [r.payment.id, r.standing, r.canDecide])).toEqual([
      ['3', 'awaiting_review', true],
      ['2', 'awaiting_review', true],
      ['1', 'approved', false],
    ]);
  });

  it('adds a released payout to Worker Payouts, and leaves a page not loaded yet to its page', () => {
    cache.writeQuery({ query: AdminPayoutsDocument, data: { adminPayouts: page([payout(5, 50, 20)], 'AdminPayoutRowConnection') } as never });
    applyMoney({ requestId: 60, payouts: [payout(6, 60, 22, 9325)] });
    const rows = () => (cache.readQuery({ query: AdminPayoutsDocument })!.adminPayouts.items as unknown as ReturnType<typeof payout>[]).map((r) => [r.payout.id, r.payout.amountCents]);
    expect(rows()).toEqual([['6', 9325], ['5', 22500]]);

    // An older payout of a longer list sorts past the loaded page: that page brings it.
    cache.writeQuery({ query: AdminPayoutsDocument, data: { adminPayouts: page([payout(6, 60, 22, 9325), payout(5, 50, 20)], 'AdminPayoutRowConnection', true) } as never });
    applyMoney({ requestId: 40, payouts: [payout(4, 40, 2)] });
    expect(rows()).toEqual([['6', 9325], ['5', 22500]]);
  });

  it('takes a paid balance off Past Due and puts a newly past-due one in invoice order', () => {
    cache.writeQuery({ query: AdminPastDueBalancesDocument, data: { adminPastDueBalances: page([pastDue(10, 2), pastDue(11, 9)], 'PastDueRecordConnection') } as never });
    applyMoney({ requestId: 10, pastDue: null });
    applyMoney({ requestId: 12, pastDue: pastDue(12, 5) });
    applyMoney({ requestId: 13, pastDue: pastDue(13, 12) });
    const ids = (cache.readQuery({ query: AdminPastDueBalancesDocument })!.adminPastDueBalances.items as unknown as { requestId: string }[]).map((r) => r.requestId);
    expect(ids).toEqual(['12', '11', '13']);
  });

  it('keeps Recent Invoices to the ten latest finished requests, latest first, each row as billed now', () => {
    const ten = Array.from({ length: 10 }, (_, i) => invoiceRow(100 + i, 20 - i));
    cache.writeQuery({ query: AdminRecentInvoicesDocument, data: { adminRecentInvoices: ten } as never });
    applyMoney({ requestId: 200, invoiceRow: invoiceRow(200, 25) });
    applyMoney({ requestId: 101, invoiceRow: invoiceRow(101, 19, 'awaiting_review') });
    applyMoney({ requestId: 103, invoiceRow: null });
    const rows = cache.readQuery({ query: AdminRecentInvoicesDocument })!.adminRecentInvoices as unknown as ReturnType<typeof invoiceRow>[];
    expect(rows.map((r) => r.request.id)).toEqual(['200', '100', '101', '102', '104', '105', '106', '107', '108']);
    expect(rows.find((r) => r.request.id === '101')).toMatchObject({ billingState: 'awaiting_review', balanceDueCents: 0 });
  });

  it('shows an open invoice dialog the invoice as it is now, and stores none for a dialog not open', () => {
    cache.writeQuery({ query: AdminRequestInvoiceDocument, variables: { requestId: '10' }, data: { adminRequestInvoice: invoiceDetails(10, 1) } as never });
    applyMoney({ requestId: 10, invoice: invoiceDetails(10, 2, 2) });
    applyMoney({ requestId: 11, invoice: invoiceDetails(11, 1) });
    const open = cache.readQuery({ query: AdminRequestInvoiceDocument, variables: { requestId: '10' } })!.adminRequestInvoice as unknown as ReturnType<typeof invoiceDetails>;
    expect(open.version).toBe(2);
    expect(open.lineItems.map((l) => l.description)).toEqual(['Work 1', 'Work 2']);
    expect(cache.readQuery({ query: AdminRequestInvoiceDocument, variables: { requestId: '11' } })).toBeNull();
  });
});
