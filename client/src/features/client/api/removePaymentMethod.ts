import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MyPaymentMethodsDocument } from './myPaymentMethods';

export const RemovePaymentMethodDocument = graphql(`
  mutation RemovePaymentMethod($id: ID!) {
    removePaymentMethod(id: $id) {
      id
      isDefault
    }
  }
`);

/** Removes a method; the list is what the server returns (another may have become default). */
export function useRemovePaymentMethod() {
  const [mutate, result] = useMutation(RemovePaymentMethodDocument, {
    update(cache, { data }) {
      const left = new Set((data?.removePaymentMethod ?? []).map((m) => m.id));
      cache.updateQuery({ query: MyPaymentMethodsDocument }, (existing) => (existing ? { myPaymentMethods: existing.myPaymentMethods.filter((m) => left.has(m.id)) } : existing));
    },
  });
  const remove = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [remove, result] as const;
}
