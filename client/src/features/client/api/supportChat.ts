import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The Support page's Live Chat card: opening the client's support chat, and the admins' real reply time. */

export const StartSupportConversationDocument = graphql(`
  mutation StartSupportConversation {
    startSupportConversation {
      id
    }
  }
`);

export const SupportReplyTimeDocument = graphql(`
  query SupportReplyTime {
    supportReplyTime {
      medianSeconds
      sample
    }
  }
`);

/** Opens the viewer's support chat; resolves to its id. */
export function useStartSupportConversation() {
  const [mutate, result] = useMutation(StartSupportConversationDocument);
  const start = useCallback(async () => (await mutate()).data?.startSupportConversation.id ?? null, [mutate]);
  return [start, result] as const;
}

/** "Typical reply in N minutes", from the real median over the last 7 days; null while there is too little data. */
export function useSupportReplyMinutes(): number | null {
  const { data } = useQuery(SupportReplyTimeDocument, { fetchPolicy: 'cache-and-network' });
  const seconds = data?.supportReplyTime.medianSeconds;
  return seconds === null || seconds === undefined ? null : Math.max(1, Math.round(seconds / 60));
}
