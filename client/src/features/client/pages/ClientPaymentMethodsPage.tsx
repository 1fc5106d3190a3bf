import type { PaymentMethodKind } from '../../../gql/graphql';
import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Dialog, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { FaApple, FaCreditCard, FaGoogle } from 'react-icons/fa';
import { FiPlus } from 'react-icons/fi';
import { InputField, RadioCardField, SelectField, SubmitButton } from '../../../components/form';
import { PageContainer, PageHeader } from '../../../components/page';
import { clientIntros } from '../intros';
import { apiErrorInfo, errorMessage } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../shell/toaster';
import { useAddPaymentMethod } from '../api/addPaymentMethod';
import { useMyPaymentMethods } from '../api/myPaymentMethods';
import { useRemovePaymentMethod } from '../api/removePaymentMethod';
import { useSetDefaultPaymentMethod } from '../api/setDefaultPaymentMethod';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { EmptyBox } from '../components/EmptyBox';

const ICONS: Record<string, ReactNode> = { apple_pay: <FaApple />, google_pay: <FaGoogle />, card: <FaCreditCard /> };

interface AddValues {
  kind: PaymentMethodKind;
  brand: string;
  last4: string;
}

const addSchema = Yup.object({
  kind: Yup.string().required(),
  brand: Yup.string().when('kind', { is: 'card', then: (s) => s.required('Choose the card brand') }),
  last4: Yup.string().when('kind', { is: 'card', then: (s) => s.matches(/^\d{4}$/, 'Enter the last 4 digits of the card').required('Enter the last 4 digits of the card') }),
});

function AddMethodDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [add] = useAddPaymentMethod();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Add Payment Method</Dialog.Title>
            </Dialog.Header>
            <Formik<AddValues>
              initialValues={{ kind: 'google_pay', brand: '', last4: '' }}
              validationSchema={addSchema}
              onSubmit={async (v, { setErrors, resetForm }) => {
                try {
                  await add({ kind: v.kind, brand: v.kind === 'card' ? v.brand : null, last4: v.kind === 'card' ? v.last4 : null });
                  notify({ title: 'Payment Method Added', type: 'success' });
                  resetForm();
                  onClose();
                } catch (error) {
                  const info = apiErrorInfo(error);
                  if (info.fields.length) setErrors(toFieldErrors<AddValues>(info.fields));
                  else notify({ title: 'Error', description: errorMessage(error, 'Failed to add the payment method.'), type: 'error' });
                }
              }}
            >
              {({ values }) => (
                <Form noValidate aria-label="Add payment method">
                  <Dialog.Body>
                    <Stack gap="4">
                      <RadioCardField name="kind" legend="Type" columns={{ base: 1, sm: 3 }} options={[{ value: 'google_pay', label: 'Google Pay' }, { value: 'apple_pay', label: 'Apple Pay' }, { value: 'card', label: 'Card' }]} />
                      {values.kind === 'card' && (
                        <HStack gap="3" align="start">
                          <SelectField name="brand" label="Card brand" placeholder="Select" options={['Visa', 'Mastercard', 'American Express', 'Discover'].map((b) => ({ value: b, label: b }))} />
                          <InputField name="last4" label="Last 4 digits" maxLength={4} inputMode="numeric" helperText="We never store full card numbers" />
                        </HStack>
                      )}
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose}>
                      Cancel
                    </Button>
                    <SubmitButton loadingText="Adding...">Add Method</SubmitButton>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** /client-payment-methods: saved on the server per client; set default, remove, add. */
export default function ClientPaymentMethodsPage() {
  const { methods, loading } = useMyPaymentMethods();
  const [setDefault] = useSetDefaultPaymentMethod();
  const [remove, removeState] = useRemovePaymentMethod();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; label: string } | null>(null);

  const run = async (fn: () => Promise<unknown>, ok: string) => {
    try {
      await fn();
      notify({ title: ok, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: errorMessage(error, 'Something went wrong. Please try again.'), type: 'error' });
    }
  };

  return (
    <PageContainer maxW="3xl">
      <PageHeader {...clientIntros.paymentMethods}
        actions={
          <Button colorPalette="brand" onClick={() => setAdding(true)}>
            <FiPlus aria-hidden /> Add Method
          </Button>
        }
      />
      {loading && <Skeleton height="32" rounded="xl" />}
      {!loading && methods.length === 0 && (
        <EmptyBox
          icon={<FaCreditCard />}
          title="No payment methods saved"
          description="Add Apple Pay, Google Pay or a card to check out faster."
          action={
            <Button colorPalette="brand" onClick={() => setAdding(true)}>
              Add Method
            </Button>
          }
        />
      )}
      <Stack gap="3">
        {methods.map((m) => (
          <HStack key={m.id} borderWidth="1px" rounded="xl" p="4" bg="bg.panel" justify="space-between">
            <HStack gap="3">
              <Box fontSize="2xl" aria-hidden>
                {ICONS[m.kind]}
              </Box>
              <Stack gap="0">
                <Text fontWeight="semibold">{m.label}</Text>
                {m.isDefault && (
                  <Badge colorPalette="green" alignSelf="flex-start">
                    Default
                  </Badge>
                )}
              </Stack>
            </HStack>
            <HStack gap="2">
              {!m.isDefault && (
                <Button size="sm" variant="outline" onClick={() => run(() => setDefault(m.id), 'Default Updated')}>
                  Set Default
                </Button>
              )}
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setRemoving({ id: m.id, label: m.label })}>
                Remove
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
      <AddMethodDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove payment method?"
        message={`Remove ${removing?.label ?? 'this method'} from your account?`}
        confirmLabel="Remove"
        cancelLabel="Keep"
        loading={removeState.loading}
        onConfirm={async () => {
          if (removing) await run(() => remove(removing.id), 'Payment Method Removed');
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </PageContainer>
  );
}
