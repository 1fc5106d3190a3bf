import { useRef, useState } from 'react';
import { Alert, Box, Button, Heading, HStack, Link, Separator, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { FaApple, FaGoogle } from 'react-icons/fa';
import { FiArrowLeft, FiLock } from 'react-icons/fi';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Formik, type FormikProps } from 'formik';
import { PageContainer } from '../../../components/page';
import { ChargeLines } from '../../../components/invoice/ChargeLines';
import { apiErrorInfo, errorMessage } from '../../../lib/errors';
import { formatCents, requestNumber } from '../../../lib/money';
import { notify } from '../../../shell/toaster';
import { keepsAttempt, newAttemptKey, useProcessPayment, type PayMethod } from '../api/processPayment';
import { useCheckoutQuote } from '../api/checkoutQuote';
import { PaymentFailedAlert } from '../components/PaymentFailedAlert';
import { TipFields, initialTipValues, tipCentsOf, tipSchema, type TipValues } from '../components/TipPicker';
import { AddTipForm } from '../components/AddTipForm';

const PAYMENT_FAILED = 'There was an error processing your payment. Please try again or contact support.';

/** What a failed payment tells the payer, by the error's code: a decline reads as the general failure, a refusal (the amount changed, already paid) says why. */
function paymentFailure(err: unknown): string {
  const info = apiErrorInfo(err);
  if (info.network) return errorMessage(err, PAYMENT_FAILED);
  if (info.code === 'PAYMENT_DECLINED' || !info.message) return PAYMENT_FAILED;
  return info.message;
}

