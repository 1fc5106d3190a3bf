import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

/** Sets a new password with a reset link's token. */
export function useResetPassword() {
  return useMutation(ResetPasswordDocument);
}
