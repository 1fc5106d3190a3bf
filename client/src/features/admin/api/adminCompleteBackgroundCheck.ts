import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminCompleteBackgroundCheckDocument = graphql(`
  mutation AdminCompleteBackgroundCheck($providerId: ID!) {
    adminCompleteBackgroundCheck(providerId: $providerId) { id ...WorkerApplicant_provider }
  }
`);

/** Record an applicant's background check as complete (they are told). */
export function useCompleteBackgroundCheck() {
  const [mutate, result] = useMutation(AdminCompleteBackgroundCheckDocument);
  return [useCallback((providerId: string) => mutate({ variables: { providerId } }), [mutate]), result] as const;
}
