import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AddPaymentMethodInput } from '../../../gql/graphql';
import { MyPaymentMethodsDocument } from './myPaymentMethods';

export const AddPaymentMethodDocument = graphql(`
  mutation AddPaymentMethod($input: AddPaymentMethodInput!) {
    addPaymentMethod(input: $input) {
      id
      kind
      label
      brand
      last4
      isDefault
      createdAt
    }
  }
`);

/** Adds a method and appends it to the cached list. */
export function useAddPaymentMethod() {
  const [mutate, result] = useMutation(AddPaymentMethodDocument, {
    update(cache, { data }) {
      const added = data?.addPaymentMethod;
      if (!added) return;
      cache.updateQuery({ query: MyPaymentMethodsDocument }, (existing) => (existing ? { myPaymentMethods: [...existing.myPaymentMethods, added] } : existing));
    },
  });
  const add = useCallback((input: AddPaymentMethodInput) => mutate({ variables: { input } }), [mutate]);
  return [add, result] as const;
}