/**
 * /checkout?requestId={id}[&amount=...] (and /payment): pays the consultation fee or the
 * service balance. The amount shown and charged is the server's, never the URL's.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const requestId = params.get('requestId');
  const { quote, loading, error } = useCheckoutQuote(requestId);
  const [processPayment] = useProcessPayment();
  const [busy, setBusy] = useState<PayMethod | null>(null);
  const [simulateDecline, setSimulateDecline] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attemptKey = useRef(newAttemptKey());
  const navigate = useNavigate();

  const pay = async (method: PayMethod, tipForm: FormikProps<TipValues>) => {
    if (!quote || !requestId) return;
    const kind = quote.dueFor === 'balance' ? 'balance' : 'consultation';
    // A tip goes with the balance: a custom amount that is not valid stops the payment and says why.
    if (kind === 'balance' && Object.keys(await tipForm.validateForm()).length > 0) {
      await tipForm.setTouched({ tip: true, customTip: true });
      return;
    }
    const tipCents = kind === 'balance' ? tipCentsOf(tipForm.values, quote.serviceCostCents) : 0;
    setBusy(method);
    setFailure(null);
    try {
      const total = quote.amountCents + tipCents;
      await processPayment({ requestId, kind, method, idempotencyKey: attemptKey.current, token: simulateDecline ? 'decline' : null, expectedAmountCents: total, tipCents: tipCents || null });
      notify({ title: 'Payment Successful', description: `${formatCents(total)} paid for request ${requestNumber(requestId)}${tipCents ? `, with a ${formatCents(tipCents)} tip for your worker` : ''}.`, type: 'success' });
      navigate('/request-status');
    } catch (err) {
      // An answer that never came keeps its attempt: paying again completes it, never charges twice.
      if (!keepsAttempt(err)) attemptKey.current = newAttemptKey();
      setFailure(paymentFailure(err));
    } finally {
      setBusy(null);
    }
  };

  const payLater = () => {
    notify({ title: 'Request Saved', description: 'You can pay from My Requests anytime.', type: 'info' });
    navigate('/request-status');
  };

  return (
    <PageContainer maxW="lg">
      <Button asChild variant="ghost" size="sm" mb="4" ms="-2">
        <RouterLink to="/client-app">
          <FiArrowLeft aria-hidden /> Back to Request a Service
        </RouterLink>
      </Button>
      <Box bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '5', md: '8' }} shadow="md">
        <Stack gap="5">
          <Heading as="h1" size="2xl">
            Checkout
          </Heading>
          {!requestId && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>No request selected. Open checkout from one of your requests.</Alert.Title>
            </Alert.Root>
          )}
          {loading && <Skeleton height="40" rounded="lg" />}
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{errorMessage(error, 'This request could not be loaded.')}</Alert.Title>
            </Alert.Root>
          )}
          {quote && quote.dueFor === 'none' && (
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Nothing to pay</Alert.Title>
                <Alert.Description>Request {requestNumber(quote.requestId)} has no amount due right now.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {quote && quote.dueFor === 'none' && quote.tipOpenUntil && <AddTipForm quote={quote} />}
          {quote && quote.dueFor !== 'none' && (
            <Formik<TipValues> initialValues={initialTipValues} validationSchema={tipSchema} onSubmit={() => undefined}>
              {(tipForm) => {
                const tipCents = quote.dueFor === 'balance' ? tipCentsOf(tipForm.values, quote.serviceCostCents) : 0;
                return (
            <>
              <Box>
                <Text color="fg.muted" fontSize="sm">
                  Request {requestNumber(quote.requestId)} · {quote.title}
                </Text>
                <Text fontWeight="semibold">{quote.dueFor === 'consultation' ? 'Consultation fee' : 'Service balance'}</Text>
              </Box>
              <Box bg="bg.muted" rounded="lg" p="4">
                {quote.lines.length > 0 && (
                  <>
                    <ChargeLines lines={quote.lines} />
                    <Separator my="2" />
                  </>
                )}
                {tipCents > 0 && (
                  <HStack justify="space-between" fontSize="sm">
                    <Text>Tip for your worker</Text>
                    <Text data-testid="checkout-tip">{formatCents(tipCents)}</Text>
                  </HStack>
                )}
                <HStack justify="space-between" fontWeight="bold" fontSize="xl">
                  <Text>Total</Text>
                  <Text data-testid="checkout-total">{formatCents(quote.amountCents + (tipCents > 0 ? tipCents : 0))}</Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  Includes taxes and fees.{quote.dueFor === 'consultation' ? ' The $100 fee is credited toward your final invoice.' : ''}
                </Text>
              </Box>
              {quote.dueFor === 'balance' && <TipFields serviceCostCents={quote.serviceCostCents} />}
              <Stack gap="3">
                <Button size="lg" bg="black" color="white" _hover={{ bg: 'gray.800' }} onClick={() => pay('google_pay', tipForm)} loading={busy === 'google_pay'} disabled={busy !== null}>
                  <FaGoogle aria-hidden /> Pay with Google Pay
                </Button>
                <Button size="lg" bg="black" color="white" _hover={{ bg: 'gray.800' }} onClick={() => pay('apple_pay', tipForm)} loading={busy === 'apple_pay'} disabled={busy !== null}>
                  <FaApple aria-hidden /> Pay with Apple Pay
                </Button>
                {quote.dueFor === 'consultation' && (
                  <Button variant="outline" onClick={payLater} disabled={busy !== null}>
                    Skip Payment - Pay Later
                  </Button>
                )}
              </Stack>
              <PaymentFailedAlert message={failure} />
              <Stack gap="2" fontSize="sm" color="fg.muted">
                <HStack gap="2">
                  <FiLock aria-hidden />
                  <Text>Demo payments - No real transactions processed</Text>
                </HStack>
                <Switch.Root size="sm" checked={simulateDecline} onCheckedChange={(e) => setSimulateDecline(e.checked)}>
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>Simulate a declined payment (demo)</Switch.Label>
                </Switch.Root>
              </Stack>
            </>
                );
              }}
            </Formik>
          )}
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to="/request-status">Go to My Requests</RouterLink>
          </Link>
        </Stack>
      </Box>
    </PageContainer>
  );
}
