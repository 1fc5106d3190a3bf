import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

/**
 * The admin schedule: each visit as its row shows it (AdminScheduleRow_request), and the time
 * the visits are grouped by day and placed live by. The live admin row (AdminLiveRow_request)
 * selects the same.
 */
export const AdminScheduleDocument = graphql(`
  query AdminSchedule($first: Int, $after: String) {
    adminSchedule(first: $first, after: $after) {
      items { id scheduledAt ...AdminScheduleRow_request }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

/** Scheduled visits, soonest first, kept live by the admin request events. */
export function useAdminSchedule() {
  const { data, loading, error, fetchMore } = useQuery(AdminScheduleDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminSchedule.pageInfo, fetchMore);
  return { requests: data?.adminSchedule.items ?? [], loading: loading && !data, error, more };
}
