import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ProviderApplicationInput } from '../../../gql/graphql';

export const WorkerCategoriesDocument = graphql(`
  query WorkerCategories {
    serviceCategories {
      id
      name
      icon
      color
      description
    }
  }
`);

export const ApplyAsProviderDocument = graphql(`
  mutation ApplyAsProvider($input: ProviderApplicationInput!) {
    applyAsProvider(input: $input) {
      token
      provider {
        id
        status
      }
    }
  }
`);

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

export function useWorkerCategories() {
  const { data, loading, error } = useQuery(WorkerCategoriesDocument, { fetchPolicy: 'cache-first' });
  return { categories: data?.serviceCategories ?? [], loading: loading && !data, error };
}

export function useWorkerApplication() {
  const { data, loading, error, refetch } = useQuery(WorkerApplicationDocument, { fetchPolicy: 'cache-and-network' });
  return { application: data?.myProviderApplication ?? null, loading: loading && !data, error, refetch };
}

/** Submits the provider application; the viewer (Me) and application are refetched. */
export function useApplyAsProvider() {
  const [mutate, result] = useMutation(ApplyAsProviderDocument, { refetchQueries: ['Me'], awaitRefetchQueries: true });
  const apply = (input: ProviderApplicationInput) => mutate({ variables: { input } }).then((r) => r.data!.applyAsProvider);
  return [apply, result] as const;
}
