import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { UpdateRequestInput } from '../../../gql/graphql';

/** The edited request, as a row of My Requests (normalized by id: the card and the dialog update in place). */
export const UpdateServiceRequestDocument = graphql(`
  mutation UpdateServiceRequest($input: UpdateRequestInput!) {
    updateServiceRequest(input: $input) {
      ...MyRequestsRow_request
    }
  }
`);

export function useUpdateRequest() {
  const [mutate, result] = useMutation(UpdateServiceRequestDocument);
  const update = useCallback((input: UpdateRequestInput) => mutate({ variables: { input } }), [mutate]);
  return [update, result] as const;
}
