import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const LinkedIdentitiesDocument = graphql(`
  query LinkedIdentities {
    linkedIdentities {
      id
      provider
      issuer
      email
      createdAt
      lastSignInAt
    }
  }
`);

export const RemoveLinkedIdentityDocument = graphql(`
  mutation RemoveLinkedIdentity($id: ID!) {
    removeLinkedIdentity(id: $id)
  }
`);

export const ConfirmLinkedIdentityDocument = graphql(`
  mutation ConfirmLinkedIdentity($token: String!) {
    confirmLinkedIdentity(token: $token)
  }
`);

/** The outside sign-ins (a provider's accounts) connected to the signed-in person's account. */
export function useLinkedIdentities() {
  const { data, loading, error } = useQuery(LinkedIdentitiesDocument, { fetchPolicy: 'cache-and-network' });
  return { identities: data?.linkedIdentities ?? [], loading, error };
}

export function useRemoveLinkedIdentity() {
  return useMutation(RemoveLinkedIdentityDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data?.removeLinkedIdentity || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'LinkedIdentity', id: variables.id }) });
      cache.gc();
    },
  });
}

/** Connects a provider identity by the owner's e-mailed link. */
export function useConfirmLinkedIdentity() {
  return useMutation(ConfirmLinkedIdentityDocument);
}

/**
 * "Connect <provider>": the server records the flow for this signed-in account and answers the
 * provider's address; the browser goes there, and comes back to Account security.
 */
export async function startConnectingProvider(): Promise<string> {
  const res = await fetch('/auth/oidc/connect', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: '{}' });
  const body = (await res.json().catch(() => null)) as { url?: string; error?: string } | null;
  if (!res.ok || !body?.url) throw new Error(body?.error ?? 'The provider could not be reached. Please try again in a moment.');
  return body.url;
}
