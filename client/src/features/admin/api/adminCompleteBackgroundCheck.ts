import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminCompleteBackgroundCheckDocument = graphql(`
  mutation AdminCompleteBackgroundCheck($providerId: ID!) {
    adminCompleteBackgroundCheck(providerId: $providerId) { id backgroundCheckStatus backgroundCheckCompletedAt }
  }
`);

const refresh = { refetchQueries: 'active' as const, awaitRefetchQueries: true };
/** Record an applicant's background check as complete (they are told). */
export function useCompleteBackgroundCheck() {
  const [mutate, result] = useMutation(AdminCompleteBackgroundCheckDocument, refresh);
  return [useCallback((providerId: string) => mutate({ variables: { providerId } }), [mutate]), result] as const;
}
