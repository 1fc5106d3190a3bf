import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MyPaymentMethodsDocument = graphql(`
  query MyPaymentMethods {
    myPaymentMethods {
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

export function useMyPaymentMethods() {
  const { data, loading } = useQuery(MyPaymentMethodsDocument, { fetchPolicy: 'cache-and-network' });
  return { methods: data?.myPaymentMethods ?? [], loading: loading && !data };
}
