import { useState } from 'react';
import { Alert, Box, Button, Circle, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { FiBellOff, FiCheck } from 'react-icons/fi';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page';
import { errorMessage } from '../../../lib/errors';
import { useMessageSubscription } from '../api/unsubscribe';

/**
 * /unsubscribe?token=...: the link at the foot of every e-mail. Names the switch the link
 * turns off (e-mail notifications, appointment reminders, new job alerts) and the address,
 * turns it off with one press, without signing in, and offers to turn it back on.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { subscription, loading, error, saving, set } = useMessageSubscription(token);
  const [changed, setChanged] = useState<{ subscribed: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const subscribed = changed ? changed.subscribed : subscription?.subscribed;

  const change = async (on: boolean) => {
    setFailure(null);
    try {
      const next = await set(on);
      if (next) setChanged({ subscribed: next.subscribed });
    } catch (e) {
      setFailure(errorMessage(e, 'Your choice could not be saved. Please try again.'));
    }
  };

  return (
    <PageContainer maxW="lg">
      <Box bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '6', md: '10' }} shadow="sm">
        {!token || error ? (
          <Stack gap="4">
            <Heading as="h1" size="xl">This link does not work</Heading>
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>{token ? errorMessage(error, 'This unsubscribe link is not valid.') : 'This page needs the link from one of our e-mails.'}</Alert.Description>
            </Alert.Root>
            <Button asChild colorPalette="brand" alignSelf="start">
              <RouterLink to="/login">Sign in to change your notification settings</RouterLink>
            </Button>
          </Stack>
        ) : loading || !subscription ? (
          <Stack align="center" py="8" aria-busy="true">
            <Spinner />
          </Stack>
        ) : (
          <Stack gap="5" align="center" textAlign="center">
            <Circle size="14" bg={subscribed ? 'brand.solid' : 'green.solid'} color="white">
              {subscribed ? <FiBellOff size={26} aria-hidden /> : <FiCheck size={28} aria-hidden />}
            </Circle>
            <Heading as="h1" size="xl">
              {subscribed ? `Turn off ${subscription.label.toLowerCase()}?` : `${subscription.label} are off`}
            </Heading>
            <Text color="fg.muted">
              {subscribed
                ? `We will stop sending ${subscription.label.toLowerCase()} to ${subscription.address}. Your account and requests stay as they are.`
                : `We will not send ${subscription.label.toLowerCase()} to ${subscription.address}. You can turn them back on here or in your settings.`}
            </Text>
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Root>
            )}
            {subscribed ? (
              <Button colorPalette="brand" loading={saving} onClick={() => change(false)}>
                Turn off {subscription.label.toLowerCase()}
              </Button>
            ) : (
              <Button variant="outline" loading={saving} onClick={() => change(true)}>
                Turn them back on
              </Button>
            )}
            <Button asChild variant="ghost" size="sm">
              <RouterLink to="/">Back to Home</RouterLink>
            </Button>
          </Stack>
        )}
      </Box>
    </PageContainer>
  );
}
