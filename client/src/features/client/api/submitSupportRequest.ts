import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { SupportRequestInput } from '../../../gql/graphql';

export const SubmitSupportRequestDocument = graphql(`
  mutation SubmitSupportRequest($input: SupportRequestInput!) {
    submitSupportRequest(input: $input) {
      id
      status
    }
  }
`);

export function useSubmitSupportRequest() {
  const [mutate, result] = useMutation(SubmitSupportRequestDocument);
  const submit = useCallback((input: SupportRequestInput) => mutate({ variables: { input } }), [mutate]);
  return [submit, result] as const;
}
