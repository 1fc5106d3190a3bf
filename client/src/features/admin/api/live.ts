import type { ApolloClient } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { AdminRequestChangedSubscription } from '../../../gql/graphql';
import { newestFirst, oldestFirst, placeRow } from '../../../lib/live-lists';
import { AdminDashboardStatsDocument, AdminScheduleRowFields, AdminServiceRowFields, ReviewQueueRowFields } from './dashboard';

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
      request {
        id
        ...ReviewQueueRow_request
        ...AdminServiceRow_request
        ...AdminScheduleRow_request
        ...RequestDetail_request
      }
    }
  }
`);

/** Billing-page figures that sum payments, invoices and payouts: asked again when money moved (admins only, a few per change). */
const MONEY_FIGURES = ['AdminBillingStats', 'AdminRecentInvoices', 'AdminConsultationPayments', 'AdminPayouts'];
const MONEY_KINDS = /paid|approved|rejected|invoice|transaction|cancelled/;

/**
 * Applies one change to the cache, sending no query for the dashboard: the row's fields update
 * wherever it is shown, the tiles are written as the server counted them, and the review
 * queue, the schedule and the unfiltered All Services list gain or lose the row.
 */
export function applyAdminRequestChange(client: ApolloClient, change: AdminRequestChangedSubscription['adminReviewChanged']): void {
  const { cache } = client;
  cache.writeQuery({ query: AdminDashboardStatsDocument, data: { adminDashboardStats: change.stats } });
  if (change.request) {
    const review = readFragment(ReviewQueueRowFields, change.request);
    const service = readFragment(AdminServiceRowFields, change.request);
    const visit = readFragment(AdminScheduleRowFields, change.request);
    const row = cache.identify({ __typename: 'ServiceRequest', id: review.id });
    if (row) {
      placeRow(cache, { __ref: row }, [
        { field: 'adminReviewQueue', member: () => change.lists.includes('ADMIN_REVIEW_QUEUE'), before: oldestFirst('createdAt', review.createdAt) },
        { field: 'adminSchedule', member: () => change.lists.includes('ADMIN_SCHEDULE'), before: oldestFirst('scheduledAt', visit.scheduledAt) },
        // Every request is in the unfiltered list; a list of one status keeps what it loaded.
        { field: 'adminServiceRequests', member: (args) => (args.status == null ? true : undefined), before: newestFirst('createdAt', service.createdAt) },
      ]);
    }
  }
  if (MONEY_KINDS.test(change.kind)) void client.refetchQueries({ include: MONEY_FIGURES }).catch(() => undefined);
}

/** Keeps the admin screens live from adminReviewChanged (mounted once in the shell). */
export function useAdminRequestsLive(): void {
  useSubscription(AdminRequestChangedDocument, { onData: ({ client, data }) => data.data && applyAdminRequestChange(client, data.data.adminReviewChanged) });
}
