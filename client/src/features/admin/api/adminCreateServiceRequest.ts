import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminCreateRequestInput } from '../../../gql/graphql';

export const AdminCreateServiceRequestDocument = graphql(`
  mutation AdminCreateServiceRequest($input: AdminCreateRequestInput!) {
    adminCreateServiceRequest(input: $input) { id title status priority }
  }
`);

export function useCreateServiceRequest() {
  const [mutate, result] = useMutation(AdminCreateServiceRequestDocument) // adminReviewChanged places the new request in All Services and Queued;
  const create = useCallback((input: AdminCreateRequestInput) => mutate({ variables: { input } }), [mutate]);
  return [create, result] as const;
}
