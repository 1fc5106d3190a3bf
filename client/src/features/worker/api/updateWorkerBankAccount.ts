import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { BankAccountInput } from '../../../gql/graphql';
import { WorkerBankAccountDocument } from './workerBankAccount';

export const UpdateWorkerBankAccountDocument = graphql(`
  mutation UpdateWorkerBankAccount($input: BankAccountInput!) {
    updateBankAccount(input: $input) {
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

export function useUpdateWorkerBankAccount() {
  const [mutate, result] = useMutation(UpdateWorkerBankAccountDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: WorkerBankAccountDocument, data: { myBankAccount: data.updateBankAccount } });
    },
  });
  const save = useCallback((input: BankAccountInput) => mutate({ variables: { input } }).then((r) => r.data!.updateBankAccount), [mutate]);
  return [save, result] as const;
}
