import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { BankAccountInput, ProviderSettingsInput } from '../../../gql/graphql';

export const WorkerSettingsDocument = graphql(`
  query WorkerSettings {
    providerSettings {
      fullName
      email
      phone
      address
      city
      state
      zipCode
      serviceRadius
      serviceCategories
      emailNotifications
      smsNotifications
      pushNotifications
      newJobAlerts
    }
  }
`);

export const UpdateWorkerSettingsDocument = graphql(`
  mutation UpdateWorkerSettings($input: ProviderSettingsInput!) {
    updateProviderSettings(input: $input) {
      fullName
      email
      phone
      address
      city
      state
      zipCode
      serviceRadius
      serviceCategories
      emailNotifications
      smsNotifications
      pushNotifications
      newJobAlerts
    }
  }
`);

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

export function useWorkerSettings(skip = false) {
  const { data, loading, error } = useQuery(WorkerSettingsDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { settings: data?.providerSettings ?? null, loading: loading && !data, error };
}

export function useUpdateWorkerSettings() {
  const [mutate, result] = useMutation(UpdateWorkerSettingsDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: WorkerSettingsDocument, data: { providerSettings: data.updateProviderSettings } });
    },
    refetchQueries: ['WorkerApplication', 'OpenJobs'],
  });
  const save = useCallback((input: ProviderSettingsInput) => mutate({ variables: { input } }).then(() => undefined), [mutate]);
  return [save, result] as const;
}

export function useWorkerBankAccount(skip = false) {
  const { data, loading, error } = useQuery(WorkerBankAccountDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { account: data?.myBankAccount ?? null, loading: loading && !data, error };
}

export function useUpdateWorkerBankAccount() {
  const [mutate, result] = useMutation(UpdateWorkerBankAccountDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: WorkerBankAccountDocument, data: { myBankAccount: data.updateBankAccount } });
    },
  });
  const save = useCallback((input: BankAccountInput) => mutate({ variables: { input } }).then((r) => r.data!.updateBankAccount), [mutate]);
  return [save, result] as const;
}
