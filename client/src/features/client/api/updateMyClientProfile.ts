import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { UpdateClientProfileInput } from '../../../gql/graphql';

export const UpdateMyClientProfileDocument = graphql(`
  mutation UpdateMyClientProfile($input: UpdateClientProfileInput!) {
    updateMyClientProfile(input: $input) {
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
    }
  }
`);

export function useUpdateClientProfile() {
  const [mutate, result] = useMutation(UpdateMyClientProfileDocument);
  const save = useCallback((input: UpdateClientProfileInput) => mutate({ variables: { input } }), [mutate]);
  return [save, result] as const;
}
