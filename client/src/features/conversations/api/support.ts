import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useLiveResync, type LiveResync } from '../../../lib/live-resync';

export const SupportConversationsDocument = graphql(`
  query SupportConversations {
    supportConversations {
      id
      title
      oldestUnansweredAt
    }
  }
`);

export const SupportConversationChangedDocument = graphql(`
  subscription SupportConversationChanged {
    supportConversationChanged {
      id
      title
      oldestUnansweredAt
    }
  }
`);

/**
 * After a lost connection, the waiting list is asked again: chats asked or answered meanwhile
 * are not replayed by liveChangesSince. Not after the page's first connection, whose query was
 * just answered.
 */
const resyncWaitingChats: LiveResync = async (client, _since, reconnect) => {
  if (reconnect) await client.refetchQueries({ include: [SupportConversationsDocument] });
  return true;
};

/** The support chats waiting for an answer, kept live: a chat joins when asked, leaves when answered (no refetch but after a lost connection). */
export function useWaitingSupportChats() {
  useLiveResync(resyncWaitingChats);
  const { data, loading } = useQuery(SupportConversationsDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(SupportConversationChangedDocument, {
    onData: ({ client, data: event }) => {
      const changed = event.data?.supportConversationChanged;
      if (!changed) return;
      client.cache.updateQuery({ query: SupportConversationsDocument }, (list) => {
        if (!list) return list;
        const others = list.supportConversations.filter((c) => c.id !== changed.id);
        const next = changed.oldestUnansweredAt ? [...others, changed] : others;
        next.sort((a, b) => Date.parse(a.oldestUnansweredAt ?? '') - Date.parse(b.oldestUnansweredAt ?? ''));
        return { supportConversations: next };
      });
    },
  });
  return { chats: data?.supportConversations ?? [], loading: loading && !data };
}
