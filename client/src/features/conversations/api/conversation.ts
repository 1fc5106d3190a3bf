import { useCallback } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../../../gql';
import { MessageBubbleFragment } from '../components/MessageBubble';
import { useLiveResync, type LiveResync } from '../../../lib/live-resync';
import { markCachedNoticesRead } from '../../../shell/notifications/api';

export const ConversationDocument = graphql(`
  query Conversation($requestId: ID!) {
    conversation(requestId: $requestId) {
      id
      ...ConversationView_conversation
    }
  }
`);

export const ConversationByIdDocument = graphql(`
  query ConversationById($id: ID!) {
    conversationById(id: $id) {
      id
      ...ConversationView_conversation
    }
  }
`);

export const MessageAddedDocument = graphql(`
  subscription MessageAdded($conversationId: ID!) {
    messageAdded(conversationId: $conversationId) {
      id
      conversationId
      ...MessageBubble_message
    }
  }
`);

export const ConversationReadDocument = graphql(`
  subscription ConversationRead($conversationId: ID!) {
    conversationRead(conversationId: $conversationId) {
      conversationId
      userId
      lastReadMessageId
    }
  }
`);

export const SendMessageDocument = graphql(`
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      id
      conversationId
      ...MessageBubble_message
    }
  }
`);

export const MarkConversationReadDocument = graphql(`
  mutation MarkConversationRead($conversationId: ID!) {
    markConversationRead(conversationId: $conversationId) {
      id
      unreadCount
      bellUnreadCount
    }
  }
`);

/** A request's conversation with its latest messages. */
export function useConversation(requestId: string) {
  const { data, loading, error } = useQuery(ConversationDocument, { variables: { requestId }, fetchPolicy: 'cache-and-network' });
  return { conversation: data?.conversation ?? null, loading: loading && !data, error };
}

/** A conversation by id (a support chat). */
export function useConversationById(id: string) {
  const { data, loading, error } = useQuery(ConversationByIdDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  return { conversation: data?.conversationById ?? null, loading: loading && !data, error };
}

/** Adds a message to its conversation's cached list (once: the sender's own answer and its live event are the same object). */
function addMessage(cache: ApolloCache, message: { id: string; conversationId: string; __typename?: string }): void {
  const ref = cache.writeFragment({ fragment: MessageBubbleFragment, fragmentName: 'MessageBubble_message', data: message as never });
  if (!ref) return;
  cache.modify({
    id: cache.identify({ __typename: 'Conversation', id: message.conversationId }),
    fields: {
      messages(existing: readonly Reference[] = [], { readField }) {
        if (existing.some((m) => readField('id', m) === message.id)) return existing;
        return [...existing, ref];
      },
    },
  });
}

/**
 * After a lost connection, the open conversation is asked again: messages and reads sent
 * meanwhile are not replayed by liveChangesSince. Not after the page's first connection.
 */
const resyncConversation: LiveResync = async (client, _since, reconnect) => {
  if (reconnect) await client.refetchQueries({ include: [ConversationDocument, ConversationByIdDocument] });
  return true;
};

/** Keeps an open conversation live: new messages join the cached list, and the others' reads move "Seen"; no refetch but after a lost connection. */
export function useConversationLive(conversationId: string | null, myUserId: string | null): void {
  useLiveResync(resyncConversation);
  useSubscription(MessageAddedDocument, {
    variables: { conversationId: conversationId ?? '' },
    skip: !conversationId,
    onData: ({ client, data }) => data.data && addMessage(client.cache, data.data.messageAdded),
  });
  useSubscription(ConversationReadDocument, {
    variables: { conversationId: conversationId ?? '' },
    skip: !conversationId,
    onData: ({ client, data }) => {
      const read = data.data?.conversationRead;
      if (!read || read.userId === myUserId) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Conversation', id: read.conversationId }),
        fields: { othersReadUpTo: (current: number) => Math.max(current ?? 0, Number(read.lastReadMessageId)) },
      });
    },
  });
}

export function useSendMessage() {
  const [mutate, result] = useMutation(SendMessageDocument, {
    update: (cache, { data }) => data && addMessage(cache, data.sendMessage),
  });
  const send = useCallback((conversationId: string, body: string, photoIds: string[]) => mutate({ variables: { input: { conversationId, body, photoIds } } }), [mutate]);
  return [send, result] as const;
}

/** The type of the bell's notice of a new message (the server's MESSAGE_NOTIFICATION_TYPE): one unread a conversation at most. */
const MESSAGE_NOTICE_TYPE = 'new_message';

/**
 * Marks the conversation read. The server marked the conversation's message notices read too:
 * the bell's cached list shows them read, and its count is the answer's (no request asked again),
 * so a message arriving on an open conversation costs the screen one request, the mark.
 */
export function useMarkConversationRead() {
  const [mutate] = useMutation(MarkConversationReadDocument, {
    update: (cache, { data }, { variables }) => {
      const count = data?.markConversationRead.bellUnreadCount;
      if (count === undefined) return;
      const ofThis = (n: { type: string; data?: unknown }) => n.type === MESSAGE_NOTICE_TYPE && String((n.data as { conversationId?: unknown } | null)?.conversationId) === variables?.conversationId;
      markCachedNoticesRead(cache, ofThis);
      cache.modify({ fields: { unreadNotificationCount: () => count } });
    },
  });
  return useCallback((conversationId: string) => mutate({ variables: { conversationId } }), [mutate]);
}

export const MyConversationsDocument = graphql(`
  query MyConversations {
    myConversations {
      id
      kind
      title
      requestId
      unreadCount
      lastMessageAt
    }
  }
`);

/** The viewer's conversations with messages, latest first, each with its unread count. */
export function useMyConversations() {
  const { data, loading, error } = useQuery(MyConversationsDocument, { fetchPolicy: 'cache-and-network' });
  return { conversations: data?.myConversations ?? [], loading: loading && !data, error };
}
