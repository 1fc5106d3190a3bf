import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ProviderSettingsInput } from '../../../gql/graphql';
import { WorkerSettingsDocument } from './workerSettings';

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
