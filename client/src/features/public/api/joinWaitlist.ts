import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { JoinWaitlistInput } from '../../../gql/graphql';

export const JoinWaitlistDocument = graphql(`
  mutation JoinWaitlist($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input) {
      alreadyJoined
      entry {
        id
        email
        zipCode
      }
    }
  }
`);

export function useJoinWaitlist() {
  const [mutate, result] = useMutation(JoinWaitlistDocument);
  const join = useCallback((input: JoinWaitlistInput) => mutate({ variables: { input } }), [mutate]);
  return [join, result] as const;
}
