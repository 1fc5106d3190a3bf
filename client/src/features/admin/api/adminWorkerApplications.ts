import { useQuery } from '@apollo/client/react';
import type { ApolloCache, Reference, StoreObject } from '@apollo/client';
import { useLoadMore } from '../../../lib/pagination';
import { graphql, useFragment } from '../../../gql';

/** An applicant as the approvals page shows them; the decisions' answers select it too, so the cache holds what they changed. */
export const WorkerApplicantFields = graphql(`
  fragment WorkerApplicant_provider on ServiceProvider {
    id
    name
    email
    phone
    zipCode
    serviceRadius
    status
    backgroundCheckStatus
    backgroundCheckCompletedAt
    documentVerificationStatus
    documentRequest
    documentRequestedAt
    createdAt
    onboardingData
  }
`);

export const AdminWorkerApplicationsDocument = graphql(`
  query AdminWorkerApplications($first: Int, $after: String) {
    adminWorkerApplications(first: $first, after: $after) {
      items {
        categoryNames
        provider {
          ...WorkerApplicant_provider
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

/** An approved or rejected applicant leaves the cached list of applications waiting for a decision (no refetch). */
export function dropApplication(cache: ApolloCache, providerId: string | number): void {
  cache.modify<{ adminWorkerApplications: { items: StoreObject[] } }>({
    fields: {
      adminWorkerApplications(existing, { readField }) {
        const list = existing as { items?: readonly StoreObject[] } | undefined;
        if (!list?.items) return existing;
        return { ...list, items: list.items.filter((item) => String(readField<string>('id', readField<Reference>('provider', item))) !== String(providerId)) } as typeof existing;
      },
    },
  });
}

export function useWorkerApplications() {
  const { data, loading, error, fetchMore } = useQuery(AdminWorkerApplicationsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminWorkerApplications.pageInfo, fetchMore);
  const items = data?.adminWorkerApplications.items ?? [];
  const providers = useFragment(WorkerApplicantFields, items.map((i) => i.provider));
  const applications = items.map((i, n) => ({ categoryNames: i.categoryNames, provider: providers[n] }));
  return { applications, loading: loading && !data, error, more };
}
