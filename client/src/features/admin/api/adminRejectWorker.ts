import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { dropApplication } from './adminWorkerApplications';

export const AdminRejectWorkerDocument = graphql(`
  mutation AdminRejectWorker($providerId: ID!, $reason: String) {
    adminRejectWorker(providerId: $providerId, reason: $reason) { id ...WorkerApplicant_provider }
  }
`);

export function useRejectWorker() {
  const [mutate, result] = useMutation(AdminRejectWorkerDocument, {
    // Decided: the applicant leaves the list waiting for a decision (no refetch).
    update: (cache, { data }, { variables }) => data && variables && dropApplication(cache, variables.providerId),
  });
  return [useCallback((providerId: string, reason: string) => mutate({ variables: { providerId, reason } }), [mutate]), result] as const;
}
