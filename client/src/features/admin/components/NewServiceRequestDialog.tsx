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
              initialValues={{ categoryId: '', clientId: '', title: '', description: '', priority: 'normal' }}
              validationSchema={schema}
              onSubmit={async (values, helpers) => {
                try {
                  await create({ categoryId: values.categoryId, clientId: values.clientId, title: values.title.trim(), description: values.description.trim(), priority: values.priority ?? 'normal' });
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
              {({ submitCount, isValid }) => (
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
