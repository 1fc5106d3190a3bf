import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const WorkerBankAccountDocument = graphql(`
  query WorkerBankAccount {
    myBankAccount {
      hasAccount
      accountHolderName
      bankName
      accountType
      routingNumberMasked
      accountNumberMasked
      isVerified
    }
  }
`);

export function useWorkerBankAccount(skip = false) {
  const { data, loading, error } = useQuery(WorkerBankAccountDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { account: data?.myBankAccount ?? null, loading: loading && !data, error };
}
