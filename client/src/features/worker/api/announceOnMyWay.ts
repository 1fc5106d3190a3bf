import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

// No refetch: the answer is normalized by id; requestChanged carries the job to the client's screens.
export const AnnounceOnMyWayDocument = graphql(`
  mutation AnnounceOnMyWay($requestId: ID!) {
    announceOnMyWay(requestId: $requestId) {
      id
      onMyWayAt
      etaMinutes
    }
  }
`);

/** "On my way": tells the client the worker is coming, with the arrival estimate the server computes. */
export function useAnnounceOnMyWay() {
  const [mutate, result] = useMutation(AnnounceOnMyWayDocument);
  const announce = useCallback((requestId: string) => mutate({ variables: { requestId } }).then((r) => r.data!.announceOnMyWay), [mutate]);
  return [announce, result] as const;
}
