import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminRejectWorkerDocument = graphql(`
  mutation AdminRejectWorker($providerId: ID!, $reason: String) {
    adminRejectWorker(providerId: $providerId, reason: $reason) { id status }
  }
`);

const refresh = { refetchQueries: 'active' as const, awaitRefetchQueries: true };
export function useRejectWorker() {
  const [mutate, result] = useMutation(AdminRejectWorkerDocument, refresh);
  return [useCallback((providerId: string, reason: string) => mutate({ variables: { providerId, reason } }), [mutate]), result] as const;
}
