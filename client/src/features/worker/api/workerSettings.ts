import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

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

export function useWorkerSettings(skip = false) {
  const { data, loading, error } = useQuery(WorkerSettingsDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { settings: data?.providerSettings ?? null, loading: loading && !data, error };
}
