import { useCallback, useRef, useState } from 'react';
import { Box, Float, IconButton } from '@chakra-ui/react';
import { FiBell } from 'react-icons/fi';
import { formatBadgeCount, useNotificationExpiry, useNotificationFeed, useUnreadNotificationCount } from './api';
import { NotificationsDialog } from './NotificationsDialog';
import { LiveAnnouncer } from '../../components/live/LiveAnnouncer';

/**
 * Header bell: unread badge ('99+' above 99), live through the notificationAdded subscription;
 * a new notification is announced politely (focus stays where it is), an urgent one as urgent.
 * Notifications leave it as they expire, without a refetch (useNotificationExpiry).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotificationCount();
  useNotificationExpiry();
  const [announcement, setAnnouncement] = useState('');
  // Notifications arriving together (a payment: confirmed, then processed) are announced together.
  const recent = useRef<{ titles: string[]; at: number }>({ titles: [], at: 0 });
  useNotificationFeed(
    useCallback((n: { title: string; priority: string }) => {
      const now = Date.now();
      const title = n.priority === 'urgent' ? `Urgent: ${n.title}` : n.title;
      const titles = now - recent.current.at < 5000 ? [...recent.current.titles, title] : [title];
      recent.current = { titles, at: now };
      setAnnouncement(titles.length === 1 ? `New notification: ${titles[0]}` : `New notifications: ${titles.join('; ')}`);
    }, []),
  );

  return (
    <>
      <Box position="relative" display="inline-flex">
        <IconButton
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
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
              // White on red.700 (#b91c1c): 6.5:1 (red.500 gave 3.8:1, under WCAG 1.4.3's 4.5:1 for 10 px text).
              bg="red.700"
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
      <LiveAnnouncer message={announcement} />
      <NotificationsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
