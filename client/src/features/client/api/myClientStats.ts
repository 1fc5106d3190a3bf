import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MyClientStatsDocument = graphql(`
  query MyClientStats {
    myClientStats {
      totalRequests
      completed
      averageRatingGiven
      reviewCount
      memberSince
      pendingProviderApplication
    }
  }
`);

export function useMyClientStats() {
  const { data, loading } = useQuery(MyClientStatsDocument, { fetchPolicy: 'cache-and-network' });
  return { stats: data?.myClientStats ?? null, loading: loading && !data };
}
