import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { MyCalendarFeedDocument } from './myCalendarFeed';

export const ResetCalendarFeedDocument = graphql(`
  mutation ResetCalendarFeed {
    resetCalendarFeed {
      url
    }
  }
`);

/** Replaces the feed address; the settings card shows the new one at once (the old one stops working). */
export function useResetCalendarFeed() {
  const [reset, state] = useMutation(ResetCalendarFeedDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyCalendarFeedDocument, data: { myCalendarFeed: data.resetCalendarFeed } });
    },
  });
  const run = useCallback(() => reset().then((r) => r.data?.resetCalendarFeed.url ?? null), [reset]);
  return [run, state] as const;
}
