import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** "Forgot password?": asks for a reset link; resolves to the server's one answer. */
export function useRequestPasswordReset() {
  return useMutation(RequestPasswordResetDocument);
}
