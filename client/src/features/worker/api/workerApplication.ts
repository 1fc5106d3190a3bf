import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const WorkerApplicationDocument = graphql(`
  query WorkerApplication {
    myProviderApplication {
      id
      name
      email
      phone
      zipCode
      serviceRadius
      status
      onboardingCompleted
      backgroundCheckStatus
      documentVerificationStatus
      rating
      completedJobs
      createdAt
      onboardingData
      offeredCategories {
        id
        name
        icon
      }
    }
  }
`);

export function useWorkerApplication() {
  const { data, loading, error, refetch } = useQuery(WorkerApplicationDocument, { fetchPolicy: 'cache-and-network' });
  return { application: data?.myProviderApplication ?? null, loading: loading && !data, error, refetch };
}
