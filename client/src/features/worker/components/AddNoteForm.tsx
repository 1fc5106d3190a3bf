import { useState } from 'react';
import { Box, Button, Heading, Image, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { PhotoPicker, TextareaField } from '../../../components/form';
import { apiErrorInfo } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../shell/toaster';
import { useAddJobNote } from '../api/addJobNote';
import { useJobPhotos } from '../api/jobPhotos';
import { uploadPhotos } from '../../../lib/uploads';

const MAX_PHOTOS = 10;
const schema = Yup.object({ note: Yup.string().trim().required('Please enter a note').max(2000, 'A note must be at most 2000 characters') });

/** A progress note with photo attachments (images, several at once), and the job's photos so far. */
export function AddNoteForm({ requestId }: { requestId: string }) {
  const [addNote] = useAddJobNote();
  const [files, setFiles] = useState<File[]>([]);
  const photos = useJobPhotos(requestId);

  return (
    <Stack gap="4" borderTopWidth="1px" pt="4">
      <Formik
        initialValues={{ note: '' }}
        validationSchema={schema}
        onSubmit={async (values, { resetForm, setErrors }) => {
          try {
            const uploaded = await uploadPhotos(files);
            await addNote(requestId, values.note.trim(), uploaded.map((u) => String(u.id)));
            notify({ type: 'success', title: 'Note added successfully' });
            resetForm();
            setFiles([]);
          } catch (error) {
            const info = apiErrorInfo(error);
            if (info.fields.length) setErrors(toFieldErrors(info.fields));
            notify({ type: 'error', title: 'Error', description: error instanceof Error && !info.code ? error.message : info.message || 'Failed to add the note. Please try again.' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Add note">
            <Stack gap="3">
              <Heading as="h3" size="sm">
                Add Note
              </Heading>
              <TextareaField name="note" label="Progress note" placeholder="What was done, what is next..." rows={3} required />
              <PhotoPicker files={files} onChange={setFiles} max={MAX_PHOTOS} buttonLabel="Attach Photos" />
              <Button type="submit" colorPalette="gold" alignSelf="start" loading={isSubmitting} loadingText="Saving">
                Add Note
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      {photos.length > 0 && (
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Job Photos
          </Heading>
          <SimpleGrid columns={{ base: 3, md: 4 }} gap="2">
            {photos.map((p) => (
              <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                <Image src={p.url} alt={`${p.kind} photo: ${p.originalName}`} rounded="md" aspectRatio={1} objectFit="cover" width="full" />
              </a>
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
}
