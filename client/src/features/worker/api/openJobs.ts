import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { QueueEntry_ItemFragment } from '../../../gql/graphql';
import { useLoadMore } from '../../../lib/pagination';
import { QueueEntryFields } from './queueEntry';
import { useQueueLive } from './queueChanged';

export const OpenJobsDocument = graphql(`
  query OpenJobs($first: Int, $after: String) {
    openJobs(first: $first, after: $after) {
      items {
        ...QueueEntry_item
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

/** One entry of Available Requests as the page orders and announces it; the card reads the rest (QueueCard). */
export type QueueEntry = QueueEntry_ItemFragment;

/** Available Requests, kept live by the queueChanged subscription. */
export function useOpenJobs() {
  const { data, loading, error, fetchMore } = useQuery(OpenJobsDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  useQueueLive();
  const more = useLoadMore(data?.openJobs.pageInfo, fetchMore);
  const jobs = useMemo(() => (data?.openJobs.items ?? []).map((item) => readFragment(QueueEntryFields, item)), [data]);
  return { jobs, loading: loading && !data, error, more };
}
