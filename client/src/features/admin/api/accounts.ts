import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const AdminWorkerApplicationsDocument = graphql(`
  query AdminWorkerApplications($first: Int, $after: String) {
    adminWorkerApplications(first: $first, after: $after) {
      items {
      categoryNames
      provider { id name email phone zipCode serviceRadius status backgroundCheckStatus backgroundCheckCompletedAt documentVerificationStatus documentRequest createdAt onboardingData }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const AdminApproveWorkerDocument = graphql(`
  mutation AdminApproveWorker($providerId: ID!) {
    adminApproveWorker(providerId: $providerId) { id status backgroundCheckStatus documentVerificationStatus }
  }
`);

export const AdminRejectWorkerDocument = graphql(`
  mutation AdminRejectWorker($providerId: ID!, $reason: String) {
    adminRejectWorker(providerId: $providerId, reason: $reason) { id status }
  }
`);

export const AdminRequestWorkerDocumentDocument = graphql(`
  mutation AdminRequestWorkerDocument($providerId: ID!, $document: String!, $note: String) {
    adminRequestWorkerDocument(providerId: $providerId, document: $document, note: $note) { id documentRequest documentRequestedAt }
  }
`);

export const AdminCompleteBackgroundCheckDocument = graphql(`
  mutation AdminCompleteBackgroundCheck($providerId: ID!) {
    adminCompleteBackgroundCheck(providerId: $providerId) { id backgroundCheckStatus backgroundCheckCompletedAt }
  }
`);

export const AdminCustomerLookupDocument = graphql(`
  query AdminCustomerLookup($customerId: String!) {
    adminCustomerLookup(customerId: $customerId) {
      requestCount
      client { id name phone email address city state zipCode createdAt }
      requests { id title displayStatus createdAt category { id name } }
    }
  }
`);

export const AdminRequestLookupDocument = graphql(`
  query AdminRequestLookup($requestNumber: String!) {
    adminRequestLookup(requestNumber: $requestNumber) {
      id title description displayStatus createdAt
      category { id name }
      client { id name email phone address city state zipCode }
    }
  }
`);

export const AdminSearchAccountsDocument = graphql(`
  query AdminSearchAccounts($query: String!) {
    adminSearchAccounts(query: $query) {
      clients { id name email phone city state createdAt }
      providers { id name email phone status zipCode createdAt }
    }
  }
`);

export function useWorkerApplications() {
  const { data, loading, error, fetchMore } = useQuery(AdminWorkerApplicationsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminWorkerApplications.pageInfo, fetchMore);
  return { applications: data?.adminWorkerApplications.items ?? [], loading: loading && !data, error, more };
}

const refresh = { refetchQueries: 'active' as const, awaitRefetchQueries: true };

export function useApproveWorker() {
  const [mutate, result] = useMutation(AdminApproveWorkerDocument, refresh);
  return [useCallback((providerId: string) => mutate({ variables: { providerId } }), [mutate]), result] as const;
}
export function useRejectWorker() {
  const [mutate, result] = useMutation(AdminRejectWorkerDocument, refresh);
  return [useCallback((providerId: string, reason: string) => mutate({ variables: { providerId, reason } }), [mutate]), result] as const;
}
/** Ask an applicant for a document (they are told by notification, e-mail and text). */
export function useRequestWorkerDocument() {
  const [mutate, result] = useMutation(AdminRequestWorkerDocumentDocument, refresh);
  return [useCallback((providerId: string, document: string, note?: string | null) => mutate({ variables: { providerId, document, note: note ?? null } }), [mutate]), result] as const;
}
/** Record an applicant's background check as complete (they are told). */
export function useCompleteBackgroundCheck() {
  const [mutate, result] = useMutation(AdminCompleteBackgroundCheckDocument, refresh);
  return [useCallback((providerId: string) => mutate({ variables: { providerId } }), [mutate]), result] as const;
}
export function useSearchAccounts(query: string) {
  const q = query.trim();
  const { data, loading } = useQuery(AdminSearchAccountsDocument, { variables: { query: q }, skip: !q, fetchPolicy: 'cache-and-network' });
  return { result: q ? data?.adminSearchAccounts : undefined, loading: loading && !data };
}
