import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { AdminLiveResyncQuery, AdminRequestChangedSubscription } from '../../../gql/graphql';
import { newestFirst, oldestFirst, placeRow } from '../../../lib/live-lists';
import { useLiveResync, type LiveResync } from '../../../lib/live-resync';
import { AdminDashboardStatsDocument } from './adminDashboardStats';
import { AdminBillingStatsDocument } from './adminBillingStats';

/**
 * Every change of a request as admins see it: the row of each admin list and of the detail
 * dialog, the review queue and schedule membership, and the dashboard tiles.
 */
export const AdminRequestChangedDocument = graphql(`
  subscription AdminRequestChanged {
    adminReviewChanged {
      requestId
      kind
      lists
      stats { ...AdminDashboardTiles_stats }
      billing { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }
      request {
        ...AdminLiveRow_request
      }
    }
  }
`);

/**
 * A request as every admin list and the detail dialog show it (the live event and the resync
 * alike), with the times the lists are ordered by (read by the placement below).
 */
export const AdminLiveRowFields = graphql(`
  fragment AdminLiveRow_request on ServiceRequest {
    id
    createdAt
    scheduledAt
    ...ReviewQueueRow_request
    ...AdminServiceRow_request
    ...AdminScheduleRow_request
    ...RequestDetail_request
    ...AdminActionPanel_request
  }
`);

/** What adminReviewChanged carried while the socket was down, with the tiles and billing figures now. */
export const AdminLiveResyncDocument = graphql(`
  query AdminLiveResync($since: DateTimeISO!, $handedOver: Boolean) {
    liveChangesSince(since: $since, handedOver: $handedOver) {
      complete
      requests { requestId kind lists request { ...AdminLiveRow_request } }
      adminStats { ...AdminDashboardTiles_stats }
      billing { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }
    }
  }
`);

type RowChange = Pick<AdminRequestChangedSubscription['adminReviewChanged'], 'kind' | 'lists' | 'request'>;

/**
 * Places one changed request in the cached admin lists, sending no query: the row's fields
 * update wherever it is shown (it is normalized by id); the review queue, the schedule,
 * Pending (Paid), Queued, Active Jobs and the unfiltered All Services list gain or lose it as
 * the server says. (The billing page's lists and the invoice dialog follow their own
 * subscription while they are shown: ./liveMoney.ts.)
 */
function placeAdminRow(client: ApolloClient, change: RowChange): void {
  placeAdminRowInCache(client.cache, change);
}

/**
 * The cache half of placeAdminRow: also what an admin mutation's `update` calls with its own
 * answer (the row and its `liveLists`), so the row is where it belongs when the mutation
 * resolves, before the event arrives (which then changes nothing).
 */
export function placeAdminRowInCache(cache: ApolloCache, change: Pick<RowChange, 'lists' | 'request'>): void {
  if (change.request) {
    const live = readFragment(AdminLiveRowFields, change.request);
    const row = cache.identify({ __typename: 'ServiceRequest', id: live.id });
    if (row) {
      const holds = (list: string) => () => change.lists.includes(list as never);
      placeRow(cache, { __ref: row }, [
        { field: 'adminReviewQueue', member: holds('ADMIN_REVIEW_QUEUE'), before: oldestFirst('createdAt', live.createdAt) },
        { field: 'adminSchedule', member: holds('ADMIN_SCHEDULE'), before: oldestFirst('scheduledAt', live.scheduledAt) },
        { field: 'adminPendingPaidRequests', member: holds('ADMIN_PENDING_PAID'), before: oldestFirst('createdAt', live.createdAt) },
        { field: 'adminQueuedRequests', member: holds('ADMIN_QUEUED'), before: newestFirst('createdAt', live.createdAt) },
        { field: 'adminActiveJobs', member: holds('ADMIN_ACTIVE_JOBS'), before: newestFirst('createdAt', live.createdAt) },
        // Every request is in the unfiltered list; a list of one status keeps what it loaded.
        { field: 'adminServiceRequests', member: (args) => (args.status == null ? true : undefined), before: newestFirst('createdAt', live.createdAt) },
      ]);
    }
  }
}

type Figures = { stats?: AdminRequestChangedSubscription['adminReviewChanged']['stats'] | null; billing?: AdminRequestChangedSubscription['adminReviewChanged']['billing'] | null };

/** Writes the dashboard tiles and the billing figures as the server counted them. */
function writeAdminFigures(client: ApolloClient, { stats, billing }: Figures): void {
  if (stats) client.cache.writeQuery({ query: AdminDashboardStatsDocument, data: { adminDashboardStats: stats } });
  if (billing) client.cache.writeQuery({ query: AdminBillingStatsDocument, data: { adminBillingStats: billing } });
}

/** Applies one change to the cache, sending no query for the dashboard or the lists that hold requests. */
export function applyAdminRequestChange(client: ApolloClient, change: AdminRequestChangedSubscription['adminReviewChanged']): void {
  writeAdminFigures(client, change);
  placeAdminRow(client, change);
}

/** Applies what the admin events carried while the socket was down (AdminLiveResync), as the events themselves would. */
export function applyAdminResync(client: ApolloClient, resync: AdminLiveResyncQuery['liveChangesSince']): void {
  for (const change of resync.requests) placeAdminRow(client, change);
  writeAdminFigures(client, { stats: resync.adminStats, billing: resync.billing });
}

const resyncAdmin: LiveResync = async (client, since, _reconnect, handedOver) => {
  const { data } = await client.query({ query: AdminLiveResyncDocument, variables: { since, handedOver }, fetchPolicy: 'network-only' });
  if (!data?.liveChangesSince.complete) return false;
  applyAdminResync(client, data.liveChangesSince);
  return true;
};

/** Keeps the admin screens live from adminReviewChanged (mounted once in the shell), and resyncs them after a reconnect. */
export function useAdminRequestsLive(): void {
  useSubscription(AdminRequestChangedDocument, { onData: ({ client, data }) => data.data && applyAdminRequestChange(client, data.data.adminReviewChanged) });
  useLiveResync(resyncAdmin);
}
