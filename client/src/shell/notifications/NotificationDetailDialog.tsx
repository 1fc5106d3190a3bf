import { Box, CloseButton, Dialog, Heading, Image, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
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

/** One notification in full, with before and after photos when the data carries them. */
export function NotificationDetailDialog({ notification, onClose }: NotificationDetailDialogProps) {
  const photos = notificationPhotos(notification?.data);
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
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close notification" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
