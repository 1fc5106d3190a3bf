import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminApproveWorkerDocument = graphql(`
  mutation AdminApproveWorker($providerId: ID!) {
    adminApproveWorker(providerId: $providerId) { id status backgroundCheckStatus documentVerificationStatus }
  }
`);

const refresh = { refetchQueries: 'active' as const, awaitRefetchQueries: true };

export function useApproveWorker() {
  const [mutate, result] = useMutation(AdminApproveWorkerDocument, refresh);
  return [useCallback((providerId: string) => mutate({ variables: { providerId } }), [mutate]), result] as const;
}
