import { useEffect } from 'react';
import type { ApolloCache, ApolloClient, Reference } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { graphql, useFragment as readFragment, type FragmentType } from '../../../gql';
import type { AdminMoneyResyncQuery } from '../../../gql/graphql';
import { placeRow, newestFirstBy, oldestFirstBy, type ReadField } from '../../../lib/live-lists';
import { useLiveResync, type LiveResync } from '../../../lib/live-resync';
import { serverNow } from '../../../lib/server-clock';
import { AdminRequestInvoiceDocument } from './adminRequestInvoice';

/**
 * One request's rows in the billing page's lists and its invoice, as a live change (or the
 * resync) carries them: each row is normalized (apollo.ts), so its fields update wherever it is
 * shown; placeAdminMoney moves membership and order.
 */
export const AdminLiveMoneyFields = graphql(`
  fragment AdminLiveMoney_money on AdminRequestMoney {
    requestId
    invoiceRow { ...AdminInvoiceRow_row request { id completedAt } }
    consultationPayments { ...AdminPaymentRow_row payment { id createdAt } }
    payouts { ...AdminPayoutRow_row payout { id createdAt } }
    pastDue { ...PastDueRow_record requestId invoiceCreatedAt }
    invoice { ...AdminInvoiceDetails_details }
  }
`);

/** A nested timestamp of a cached row (the payment's or payout's createdAt, the request's completedAt). */
const nested = (readField: ReadField, row: Reference, via: string, field: string) => {
  const inner = readField<Reference>(via, row);
  return inner ? (readField<string>(field, inner) ?? '') : '';
};

/**
 * Places a request's money rows in the cached billing lists, sending no query:
 * - Consultation Payments and Worker Payouts (newest first) gain the request's new rows;
 * - Past Due Balances (oldest invoice first) gains or loses the request's record;
 * - Recent Invoices (the 10 latest finished, latest first) gains or loses its row;
 * - the invoice dialog of the request, when loaded, shows its latest invoice and lines.
 */
export function placeAdminMoney(cache: ApolloCache, data: FragmentType<typeof AdminLiveMoneyFields>): void {
  const money = readFragment(AdminLiveMoneyFields, data);
  for (const row of money.consultationPayments) {
    const ref = cache.identify({ __typename: 'AdminPaymentRow', payment: { __typename: 'Payment', id: row.payment.id } });
    if (ref) placeRow(cache, { __ref: ref }, [{ field: 'adminConsultationPayments', member: () => true, before: newestFirstBy((other, read) => nested(read, other, 'payment', 'createdAt'), row.payment.createdAt) }]);
  }
  for (const row of money.payouts) {
    const ref = cache.identify({ __typename: 'AdminPayoutRow', payout: { __typename: 'WorkerPayout', id: row.payout.id } });
    if (ref) placeRow(cache, { __ref: ref }, [{ field: 'adminPayouts', member: () => true, before: newestFirstBy((other, read) => nested(read, other, 'payout', 'createdAt'), row.payout.createdAt) }]);
  }
  const pastDueRef = cache.identify({ __typename: 'PastDueRecordType', requestId: money.requestId });
  if (pastDueRef) {
    const since = money.pastDue?.invoiceCreatedAt;
    placeRow(cache, { __ref: pastDueRef }, [{ field: 'adminPastDueBalances', member: () => !!money.pastDue, before: oldestFirstBy((other, read) => read<string>('invoiceCreatedAt', other) ?? '', since) }]);
  }
  placeRecentInvoice(cache, money.requestId, money.invoiceRow?.request.completedAt ?? null, !!money.invoiceRow);
  if (cache.readQuery({ query: AdminRequestInvoiceDocument, variables: { requestId: money.requestId } })) {
    cache.writeQuery({ query: AdminRequestInvoiceDocument, variables: { requestId: money.requestId }, data: { adminRequestInvoice: money.invoice ?? null } });
  }
}

/** How many rows Recent Invoices holds (the server's adminRecentInvoices: the 10 latest). */
const RECENT_INVOICES_LIMIT = 10;

/** Recent Invoices holds the latest finished requests, latest first, at most RECENT_INVOICES_LIMIT. */
function placeRecentInvoice(cache: ApolloCache, requestId: string, completedAt: string | null, member: boolean): void {
  const ref = cache.identify({ __typename: 'AdminInvoiceRow', request: { __typename: 'ServiceRequest', id: requestId } });
  if (!ref) return;
  cache.modify({
    fields: {
      adminRecentInvoices(value: unknown, { readField }) {
        const list = value as readonly Reference[] | undefined;
        if (!Array.isArray(list)) return value;
        const present = list.some((row) => row.__ref === ref);
        if (!member) return present ? list.filter((row) => row.__ref !== ref) : value;
        if (present) return value;
        const at = list.findIndex((row) => (completedAt ?? '') >= nested(readField as ReadField, row, 'request', 'completedAt'));
        const rows = [...list];
        rows.splice(at === -1 ? rows.length : at, 0, { __ref: ref });
        return rows.slice(0, RECENT_INVOICES_LIMIT);
      },
    },
  });
}

/**
 * The billing rows of every change, while a billing screen is shown (the billing page, the
 * invoice dialog): a subscription of their own, so the admin's other screens do not download
 * or receive them.
 */
export const AdminMoneyChangedDocument = graphql(`
  subscription AdminMoneyChanged {
    adminReviewChanged {
      requestId
      adminMoney { ...AdminLiveMoney_money }
    }
  }
`);

/** What AdminMoneyChanged carried while it was not listening (the socket down, or the screen just opened). */
export const AdminMoneyResyncDocument = graphql(`
  query AdminMoneyResync($since: DateTimeISO!, $handedOver: Boolean) {
    liveChangesSince(since: $since, handedOver: $handedOver) {
      complete
      requests { requestId adminMoney { ...AdminLiveMoney_money } }
    }
  }
`);

/** Applies a money resync as the events themselves would. */
export function applyMoneyResync(cache: ApolloCache, resync: AdminMoneyResyncQuery['liveChangesSince']): void {
  for (const change of resync.requests) if (change.adminMoney) placeAdminMoney(cache, change.adminMoney);
}

const resyncMoney: LiveResync = async (client, since, _reconnect, handedOver) => {
  const { data } = await client.query({ query: AdminMoneyResyncDocument, variables: { since, handedOver }, fetchPolicy: 'network-only' });
  if (!data?.liveChangesSince.complete) return false;
  applyMoneyResync(client.cache, data.liveChangesSince);
  return true;
};

/** How far before a billing screen opened its changes are asked for (its queries in flight, with room). */
const OPENED_SLACK_MS = 60_000;

/**
 * Keeps a billing screen's lists and invoice live while it is shown: the change events, the
 * resync after a reconnect, and once, as it opens, what changed between its queries and its
 * subscription (a query of what was missed, not of the lists again).
 */
export function useAdminMoneyLive(): void {
  const client = useApolloClient();
  useSubscription(AdminMoneyChangedDocument, { onData: ({ client: c, data }) => data.data?.adminReviewChanged.adminMoney && placeAdminMoney(c.cache, data.data.adminReviewChanged.adminMoney) });
  useLiveResync(resyncMoney);
  useEffect(() => {
    const since = new Date(serverNow().getTime() - OPENED_SLACK_MS).toISOString();
    const timer = setTimeout(() => void resyncMoney(client as ApolloClient, since, false, false).catch(() => undefined), 1_000);
    return () => clearTimeout(timer);
  }, [client]);
}
