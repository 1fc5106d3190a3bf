import { Alert, Box, Button, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { InputField, RadioCardField, SelectField, TextareaField } from '../../../components/form';
import { REPEAT_END_OPTIONS, REPEAT_OPTIONS, TIME_OPTIONS, scheduleSchema, todayLocal, type WizardValues } from './model';
import { REQUEST_TEXT_LIMITS as L } from './limits';
import { PaymentFailedAlert } from '../components/PaymentFailedAlert';

const METHODS = [
  { value: 'google_pay', label: 'Google Pay' },
  { value: 'apple_pay', label: 'Apple Pay' },
  { value: 'card', label: 'Card' },
];

interface Props {
  requiresScheduling: boolean;
  signedIn: boolean;
  busy: 'pay' | 'save' | null;
  onBack: () => void;
  onPay: () => void;
  onSaveForLater: () => void;
  /** Why the last payment failed (shown above the buttons), or null. */
  payFailure?: string | null;
}

/** Step 4: schedule (for categories that need it) plus the $102.99 consultation payment or 'save for later'. */
export function StepSchedule({ requiresScheduling, signedIn, busy, onBack, onPay, onSaveForLater, payFailure = null }: Props) {
  const { values } = useFormikContext<WizardValues>();
  const ready = scheduleSchema(requiresScheduling).isValidSync(values);
  return (
    <Stack gap="6">
      {requiresScheduling && (
        <Stack gap="4">
          <Heading as="h2" size="lg">
            When works for you?
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <InputField name="preferredDate" label="Preferred date" type="date" min={todayLocal()} required />
            <SelectField name="preferredTime" label="Preferred time" placeholder="Select a time" options={TIME_OPTIONS} required />
            {values.preferredTime === 'specific' && <InputField name="specificTime" label="Specific time" type="time" required />}
            <SelectField name="repeat" label="Repeat" options={REPEAT_OPTIONS} />
            {values.repeat ? (
              <>
                <SelectField name="repeatEnds" label="Ends" options={REPEAT_END_OPTIONS} />
                {values.repeatEnds === 'until' ? (
                  <InputField name="repeatUntil" label="Last visit on or before" type="date" min={values.preferredDate || todayLocal()} required />
                ) : (
                  <InputField name="repeatCount" label="Number of visits (2-26)" type="number" min={2} max={26} inputMode="numeric" required />
                )}
              </>
            ) : null}
            <InputField name="alternativeTime1" maxChars={L.alternativeTime1} label="Alternative time 1 (optional)" placeholder="e.g. Saturday morning" />
            <InputField name="alternativeTime2" maxChars={L.alternativeTime2} label="Alternative time 2 (optional)" placeholder="e.g. Weekday evenings" />
          </SimpleGrid>
          <TextareaField name="notes" maxChars={L.notes} label="Special notes (optional)" rows={2} placeholder="Gate code, pets, parking" />
        </Stack>
      )}
      <Stack gap="4">
        <Heading as="h2" size="lg">
          Consultation fee
        </Heading>
        <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
          <HStack justify="space-between">
            <Text>Consultation fee</Text>
            <Text>$100.00</Text>
          </HStack>
          <HStack justify="space-between">
            <Text>Processing fee</Text>
            <Text>$2.99</Text>
          </HStack>
          <HStack justify="space-between" fontWeight="bold" borderTopWidth="1px" mt="2" pt="2">
            <Text>Total due today</Text>
            <Text>$102.99</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted" mt="2">
            The $100 consultation fee is credited toward your final invoice.
          </Text>
          {values.repeat ? (
            <Text fontSize="sm" color="fg.muted" mt="1" data-testid="series-fee-note">
              Repeating visits: you pay this fee once, for the whole series. Each visit gets its own invoice.
            </Text>
          ) : null}
        </Box>
        <RadioCardField name="method" legend="Pay with" options={METHODS} columns={{ base: 1, sm: 3 }} />
        {values.method === 'card' && (
          <InputField name="cardNumber" label="Card number (demo)" inputMode="numeric" autoComplete="off" helperText="Demo payments: no real transactions. Use 4000 0000 0000 0002 to simulate a declined card." />
        )}
        {!signedIn && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Sign in to submit your request</Alert.Title>
              <Alert.Description>
                Your answers are kept.{' '}
                <Link asChild fontWeight="semibold">
                  <RouterLink to="/register?returnTo=/client-app" data-keep-draft="">Create an account</RouterLink>
                </Link>{' '}
                or{' '}
                <Link asChild fontWeight="semibold">
                  <RouterLink to="/login?returnTo=/client-app" data-keep-draft="">sign in</RouterLink>
                </Link>
                , then come back here.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Button variant="outline" onClick={onBack} disabled={busy !== null}>
          Back
        </Button>
        <HStack gap="3">
          <Button variant="outline" onClick={onSaveForLater} disabled={!ready || !signedIn || busy === 'pay'} loading={busy === 'save'}>
            Save for Later
          </Button>
          <Button colorPalette="brand" onClick={onPay} disabled={!ready || !signedIn || busy === 'save'} loading={busy === 'pay'} loadingText="Processing...">
            Pay $102.99
          </Button>
        </HStack>
      </HStack>
      <PaymentFailedAlert message={payFailure} />
    </Stack>
  );
}
