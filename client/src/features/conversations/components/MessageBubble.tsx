import { memo } from 'react';
import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatDateTime } from '../../../lib/format';

export const MessageBubbleFragment = graphql(`
  fragment MessageBubble_message on ConversationMessage {
    id
    conversationId
    authorName
    authorRole
    mine
    body
    createdAt
    photos {
      id
      url
      originalName
    }
  }
`);

/**
 * One message: its author, its text (rendered as text, never as markup), its photos, and "Seen"
 * under the viewer's last one read. Memoized: the cache hands back the same object for a message
 * that did not change, so a new message or a read renders its own bubble, not the whole list.
 */
export const MessageBubble = memo(function MessageBubble({ message, seen }: { message: FragmentType<typeof MessageBubbleFragment>; seen: boolean }) {
  const m = useFragment(MessageBubbleFragment, message);
  return (
    <Stack as="li" gap="1" alignSelf={m.mine ? 'flex-end' : 'flex-start'} maxW={{ base: '85%', md: '70%' }} data-testid="message">
      <Text fontSize="xs" color="fg.muted" textAlign={m.mine ? 'right' : 'left'}>
        {m.mine ? 'You' : m.authorName} · {formatDateTime(m.createdAt)}
      </Text>
      <Box bg={m.mine ? 'brand.subtle' : 'bg.muted'} color="fg" px="3" py="2" rounded="lg" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {m.body && <Text data-testid="message-body">{m.body}</Text>}
        {m.photos.length > 0 && (
          <HStack gap="2" wrap="wrap" mt={m.body ? '2' : '0'}>
            {m.photos.map((p) => (
              <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                <Image src={p.url} alt={`Photo: ${p.originalName}`} boxSize="20" objectFit="cover" rounded="md" />
              </a>
            ))}
          </HStack>
        )}
      </Box>
      {seen && (
        <Text fontSize="xs" color="fg.muted" textAlign="right" data-testid="seen">
          Seen
        </Text>
      )}
    </Stack>
  );
});
