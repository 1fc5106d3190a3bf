import { useQuery } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../../gql';

/**
 * The client's figures: one object per session (the cache keeps ClientStats as a singleton), so
 * a cancel's or a review's answer that selects them on its request updates the dashboard too.
 */
export const MyClientStatsFields = graphql(`
  fragment MyClientStats_stats on ClientStats {
    totalRequests
    completed
    averageRatingGiven
    reviewCount
    memberSince
    pendingProviderApplication
  }
`);

export const MyClientStatsDocument = graphql(`
  query MyClientStats {
    myClientStats {
      ...MyClientStats_stats
    }
  }
`);

export function useMyClientStats() {
  const { data, loading } = useQuery(MyClientStatsDocument, { fetchPolicy: 'cache-and-network' });
  return { stats: data ? readFragment(MyClientStatsFields, data.myClientStats) : null, loading: loading && !data };
}
