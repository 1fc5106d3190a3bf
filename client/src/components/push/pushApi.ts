import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../gql';

export const PushPublicKeyDocument = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

export const RegisterPushSubscriptionDocument = graphql(`
  mutation RegisterPushSubscription($input: PushSubscriptionInput!) {
    registerPushSubscription(input: $input)
  }
`);

export const RemovePushSubscriptionDocument = graphql(`
  mutation RemovePushSubscription($endpoint: String!) {
    removePushSubscription(endpoint: $endpoint)
  }
`);

/** The server's side of "Notify me on this device": its VAPID key, and turning this device on or off for the signed-in person. */
export function usePushApi() {
  const client = useApolloClient();
  return useMemo(
    () => ({
      publicKey: async () => (await client.query({ query: PushPublicKeyDocument, fetchPolicy: 'network-only' })).data?.pushPublicKey ?? null,
      register: async (sub: PushSubscriptionJSON) => {
        await client.mutate({ mutation: RegisterPushSubscriptionDocument, variables: { input: { endpoint: sub.endpoint ?? '', keys: { p256dh: sub.keys?.p256dh ?? '', auth: sub.keys?.auth ?? '' } } } });
      },
      remove: async (endpoint: string) => {
        await client.mutate({ mutation: RemovePushSubscriptionDocument, variables: { endpoint } });
      },
    }),
    [client],
  );
}
