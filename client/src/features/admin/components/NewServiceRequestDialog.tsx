import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useAdminClients } from '../api/adminClients';
import { useCreateServiceRequest } from '../api/adminCreateServiceRequest';
import { InputField, SelectField, SubmitButton, TextareaField } from '../../../components/form';
import { notify } from '../../../shell/toaster';
import { apiErrorInfo, errorMessage } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { LoadMore } from '../../../components/pagination/LoadMore';
import type { RecurrenceFrequency } from '../../../gql/graphql';

const CategoriesForAdminDocument = graphql(`
  query CategoriesForAdmin {
    serviceCategories { id name icon }
  }
`);

const REQUIRED = 'Please fill in all required fields';
const schema = Yup.object({
  categoryId: Yup.string().required(REQUIRED),
  clientId: Yup.string().required(REQUIRED),
  title: Yup.string().trim().required(REQUIRED).max(200),
  description: Yup.string().trim().required(REQUIRED).max(5000),
  priority: Yup.string().oneOf(['normal', 'high', 'urgent']),
  repeat: Yup.string().oneOf(['', 'weekly', 'biweekly', 'monthly']),
  preferredDate: Yup.string().when('repeat', { is: (r: string | undefined) => !!r, then: (s) => s.required('A repeating visit needs its first date') }),
  preferredTime: Yup.string(),
  repeatEnds: Yup.string().oneOf(['count', 'until']),
  repeatCount: Yup.string().when(['repeat', 'repeatEnds'], {
    is: (r: string | undefined, ends: string | undefined) => !!r && ends !== 'until',
    then: (s) => s.required('How many visits?').test('visits', 'A series has 2 to 26 visits', (v) => /^\d+$/.test(v ?? '') && Number(v) >= 2 && Number(v) <= 26),
  }),
  repeatUntil: Yup.string().when(['repeat', 'repeatEnds'], {
    is: (r: string | undefined, ends: string | undefined) => !!r && ends === 'until',
    then: (s) => s.required('Choose the last day').test('after', 'The last day must be after the first visit', function (v) {
      return !v || !this.parent.preferredDate || v > this.parent.preferredDate;
    }),
  }),
});
type Values = Yup.InferType<typeof schema>;

/** New Service Request (admin, for an existing client): category, client, title and description required; priority normal. */
export function NewServiceRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data } = useQuery(CategoriesForAdminDocument, { skip: !open });
  const { clients, more } = useAdminClients(200);
  const [create] = useCreateServiceRequest();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<Values>
              initialValues={{ categoryId: '', clientId: '', title: '', description: '', priority: 'normal', repeat: '', preferredDate: '', preferredTime: 'morning', repeatEnds: 'count', repeatCount: '4', repeatUntil: '' }}
              validationSchema={schema}
              onSubmit={async (values, helpers) => {
                try {
                  await create({ categoryId: values.categoryId, clientId: values.clientId, title: values.title.trim(), description: values.description.trim(), priority: values.priority ?? 'normal',
                    ...(values.repeat
                      ? {
                          preferredDate: values.preferredDate || null,
                          preferredTime: values.preferredTime || 'morning',
                          recurrence: {
                            frequency: values.repeat.toUpperCase() as RecurrenceFrequency,
                            count: values.repeatEnds === 'until' ? null : Number(values.repeatCount),
                            until: values.repeatEnds === 'until' ? values.repeatUntil || null : null,
                          },
                        }
                      : {}),
                  });
                  notify({ title: 'Service request created successfully', type: 'success' });
                  helpers.resetForm();
                  onClose();
                } catch (error) {
                  const info = apiErrorInfo(error);
                  if (info.fields.length) helpers.setErrors(toFieldErrors<Values>(info.fields));
                  notify({ title: 'Error', description: info.code === 'BAD_USER_INPUT' ? REQUIRED : errorMessage(error, 'Failed to create service request'), type: 'error' });
                }
              }}
            >
              {({ submitCount, isValid, values }) => (
                <Form noValidate>
                  <Dialog.Header>
                    <Dialog.Title>New Service Request</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">
                      {submitCount > 0 && !isValid && <span role="alert" style={{ color: 'var(--chakra-colors-red-400)' }}>{REQUIRED}</span>}
                      <SelectField name="categoryId" label="Category" required placeholder="Select a category" options={(data?.serviceCategories ?? []).map((c) => ({ value: c.id, label: c.name }))} />
                      <SelectField name="clientId" label="Client" required placeholder="Select a client" options={clients.map((c) => ({ value: c.client.id, label: `${c.client.name} (${c.client.email})` }))} />
                      <LoadMore {...more} label="Load more clients" />
                      <InputField name="title" label="Title" required />
                      <TextareaField name="description" label="Description" required rows={3} />
                      <SelectField name="priority" label="Priority" options={[{ value: 'normal', label: 'Normal' }, { value: 'high', label: 'High' }, { value: 'urgent', label: 'Urgent' }]} />
                      <SelectField name="repeat" label="Repeat" options={[{ value: '', label: 'Does not repeat' }, { value: 'weekly', label: 'Every week' }, { value: 'biweekly', label: 'Every two weeks' }, { value: 'monthly', label: 'Every month' }]} />
                      {values.repeat ? (
                        <>
                          <InputField name="preferredDate" label="First visit" type="date" required />
                          <SelectField name="preferredTime" label="Time of day" options={[{ value: 'morning', label: 'Morning' }, { value: 'afternoon', label: 'Afternoon' }, { value: 'evening', label: 'Evening' }]} />
                          <SelectField name="repeatEnds" label="Ends" options={[{ value: 'count', label: 'After a number of visits' }, { value: 'until', label: 'On a date' }]} />
                          {values.repeatEnds === 'until' ? (
                            <InputField name="repeatUntil" label="Last visit on or before" type="date" min={values.preferredDate || undefined} required />
                          ) : (
                            <InputField name="repeatCount" label="Number of visits (2-26)" type="number" min={2} max={26} required />
                          )}
                        </>
                      ) : null}
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose}>Cancel</Button>
                    <SubmitButton colorPalette="gold">Create Request</SubmitButton>
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
