import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export const MySessionsDocument = graphql(`
  query MySessions {
    mySessions {
      id
      createdAt
      lastUsedAt
      expiresAt
      userAgent
      current
      viaAdmin
    }
  }
`);

export const SignOutSessionDocument = graphql(`
  mutation SignOutSession($id: ID!) {
    signOutSession(id: $id)
  }
`);

export const SignOutOtherSessionsDocument = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions
  }
`);

/** Changes the signed-in person's password; resolves to how many other sessions ended. */
export function useChangePassword() {
  return useMutation(ChangePasswordDocument, { refetchQueries: [MySessionsDocument] });
}

/** "Forgot password?": asks for a reset link; resolves to the server's one answer. */
export function useRequestPasswordReset() {
  return useMutation(RequestPasswordResetDocument);
}

/** Sets a new password with a reset link's token. */
export function useResetPassword() {
  return useMutation(ResetPasswordDocument);
}

/** The signed-in person's active sessions, the current one marked. */
export function useMySessions() {
  const { data, loading, error, refetch } = useQuery(MySessionsDocument, { fetchPolicy: 'cache-and-network' });
  return { sessions: data?.mySessions ?? [], loading, error, refetch };
}

export function useSignOutSession() {
  return useMutation(SignOutSessionDocument, { refetchQueries: [MySessionsDocument] });
}

export function useSignOutOtherSessions() {
  return useMutation(SignOutOtherSessionsDocument, { refetchQueries: [MySessionsDocument] });
}
