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
      provider {
        ...WorkerApplication_provider
      }
    }
  }
`);

/**
 * Saves the worker's settings. The answer carries the settings and the provider profile (the
 * application pages follow through the cache). The open queue depends on the service area and
 * categories, which only the server applies: the cached queue is dropped, and the page that shows
 * it next asks for it (no refetch from here).
 */
export function useUpdateWorkerSettings() {
  const [mutate, result] = useMutation(UpdateWorkerSettingsDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      const { provider: _provider, ...settings } = data.updateProviderSettings;
      cache.writeQuery({ query: WorkerSettingsDocument, data: { providerSettings: settings } });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'openJobs' });
      cache.gc();
    },
  });
  const save = useCallback((input: ProviderSettingsInput) => mutate({ variables: { input } }).then(() => undefined), [mutate]);
  return [save, result] as const;
}
