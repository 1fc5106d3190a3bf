import { Alert, Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/page';
import { apiErrorInfo } from '../../../lib/errors';
import { formatRelativeTime } from '../../../lib/format';
import { useConversation, useConversationById, useMyConversations } from '../api/conversation';
import { ConversationView } from '../components/ConversationView';
import { conversationIntros } from '../intros';

/** /messages?request=ID: a request's conversation; ?conversation=ID: a support chat; neither: the viewer's conversations with their unread counts. */
export default function ConversationPage() {
  const [params] = useSearchParams();
  const requestId = params.get('request');
  const conversationId = params.get('conversation');
  return (
    <PageContainer>
      {requestId ? <ByRequest requestId={requestId} /> : conversationId ? <ById id={conversationId} /> : <ConversationList />}
    </PageContainer>
  );
}

function ByRequest({ requestId }: { requestId: string }) {
  const { conversation, loading, error } = useConversation(requestId);
  return <Shown conversation={conversation} loading={loading} error={error} />;
}

function ById({ id }: { id: string }) {
  const { conversation, loading, error } = useConversationById(id);
  return <Shown conversation={conversation} loading={loading} error={error} />;
}

function Shown({ conversation, loading, error }: { conversation: Parameters<typeof ConversationView>[0]['conversation'] | null; loading: boolean; error: unknown }) {
  if (loading) return <Spinner aria-label="Loading the conversation" />;
  // A conversation on screen stays there (with its draft) when a later refresh fails.
  if (!conversation) {
    return (
      <>
        <PageHeader title="Messages" back={{ to: '/messages', label: 'All conversations' }} />
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error ? apiErrorInfo(error).message : 'This conversation could not be opened.'}</Alert.Title>
        </Alert.Root>
      </>
    );
  }
  return <ConversationView conversation={conversation} />;
}

function ConversationList() {
  const { conversations, loading } = useMyConversations();
  return (
    <>
      <PageHeader {...conversationIntros.messages} />
      {loading ? (
        <Spinner aria-label="Loading conversations" />
      ) : conversations.length === 0 ? (
        <Text color="fg.muted">No conversations yet. Open one from a request or a job.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" maxW="3xl">
          {conversations.map((c) => (
            <Box as="li" key={c.id}>
              <Button asChild variant="outline" w="full" justifyContent="space-between" h="auto" py="3">
                <RouterLink to={c.requestId ? `/messages?request=${c.requestId}` : `/messages?conversation=${c.id}`}>
                  <HStack gap="2" minW="0">
                    <Text truncate>{c.title}</Text>
                    {c.unreadCount > 0 && <Badge colorPalette="red">{`${c.unreadCount} unread`}</Badge>}
                  </HStack>
                  {c.lastMessageAt && (
                    <Text fontSize="xs" color="fg.muted">
                      {formatRelativeTime(c.lastMessageAt)}
                    </Text>
                  )}
                </RouterLink>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}
