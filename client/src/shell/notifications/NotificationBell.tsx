import { useState } from 'react';
import { Box, Float, IconButton } from '@chakra-ui/react';
import { FiBell } from 'react-icons/fi';
import { formatBadgeCount, useNotificationFeed, useUnreadNotificationCount } from './api';
import { NotificationsDialog } from './NotificationsDialog';

/** Header bell: unread badge ('99+' above 99), live through the notificationAdded subscription. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotificationCount();
  useNotificationFeed();

  return (
    <>
      <Box position="relative" display="inline-flex">
        <IconButton
          aria-label="Notifications"
          title={unread > 0 ? `${unread} unread notifications` : 'Notifications'}
          variant="ghost"
          size="md"
          rounded="full"
          onClick={() => setOpen(true)}
        >
          <FiBell />
        </IconButton>
        {unread > 0 && (
          <Float placement="top-end" offsetX="2" offsetY="2">
            <Box
              data-testid="notification-badge"
              bg="red.500"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              minW="5"
              h="5"
              px="1"
              rounded="full"
              display="flex"
              alignItems="center"
              justifyContent="center"
              pointerEvents="none"
              lineHeight="1"
            >
              {formatBadgeCount(unread)}
            </Box>
          </Float>
        )}
      </Box>
      <NotificationsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
