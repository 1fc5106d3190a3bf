import { useEffect, useRef } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { PageHeader } from '../../../components/page';
import { useMe } from '../../../shell/session/useMe';
import { useConversationLive, useMarkConversationRead } from '../api/conversation';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';

export const ConversationViewFragment = graphql(`
  fragment ConversationView_conversation on Conversation {
    id
    kind
    title
    unreadCount
    othersReadUpTo
    messages {
      id
      mine
      ...MessageBubble_message
    }
  }
`);

/** A conversation, live: its messages (read as they arrive), "Seen" under the viewer's latest read one, and the composer. */
export function ConversationView({ conversation }: { conversation: FragmentType<typeof ConversationViewFragment> }) {
  const c = useFragment(ConversationViewFragment, conversation);
  const { me } = useMe();
  const markRead = useMarkConversationRead();
  const end = useRef<HTMLDivElement>(null);
  useConversationLive(c.id, me?.user.id ?? null);
  const lastId = c.messages.at(-1)?.id ?? null;

  useEffect(() => {
    if (!lastId) return;
    end.current?.scrollIntoView?.({ block: 'end' });
    void markRead(c.id);
  }, [c.id, lastId, c.unreadCount, markRead]);

  // "Seen" goes under the viewer's latest message that the others have read.
  const seenId = c.messages.filter((m) => m.mine && Number(m.id) <= c.othersReadUpTo).at(-1)?.id ?? null;
  const support = c.kind === 'support';
  return (
    <>
      <PageHeader
        title={support ? 'Live Chat' : `Messages: ${c.title}`}
        description={support ? (me?.sessionRole === 'admin' ? c.title : 'Chat with Elite Support') : 'The client, the worker on the job and Elite Support'}
        back={{ to: me?.sessionRole === 'admin' && support ? '/admin-support-chats' : '/messages', label: support && me?.sessionRole === 'admin' ? 'Waiting chats' : 'All conversations' }}
      />
      <Stack gap="4" maxW="3xl">
        <Box role="log" aria-label="Messages" aria-live="polite">
          {c.messages.length === 0 ? (
            <Text color="fg.muted">{support ? 'Ask us anything: an admin answers here.' : 'No messages yet. Say hello, or share a photo of the job.'}</Text>
          ) : (
            <Stack as="ol" listStyleType="none" gap="3">
              {c.messages.map((m) => (
                <MessageBubble key={m.id} message={m} seen={m.id === seenId} />
              ))}
            </Stack>
          )}
          <div ref={end} />
        </Box>
        <MessageComposer conversationId={c.id} />
      </Stack>
    </>
  );
}
