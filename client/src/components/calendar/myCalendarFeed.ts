import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const MyCalendarFeedDocument = graphql(`
  query MyCalendarFeed {
    myCalendarFeed {
      url
    }
  }
`);

/** The viewer's private calendar feed address (made on the server on first ask). */
export function useMyCalendarFeed() {
  const { data, loading, error } = useQuery(MyCalendarFeedDocument, { fetchPolicy: 'cache-and-network' });
  return { url: data?.myCalendarFeed.url ?? null, loading: loading && !data, error };
}
