import { Alert, Button, Dialog, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { InputField, SelectField, SubmitButton, TextareaField } from '../../../components/form';
import { apiErrorInfo } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../shell/toaster';
import { useCategories } from '../api/catalog';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { useUpdateRequest } from '../api/updateServiceRequest';
import { STATE_OPTIONS } from '../wizard/model';
import { RequestAddressFields } from '../../../components/address/RequestAddress';

interface Values {
  title: string;
  customTitle: string;
  description: string;
  categoryId: string;
  serviceAddress: string;
  serviceCity: string;
  serviceState: string;
  serviceZipCode: string;
}

const schema = Yup.object({
  title: Yup.string().trim().required('Title is required'),
  description: Yup.string().trim().required('Description is required'),
  categoryId: Yup.string().required('Category is required'),
  serviceZipCode: Yup.string().trim().matches(/^\d{5}$/, 'ZIP code must be 5 digits').required('ZIP code is required'),
});

/** What the dialog edits of a request (and its status, which says whether it may). */
export const EditRequestDialogFields = graphql(`
  fragment EditRequestDialog_request on ServiceRequest {
    id
    status
    canEdit
    title
    description
    categoryId
    address {
      ...RequestAddress_address
    }
  }
`);

/** Edit a request while it is pending; otherwise the spec's message says why not. */
export function EditRequestDialog({ request: ref, onClose }: { request: FragmentType<typeof EditRequestDialogFields> | null; onClose: () => void }) {
  const request = useFragment(EditRequestDialogFields, ref);
  const place = useFragment(RequestAddressFields, request?.address);
  const { categories } = useCategories();
  const [update] = useUpdateRequest();
  const editable = request?.canEdit === true;
  return (
    <Dialog.Root open={request !== null} onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Edit Request</Dialog.Title>
            </Dialog.Header>
            {request && !editable && (
              <>
                <Dialog.Body>
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Title>This request cannot be edited because it has already been {request.status.replace(/_/g, ' ')}.</Alert.Title>
                  </Alert.Root>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button onClick={onClose}>Close</Button>
                </Dialog.Footer>
              </>
            )}
            {request && editable && (
              <Formik<Values>
                initialValues={{
                  title: request.title,
                  customTitle: '',
                  description: request.description,
                  categoryId: String(request.categoryId),
                  serviceAddress: place?.street ?? '',
                  serviceCity: place?.city ?? '',
                  serviceState: place?.state ?? '',
                  serviceZipCode: place?.zipCode ?? '',
                }}
                validationSchema={schema}
                onSubmit={async (v, { setErrors }) => {
                  try {
                    await update({ id: request.id, title: v.title, customTitle: v.customTitle || null, description: v.description, categoryId: Number(v.categoryId), serviceAddress: v.serviceAddress, serviceCity: v.serviceCity, serviceState: v.serviceState, serviceZipCode: v.serviceZipCode });
                    notify({ title: 'Request Updated', description: 'Your changes have been saved.', type: 'success' });
                    onClose();
                  } catch (error) {
                    const info = apiErrorInfo(error);
                    if (info.fields.length) {
                      setErrors(toFieldErrors<Values>(info.fields));
                      notify({ title: 'Missing Information', description: 'Please fill in all required fields.', type: 'error' });
                    } else if (info.code === 'CONFLICT' && info.message) {
                      notify({ title: 'Update Failed', description: info.message, type: 'error' });
                    } else {
                      notify({ title: 'Update Failed', description: 'There was an error updating your request. Please try again.', type: 'error' });
                    }
                  }
                }}
              >
                {({ values, submitCount, isValid }) => (
                  <Form noValidate aria-label="Edit request">
                    <Dialog.Body>
                      <Stack gap="4">
                        <InputField name="title" label="Title" required />
                        {/^custom/i.test(values.title) && <InputField name="customTitle" label="Custom Service Title" />}
                        <SelectField name="categoryId" label="Category" options={categories.map((c) => ({ value: c.id, label: c.name }))} required />
                        <TextareaField name="description" label="Description" rows={4} required />
                        <InputField name="serviceAddress" label="Service address" />
                        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                          <InputField name="serviceCity" label="City" />
                          <SelectField name="serviceState" label="State" options={STATE_OPTIONS} />
                          <InputField name="serviceZipCode" label="ZIP code" maxLength={5} inputMode="numeric" />
                        </SimpleGrid>
                        {submitCount > 0 && !isValid && (
                          <Alert.Root status="error">
                            <Alert.Indicator />
                            <Alert.Title>Missing Information - Please fill in all required fields.</Alert.Title>
                          </Alert.Root>
                        )}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={onClose}>
                        Cancel
                      </Button>
                      <SubmitButton loadingText="Saving...">Save Changes</SubmitButton>
                    </Dialog.Footer>
                  </Form>
                )}
              </Formik>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
