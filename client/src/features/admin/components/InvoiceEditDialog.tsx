import type { LineItemType } from '../../../gql/graphql';
import { Button, CloseButton, Dialog, Field, Grid, HStack, IconButton, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { FieldArray, Form, Formik, useField, useFormikContext } from 'formik';
import { FiPlus, FiTrash2 } from 'react-icons/fi';
import { useEditInvoice } from '../api/invoices';
import { notify } from '../../../shell/toaster';
import { apiErrorInfo, errorMessage } from '../../../lib/errors';
import { formatCents } from '../../../lib/money';
import { useReturnFocus } from '../../../components/dialogs/useReturnFocus';
import { useInvoicePricing, type TypedLine } from '../../../components/invoice/pricing';

export interface EditableInvoice {
  id: string;
  /** the invoice's request: the server prices the lines for it */
  requestId: string;
  invoiceNumber: string;
  finalAmountCents: number;
  version?: number;
  notes?: string | null;
  lineItems: { type: LineItemType; description: string; quantity: number; rateCents: number }[];
}

type Line = TypedLine;

interface Values {
  editReason: string;
  notes: string;
  lines: Line[];
}

/** Numbers typed by a person: invalid or negative becomes 0. */
const num = (v: string | number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

function NumberCell({ name, label }: { name: string; label: string }) {
  const [field] = useField<string>(name);
  return <Input {...field} aria-label={label} type="number" min={0} step={0.01} size="sm" />;
}

const amount = (cents: number | undefined) => (cents === undefined ? '—' : formatCents(cents));

/** The lines, the notes and the new total: every figure is the server's pricing (the last figures stay while new ones load). */
function PricedLines({ requestId, original }: { requestId: string; original: number }) {
  const { values, getFieldProps } = useFormikContext<Values>();
  const { pricing } = useInvoicePricing(requestId, values.lines);
  const total = pricing?.subtotalCents;
  const diff = total === undefined ? undefined : total - original;
  return (
    <>
      <FieldArray name="lines">
        {({ push, remove }) => (
          <Stack gap="3">
            <Grid templateColumns="1fr 80px 100px 100px 40px" gap="2" fontSize="sm" color="fg.muted">
              <Text>Description</Text>
              <Text>Qty</Text>
              <Text>Rate</Text>
              <Text>Total</Text>
              <span />
            </Grid>
            {values.lines.map((_, i) => (
              <Grid key={i} templateColumns="1fr 80px 100px 100px 40px" gap="2" alignItems="center">
                <Input {...getFieldProps(`lines.${i}.description`)} aria-label={`Line ${i + 1} description`} size="sm" />
                <NumberCell name={`lines.${i}.quantity`} label={`Line ${i + 1} quantity`} />
                <NumberCell name={`lines.${i}.rate`} label={`Line ${i + 1} rate`} />
                <Text fontVariantNumeric="tabular-nums" aria-label={`Line ${i + 1} total`}>{amount(pricing?.lines[i]?.amountCents)}</Text>
                {values.lines.length > 1 ? (
                  <IconButton aria-label={`Remove line ${i + 1}`} size="sm" variant="ghost" onClick={() => remove(i)}>
                    <FiTrash2 />
                  </IconButton>
                ) : (
                  <span />
                )}
              </Grid>
            ))}
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => push({ type: 'custom', description: '', quantity: '1', rate: '0.00' })}>
              <FiPlus /> Add Line Item
            </Button>
          </Stack>
        )}
      </FieldArray>
      <Field.Root>
        <Field.Label>Notes</Field.Label>
        <Textarea {...getFieldProps('notes')} rows={2} />
      </Field.Root>
      <Stack gap="1" borderWidth="1px" rounded="md" p="3">
        <HStack justify="space-between"><Text>New total</Text><Text fontWeight="semibold">{amount(total)}</Text></HStack>
        <HStack justify="space-between"><Text color="fg.muted">Original amount</Text><Text>{formatCents(original)}</Text></HStack>
        <HStack justify="space-between"><Text color="fg.muted">Difference</Text><Text color={diff !== undefined && diff < 0 ? 'red.400' : diff !== undefined && diff > 0 ? 'green.400' : undefined}>{diff !== undefined && diff > 0 ? '+' : ''}{amount(diff)}</Text></HStack>
        <Text fontSize="sm" color="fg.muted">Changes will be auto-approved</Text>
      </Stack>
    </>
  );
}

/** Edit Invoice (admin): reason required, lines repriced, auto-approved on save. */
export function InvoiceEditDialog({ invoice, onClose }: { invoice: EditableInvoice | null; onClose: () => void }) {
  const [edit] = useEditInvoice();
  const returnFocus = useReturnFocus(invoice !== null);
  const initial: Values = {
    editReason: '',
    notes: invoice?.notes ?? '',
    lines: (invoice?.lineItems.length ? invoice.lineItems : [{ type: 'labor' as const, description: 'Labor Hours', quantity: 1, rateCents: 0 }]).map((l) => ({
      type: l.type,
      description: l.description,
      quantity: String(l.quantity),
      rate: (l.rateCents / 100).toFixed(2),
    })),
  };
  return (
    <Dialog.Root finalFocusEl={returnFocus} open={invoice !== null} onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {invoice && (
              <Formik<Values>
                initialValues={initial}
                onSubmit={async (values, helpers) => {
                  if (!values.editReason.trim()) {
                    notify({ title: 'Edit Reason Required', description: 'Please provide a reason for editing this invoice.', type: 'error' });
                    return;
                  }
                  try {
                    await edit({
                      invoiceId: invoice.id,
                      expectedVersion: invoice.version ?? null,
                      editReason: values.editReason.trim(),
                      notes: values.notes.trim() || null,
                      lineItems: values.lines.map((l) => ({ type: l.type, description: l.description.trim(), quantity: num(l.quantity), rateCents: Math.round(num(l.rate) * 100) })),
                    });
                    notify({ title: 'Invoice Updated', type: 'success' });
                    onClose();
                  } catch (error) {
                    const info = apiErrorInfo(error);
                    if (info.fields.some((f) => f.path === 'editReason')) helpers.setFieldError('editReason', info.fields.find((f) => f.path === 'editReason')!.message);
                    notify({ title: 'Error', description: errorMessage(error, 'Failed to update invoice'), type: 'error' });
                  }
                }}
              >
                {({ values, isSubmitting, errors, getFieldProps }) => {
                  return (
                    <Form noValidate>
                      <Dialog.Header>
                        <Dialog.Title>Edit Invoice {invoice.invoiceNumber}</Dialog.Title>
                      </Dialog.Header>
                      <Dialog.Body>
                        <Stack gap="5">
                          <Field.Root required invalid={!!errors.editReason}>
                            <Field.Label>
                              Reason for editing <Field.RequiredIndicator />
                            </Field.Label>
                            <Textarea {...getFieldProps('editReason')} rows={2} placeholder="Why is this invoice changing?" />
                            <Field.ErrorText>{errors.editReason}</Field.ErrorText>
                          </Field.Root>
                          <PricedLines requestId={invoice.requestId} original={invoice.finalAmountCents} />
                        </Stack>
                      </Dialog.Body>
                      <Dialog.Footer>
                        <Button variant="outline" onClick={onClose}>Cancel</Button>
                        <Button type="submit" colorPalette="gold" loading={isSubmitting} disabled={!values.editReason.trim()}>
                          Save Changes
                        </Button>
                      </Dialog.Footer>
                    </Form>
                  );
                }}
              </Formik>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
