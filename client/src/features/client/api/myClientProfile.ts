import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MyClientProfileDocument = graphql(`
  query MyClientProfile {
    myClientProfile {
      id
      name
      email
      phone
      address
      city
      state
      zipCode
      preferredContactMethod
      emailNotifications
      smsNotifications
      marketingEmails
      appointmentReminders
      createdAt
    }
  }
`);

export function useMyClientProfile(skip = false) {
  const { data, loading, error } = useQuery(MyClientProfileDocument, { skip });
  return { profile: data?.myClientProfile ?? null, loading: loading && !data, error };
}
