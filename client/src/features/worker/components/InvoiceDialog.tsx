import type { LineItemType } from '../../../gql/graphql';
import { Alert, Box, Button, CloseButton, Dialog, Field, Grid, HStack, IconButton, Input, NativeSelect, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { FieldArray, Form, Formik, getIn, useField, useFormikContext } from 'formik';
import * as Yup from 'yup';
import { FiPlus, FiTrash2 } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { TextareaField } from '../../../components/form';
import { apiErrorInfo } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../shell/toaster';
import { useCreateJobInvoice } from '../api/createJobInvoice';
import { useEditJobInvoice } from '../api/editJobInvoice';
import { type JobInvoice } from '../api/workerJobInvoices';
import { useInvoicePricing } from '../../../components/invoice/pricing';
import { ChargeLines } from '../../../components/invoice/ChargeLines';
import { useReturnFocus } from '../../../components/dialogs/useReturnFocus';

const TYPES = [
  { value: 'labor', label: 'Labor', description: 'Labor Hours', rate: '35' },
  { value: 'material', label: 'Material', description: '', rate: '0' },
  { value: 'mileage', label: 'Mileage', description: 'Mileage', rate: '0.67' },
  { value: 'fee', label: 'Fee', description: '', rate: '0' },
  { value: 'custom', label: 'Custom', description: '', rate: '0' },
];

interface Line {
  type: LineItemType;
  description: string;
  quantity: string;
  rate: string;
}
interface Values {
  lineItems: Line[];
  notes: string;
  editReason: string;
}

const num = (v: string) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

const lineSchema = Yup.object({
  description: Yup.string().trim().required('Description is required').max(300, 'At most 300 characters'),
  quantity: Yup.number().typeError('Quantity must be a number').min(0, 'Quantity must be 0 or more').required('Quantity is required'),
  rate: Yup.number().typeError('Rate must be a number').min(0, 'Rate must be 0 or more').required('Rate is required').test('cents', 'At most two decimals', (v) => v === undefined || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6),
});

function LineRow({ index, amountCents, canRemove, onRemove }: { index: number; amountCents: number | undefined; canRemove: boolean; onRemove: () => void }) {
  const { values, setFieldValue, errors, touched } = useFormikContext<Values>();
  const line = values.lineItems[index];
  const [typeField] = useField(`lineItems.${index}.type`);
  const [descField] = useField(`lineItems.${index}.description`);
  const [qtyField] = useField(`lineItems.${index}.quantity`);
  const [rateField] = useField(`lineItems.${index}.rate`);
  const err = (k: string) => (getIn(touched, `lineItems.${index}.${k}`) ? (getIn(errors, `lineItems.${index}.${k}`) as string | undefined) : undefined);
  return (
    <Grid templateColumns={{ base: '1fr 1fr', md: '7rem 1fr 5rem 6rem 6rem auto' }} gap="2" alignItems="start" p="3" borderWidth="1px" rounded="lg" role="group" aria-label={`Line ${index + 1}`}>
      <Field.Root>
        <Field.Label fontSize="xs">Type</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            {...typeField}
            onChange={(e) => {
              const t = TYPES.find((x) => x.value === e.target.value)!;
              void setFieldValue(`lineItems.${index}.type`, t.value);
              if (!line.description || TYPES.some((x) => x.description === line.description)) void setFieldValue(`lineItems.${index}.description`, t.description);
              void setFieldValue(`lineItems.${index}.rate`, t.rate);
            }}
          >
            {TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={!!err('description')} gridColumn={{ base: 'span 2', md: 'auto' }}>
        <Field.Label fontSize="xs">Description</Field.Label>
        <Input size="sm" {...descField} />
        <Field.ErrorText>{err('description')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!err('quantity')}>
        <Field.Label fontSize="xs">Qty</Field.Label>
        <Input size="sm" type="number" step="0.01" min="0" {...qtyField} />
        <Field.ErrorText>{err('quantity')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!err('rate')}>
        <Field.Label fontSize="xs">Rate ($)</Field.Label>
        <Input size="sm" type="number" step="0.01" min="0" {...rateField} />
        <Field.ErrorText>{err('rate')}</Field.ErrorText>
      </Field.Root>
      <Stack gap="1">
        <Text fontSize="xs" fontWeight="medium">
          Amount
        </Text>
        <Text fontSize="sm" fontWeight="semibold" py="1.5" aria-label={`Line ${index + 1} amount`}>
          {amountCents === undefined ? '—' : formatCents(amountCents)}
        </Text>
      </Stack>
      <IconButton aria-label={`Remove line ${index + 1}`} size="sm" variant="ghost" mt="5" onClick={onRemove} disabled={!canRemove}>
        <FiTrash2 />
      </IconButton>
    </Grid>
  );
}

type Pricing = ReturnType<typeof useInvoicePricing>['pricing'];

/** What the client will be billed: the server's pricing of the lines (the last figures stay while new ones load). */
function Preview({ pricing, original }: { pricing: Pricing; original: number | null }) {
  const subtotal = pricing?.subtotalCents;
  const row = (label: string, cents: number | undefined, strong = false) => (
    <HStack justify="space-between" fontWeight={strong ? 'semibold' : 'normal'}>
      <Text>{label}</Text>
      <Text>{cents === undefined ? '—' : formatCents(cents)}</Text>
    </HStack>
  );
  const b = pricing?.billing;
  return (
    <Stack gap="1.5" p="4" rounded="lg" bg="bg.subtle" fontSize="sm" role="group" aria-label="What the client will be billed">
      <Text fontWeight="semibold" mb="1">
        What the client will be billed
      </Text>
      {/* The server's lines of the balance (its billing rule names the fees and rates); dashes until the first pricing. */}
      {b ? <ChargeLines lines={b.lines} label="Charges to the client" /> : row('Service cost (subtotal)', subtotal, true)}
      {row('Balance due from client', b?.balanceDueCents, true)}
      <Separator my="1" />
      {row('Your payout (90% of service cost)', b?.workerPayoutCents, true)}
      {original !== null && (
        <>
          <Separator my="1" />
          {row('Original amount', original)}
          {row('New total', subtotal, true)}
          {row('Difference', subtotal === undefined ? undefined : subtotal - original)}
        </>
      )}
    </Stack>
  );
}

/** The lines, the notes and what the client will be billed, all priced by the server. */
function PricedLines({ requestId, original }: { requestId: string; original: number | null }) {
  const { values, submitCount, errors } = useFormikContext<Values>();
  const { pricing } = useInvoicePricing(requestId, values.lineItems);
  return (
    <>
      <FieldArray name="lineItems">
        {(helpers) => (
          <Stack gap="2">
            {values.lineItems.map((_, i) => (
              <LineRow key={i} index={i} amountCents={pricing?.lines[i]?.amountCents} canRemove={values.lineItems.length > 1} onRemove={() => helpers.remove(i)} />
            ))}
            {typeof errors.lineItems === 'string' && submitCount > 0 && (
              <Text color="fg.error" fontSize="sm">
                {errors.lineItems}
              </Text>
            )}
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => helpers.push({ type: 'material', description: '', quantity: '1', rate: '0' })}>
              <FiPlus aria-hidden /> Add Line Item
            </Button>
          </Stack>
        )}
      </FieldArray>
      <TextareaField name="notes" label="Notes (optional)" rows={2} />
      <Box>
        <Preview pricing={pricing} original={original} />
      </Box>
    </>
  );
}

export interface InvoiceDialogProps {
  requestId: string;
  /** the invoice to edit; create a new one when absent */
  invoice?: JobInvoice | null;
  open: boolean;
  onClose: () => void;
}

/** Create Invoice (line items, server preview, pending approval) or Edit Invoice (reason required, admin approval). */
export function InvoiceDialog({ requestId, invoice, open, onClose }: InvoiceDialogProps) {
  const [create] = useCreateJobInvoice();
  const [edit] = useEditJobInvoice();
  const navigate = useNavigate();
  const editing = !!invoice;
  const initial: Values = {
    lineItems: invoice
      ? invoice.lineItems.map((l) => ({ type: l.type, description: l.description, quantity: String(l.quantity), rate: (l.rateCents / 100).toFixed(2) }))
      : [{ type: 'labor', description: 'Labor Hours', quantity: '4', rate: '35' }],
    notes: invoice?.notes ?? '',
    editReason: '',
  };
  const returnFocus = useReturnFocus(open);
  const schema = Yup.object({
    lineItems: Yup.array(lineSchema).min(1, 'An invoice needs at least one line item'),
    editReason: editing ? Yup.string().trim().required('Please provide a reason for editing this invoice.') : Yup.string(),
  });

  return (
    <Dialog.Root finalFocusEl={returnFocus} open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<Values>
              initialValues={initial}
              validationSchema={schema}
              enableReinitialize
              onSubmit={async (values, { setErrors }) => {
                const lineItems = values.lineItems.map((l) => ({ type: l.type, description: l.description.trim(), quantity: num(l.quantity), rate: num(l.rate) }));
                try {
                  if (editing) {
                    await edit({ invoiceId: invoice!.id, lineItems, notes: values.notes.trim() || null, editReason: values.editReason.trim() });
                    notify({ type: 'success', title: 'Invoice Updated', description: 'Your changes were sent for admin approval.' });
                    onClose();
                  } else {
                    await create({ requestId, lineItems, notes: values.notes.trim() || null });
                    notify({ type: 'success', title: 'Invoice Created', description: 'Invoice created and submitted for approval. Returning to dashboard...' });
                    setTimeout(() => {
                      onClose();
                      navigate('/worker-active-jobs');
                    }, 1000);
                  }
                } catch (error) {
                  const info = apiErrorInfo(error);
                  if (info.fields.length) setErrors(toFieldErrors<Values>(info.fields));
                  notify({ type: 'error', title: 'Error', description: info.message || (editing ? 'Failed to update invoice' : 'Failed to create invoice. Please try again.') });
                }
              }}
            >
              {({ values, isSubmitting }) => (
                <Form noValidate aria-label={editing ? 'Edit invoice' : 'Create invoice'} style={{ display: 'contents' }}>
                  <Dialog.Header>
                    <Dialog.Title>{editing ? `Edit Invoice ${invoice!.invoiceNumber}` : 'Create Invoice'}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">
                      {editing && (
                        <>
                          <Alert.Root status="info" size="sm">
                            <Alert.Indicator />
                            <Alert.Title>Changes require admin approval</Alert.Title>
                          </Alert.Root>
                          <TextareaField name="editReason" label="Reason for editing" rows={2} required placeholder="e.g. An extra hour was needed to finish the job" />
                        </>
                      )}
                      <PricedLines requestId={requestId} original={editing ? invoice!.finalAmountCents : null} />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                      Cancel
                    </Button>
                    <Button
                      type="submit"
                      colorPalette="gold"
                      loading={isSubmitting}
                      onClick={() => {
                        if (editing && !values.editReason.trim()) notify({ type: 'error', title: 'Edit Reason Required', description: 'Please provide a reason for editing this invoice.' });
                      }}
                    >
                      {editing ? 'Save Changes' : 'Create Invoice'}
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
