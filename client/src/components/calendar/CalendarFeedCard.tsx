import { useState } from 'react';
import { Alert, Box, Button, Field, Heading, HStack, Input, Skeleton, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { FiCopy, FiRefreshCw } from 'react-icons/fi';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../shell/toaster';
import { useMyCalendarFeed } from './myCalendarFeed';
import { useResetCalendarFeed } from './resetCalendarFeed';

/**
 * Settings: the person's private calendar feed (their scheduled visits, kept up to date in
 * Google Calendar, Apple Calendar or Outlook), with Copy and a confirmed Reset that replaces
 * the address (the old one stops working).
 */
export function CalendarFeedCard(props: BoxProps) {
  const { url, loading, error } = useMyCalendarFeed();
  const [reset, resetting] = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify({ title: 'Copied!', description: 'Your calendar feed address is on the clipboard.', type: 'success' });
    } catch {
      notify({ title: 'Copy failed', description: 'Select the address and copy it manually.', type: 'warning' });
    }
  };

  const confirmReset = async () => {
    try {
      await reset();
      notify({ title: 'Calendar feed reset', description: 'Subscribe to the new address: the old one no longer works.', type: 'success' });
    } catch (err) {
      notify({ title: 'Reset failed', description: errorMessage(err, 'The calendar feed could not be reset. Please try again.'), type: 'error' });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="calendar-feed-heading" borderWidth="1px" rounded="xl" p="6" bg="bg.panel" {...props}>
      <Heading as="h2" size="md" mb="2" id="calendar-feed-heading">
        Calendar Feed
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        Subscribe to this address in Google Calendar, Apple Calendar or Outlook to see your scheduled visits there, kept up to date when a visit moves or is cancelled. Anyone with the address can see your visits: keep it private.
      </Text>
      {error && !url ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error, 'Your calendar feed could not be loaded.')}</Alert.Title>
        </Alert.Root>
      ) : loading || !url ? (
        <Skeleton height="10" role="status" aria-busy="true" aria-label="Loading your calendar feed" />
      ) : (
        <Stack gap="3">
          <Field.Root>
            <Field.Label>Your calendar feed address</Field.Label>
            <HStack width="full">
              <Input value={url} readOnly onFocus={(e) => e.target.select()} data-testid="calendar-feed-url" />
              <Button onClick={copy} colorPalette="brand" flexShrink={0}>
                <FiCopy aria-hidden /> Copy
              </Button>
            </HStack>
          </Field.Root>
          <HStack justify="end">
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              <FiRefreshCw aria-hidden /> Reset Address
            </Button>
          </HStack>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Reset your calendar feed?"
        message="You get a new address. Calendars subscribed to the current one stop receiving your visits until you subscribe them to the new address."
        confirmLabel="Reset Address"
        cancelLabel="Keep Address"
        loading={resetting.loading}
        onConfirm={confirmReset}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
