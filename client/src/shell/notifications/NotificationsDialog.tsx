import { useState } from 'react';
import { Box, Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { FiAlertCircle, FiAlertTriangle, FiBellOff } from 'react-icons/fi';
import { formatRelativeTime } from '../../lib/format';
import { errorMessage } from '../../lib/errors';
import { notify } from '../toaster';
import {
  isProminent,
  useClearNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  type NotificationItem,
} from './api';
import { NotificationDetailDialog } from './NotificationDetailDialog';
import { LoadMore } from '../../components/pagination/LoadMore';

interface NotificationsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** List of the viewer's notifications with 'Read All' and 'Clear'; a click opens the detail and marks it read. */
export function NotificationsDialog({ open, onOpenChange }: NotificationsDialogProps) {
  const { notifications, loading, more } = useNotifications(!open);
  const [markRead] = useMarkNotificationRead();
  const [markAll, markAllState] = useMarkAllNotificationsRead();
  const [clear, clearState] = useClearNotifications();
  const [selected, setSelected] = useState<NotificationItem | null>(null);
  const empty = !loading && notifications.length === 0;

  const openDetail = (notification: NotificationItem) => {
    setSelected(notification);
    markRead(notification).catch(() => undefined);
  };
  const run = (action: () => Promise<void>) => () => {
    action().catch((error: unknown) =>
      notify({ title: 'Notifications', description: errorMessage(error, 'Something went wrong.'), type: 'error' }),
    );
  };

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} scrollBehavior="inside" size="md">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Notifications</Dialog.Title>
              </Dialog.Header>
              <HStack px="6" pb="3" gap="2">
                <Button size="xs" variant="outline" onClick={run(markAll)} loading={markAllState.loading} disabled={empty}>
                  Read All
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={run(clear)} loading={clearState.loading} disabled={empty}>
                  Clear
                </Button>
              </HStack>
              <Dialog.Body pt="0">
                {loading && (
                  <HStack justify="center" py="8">
                    <Spinner color="brand.solid" />
                  </HStack>
                )}
                {empty && (
                  <Stack align="center" py="10" gap="2" color="fg.muted">
                    <FiBellOff size={28} aria-hidden />
                    <Text>No notifications yet</Text>
                  </Stack>
                )}
                <Stack as="ul" gap="2" listStyleType="none">
                  {notifications.map((n) => (
                    <Box as="li" key={n.id}>
                      <Box
                        as="button"
                        width="full"
                        textAlign="start"
                        p="3"
                        rounded="md"
                        borderWidth="1px"
                        borderInlineStartWidth={isProminent(n) ? '4px' : '1px'}
                        borderInlineStartColor={n.priority === 'urgent' ? 'red.solid' : n.priority === 'high' ? 'orange.solid' : undefined}
                        data-priority={n.priority}
                        bg={n.isRead ? 'transparent' : 'brand.subtle'}
                        _hover={{ bg: 'bg.muted' }}
                        onClick={() => openDetail(n)}
                      >
                        {isProminent(n) && <PriorityLabel priority={n.priority} />}
                        <HStack justify="space-between" align="start" gap="3">
                          <Text fontWeight={n.isRead ? 'medium' : 'bold'} lineClamp={1}>
                            {n.title}
                            {!n.isRead && <Text as="span" srOnly> (unread)</Text>}
                          </Text>
                          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                            {formatRelativeTime(n.createdAt)}
                          </Text>
                        </HStack>
                        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                          {n.message}
                        </Text>
                      </Box>
                    </Box>
                  ))}
                </Stack>
                <LoadMore {...more} label="Older notifications" />
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close notifications" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <NotificationDetailDialog notification={selected} onClose={() => setSelected(null)} />
    </>
  );
}

/** Urgent and high notifications: an icon and a word, so they stand out without relying on colour. */
function PriorityLabel({ priority }: { priority: NotificationItem['priority'] }) {
  const urgent = priority === 'urgent';
  return (
    <HStack gap="1" mb="1" color={urgent ? 'red.fg' : 'orange.fg'} fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide">
      {urgent ? <FiAlertTriangle aria-hidden /> : <FiAlertCircle aria-hidden />}
      <Text as="span">{urgent ? 'Urgent' : 'High priority'}</Text>
    </HStack>
  );
}
