import { useRef, useState } from 'react';
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { errorMessage } from '../../../lib/errors';
import { formatCents, requestNumber } from '../../../lib/money';
import { notify } from '../../../shell/toaster';
import { newAttemptKey, keepsAttempt } from '../api/processPayment';
import { useAddTip } from '../api/addTip';
import { TipFields, initialTipValues, tipCentsOf, tipSchema, type TipValues } from './TipPicker';

export interface TipQuote {
  requestId: string | number;
  serviceCostCents: number;
  tipOpenUntil: string | Date | null;
}

/** After the job is paid (up to 7 days): a tip for the worker as its own charge; checkout updates from the answer. */
export function AddTipForm({ quote }: { quote: TipQuote }) {
  const [addTip] = useAddTip();
  const attemptKey = useRef(newAttemptKey());
  const [failure, setFailure] = useState<string | null>(null);
  const until = quote.tipOpenUntil ? new Date(quote.tipOpenUntil) : null;

  const submit = async (values: TipValues) => {
    const tipCents = tipCentsOf(values, quote.serviceCostCents);
    if (!(tipCents > 0)) return;
    setFailure(null);
    try {
      await addTip(String(quote.requestId), tipCents, attemptKey.current);
      notify({ title: 'Tip sent', description: `${formatCents(tipCents)} for your worker on request ${requestNumber(quote.requestId)}. Thank you!`, type: 'success' });
    } catch (err) {
      if (!keepsAttempt(err)) attemptKey.current = newAttemptKey();
      setFailure(errorMessage(err, 'The tip could not be processed. Please try again.'));
    }
  };

  return (
    <Box borderWidth="1px" rounded="lg" p="4" data-testid="add-tip">
      <Formik<TipValues> initialValues={initialTipValues} validationSchema={tipSchema} onSubmit={submit}>
        {({ values, isSubmitting }) => {
          const tipCents = tipCentsOf(values, quote.serviceCostCents);
          return (
            <Form noValidate>
              <Stack gap="4">
                <Heading as="h2" size="md">
                  Add a tip
                </Heading>
                {until && (
                  <Text fontSize="sm" color="fg.muted">
                    You can add a tip until {until.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}.
                  </Text>
                )}
                <TipFields serviceCostCents={quote.serviceCostCents} />
                {failure && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                )}
                <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={values.tip === 'none'}>
                  {tipCents > 0 ? `Send a ${formatCents(tipCents)} tip` : 'Send tip'}
                </Button>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Box>
  );
}
