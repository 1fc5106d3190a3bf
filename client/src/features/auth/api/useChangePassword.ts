import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { keepOnlyCurrentSession } from './useMySessions';

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

/** Changes the signed-in person's password; resolves to how many other sessions ended. */
export function useChangePassword() {
  return useMutation(ChangePasswordDocument, { update: (cache, { data }) => data && keepOnlyCurrentSession(cache) });
}
