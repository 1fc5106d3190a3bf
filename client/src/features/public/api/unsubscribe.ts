import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MessageSubscriptionDocument = graphql(`
  query MessageSubscription($token: String!) {
    messageSubscription(token: $token) { switchName label subscribed address }
  }
`);

export const UnsubscribeDocument = graphql(`
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token) { switchName label subscribed address }
  }
`);

export const ResubscribeDocument = graphql(`
  mutation Resubscribe($token: String!) {
    resubscribe(token: $token) { switchName label subscribed address }
  }
`);

/** The switch an e-mail's unsubscribe link names, and turning it off or back on (no sign-in: the link's token decides). */
export function useMessageSubscription(token: string) {
  const { data, loading, error } = useQuery(MessageSubscriptionDocument, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const [unsubscribe, off] = useMutation(UnsubscribeDocument);
  const [resubscribe, on] = useMutation(ResubscribeDocument);
  return {
    subscription: data?.messageSubscription ?? null,
    loading: loading && !data,
    error,
    saving: off.loading || on.loading,
    set: async (subscribed: boolean) => {
      const r = subscribed ? await resubscribe({ variables: { token } }) : await unsubscribe({ variables: { token } });
      return (r.data && ('resubscribe' in r.data ? r.data.resubscribe : r.data.unsubscribe)) ?? null;
    },
  };
}
