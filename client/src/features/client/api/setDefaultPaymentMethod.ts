import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SetDefaultPaymentMethodDocument = graphql(`
  mutation SetDefaultPaymentMethod($id: ID!) {
    setDefaultPaymentMethod(id: $id) {
      id
      isDefault
    }
  }
`);

export function useSetDefaultPaymentMethod() {
  const [mutate, result] = useMutation(SetDefaultPaymentMethodDocument);
  const setDefault = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [setDefault, result] as const;
}
