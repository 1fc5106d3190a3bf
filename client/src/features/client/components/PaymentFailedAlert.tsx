import { Alert } from '@chakra-ui/react';

/**
 * Why a payment failed, shown in the page just below the Pay buttons (not as a toast, which
 * sat over them on phones and desktops alike; not above them, which would push them away from
 * where the payer clicked): the payer reads why and pays again at once.
 */
export function PaymentFailedAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" data-testid="payment-failed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Payment Failed</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
