import { useEffect, useState } from 'react';
import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/page';
import { conversationIntros } from '../intros';
import { useWaitingSupportChats } from '../api/support';

/** How long ago, in words ("4 min", "2 h 5 min"). */
function waitedFor(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** /admin-support-chats: live support chats waiting for an answer, the longest-waiting first, with how long. */
export default function AdminSupportChatsPage() {
  const { chats, loading } = useWaitingSupportChats();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <PageContainer>
      <PageHeader {...conversationIntros.supportChats} />
      {loading ? (
        <Spinner aria-label="Loading chats" />
      ) : chats.length === 0 ? (
        <Text color="fg.muted">No chat is waiting for an answer.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" maxW="3xl" aria-label="Waiting chats">
          {chats.map((c) => (
            <Box as="li" key={c.id}>
              <Button asChild variant="outline" w="full" justifyContent="space-between" h="auto" py="3" whiteSpace="normal">
                <RouterLink to={`/messages?conversation=${c.id}`}>
                  <Text textAlign="start">{c.title}</Text>
                  {c.oldestUnansweredAt && (
                    <HStack gap="1" fontSize="sm" color="fg.muted" flexShrink={0}>
                      <Text>Waiting</Text>
                      <Text fontWeight="semibold">{waitedFor(c.oldestUnansweredAt, now)}</Text>
                    </HStack>
                  )}
                </RouterLink>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </PageContainer>
  );
}
