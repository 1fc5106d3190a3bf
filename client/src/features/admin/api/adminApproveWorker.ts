import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { dropApplication } from './adminWorkerApplications';

export const AdminApproveWorkerDocument = graphql(`
  mutation AdminApproveWorker($providerId: ID!) {
    adminApproveWorker(providerId: $providerId) { id ...WorkerApplicant_provider }
  }
`);


export function useApproveWorker() {
  const [mutate, result] = useMutation(AdminApproveWorkerDocument, {
    // Decided: the applicant leaves the list waiting for a decision (no refetch).
    update: (cache, { data }, { variables }) => data && variables && dropApplication(cache, variables.providerId),
  });
  return [useCallback((providerId: string) => mutate({ variables: { providerId } }), [mutate]), result] as const;
}
