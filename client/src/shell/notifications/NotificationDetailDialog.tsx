import { Box, Button, CloseButton, Dialog, Heading, Image, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { notificationPhotos, type NotificationItem } from './api';

interface NotificationDetailDialogProps {
  notification: NotificationItem | null;
  onClose: () => void;
}

function PhotoGrid({ label, urls }: { label: string; urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {label} photos
      </Heading>
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
        {urls.map((url, i) => (
          <a key={url} href={url} target="_blank" rel="noreferrer">
            <Image src={url} alt={`${label} photo ${i + 1}`} rounded="md" objectFit="cover" aspectRatio="1" w="full" />
          </a>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** A message notification's link to its conversation (a path inside the app only). */
function conversationPathOf(data: unknown): string | null {
  const path = (data as { path?: unknown } | null | undefined)?.path;
  return typeof path === 'string' && path.startsWith('/messages') ? path : null;
}

/** One notification in full, with before and after photos when the data carries them. */
export function NotificationDetailDialog({ notification, onClose }: NotificationDetailDialogProps) {
  const photos = notificationPhotos(notification?.data);
  const path = conversationPathOf(notification?.data);
  return (
    <Dialog.Root open={notification !== null} onOpenChange={(e) => !e.open && onClose()} size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{notification?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{notification?.message}</Text>
                {notification && (
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(notification.createdAt)}
                  </Text>
                )}
                <PhotoGrid label="Before" urls={photos.before} />
                <PhotoGrid label="After" urls={photos.after} />
              </Stack>
            </Dialog.Body>
            {path && (
              <Dialog.Footer>
                <Button asChild colorPalette="gold" onClick={onClose}>
                  <RouterLink to={path}>Open the conversation</RouterLink>
                </Button>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close notification" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
