import { useRef, useState } from 'react';
import { Box, Button, chakra, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { FiCamera, FiX } from 'react-icons/fi';
import { TextareaField } from '../../../components/form';
import { apiErrorInfo } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../shell/toaster';
import { useAddJobNote } from '../api/addJobNote';
import { useJobPhotos } from '../api/jobPhotos';
import { uploadPhotos } from '../api/uploads';

const MAX_PHOTOS = 10;
const schema = Yup.object({ note: Yup.string().trim().required('Please enter a note').max(2000, 'A note must be at most 2000 characters') });
const HiddenFile = chakra('input');

/** A progress note with photo attachments (images, several at once), and the job's photos so far. */
export function AddNoteForm({ requestId }: { requestId: string }) {
  const [addNote] = useAddJobNote();
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
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
              <HiddenFile
                ref={fileInput}
                type="file"
                accept="image/*"
                multiple
                display="none"
                aria-label="Attach photos"
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                  const picked = Array.from(e.target.files ?? []).filter((f) => f.type.startsWith('image/'));
                  setFiles((prev) => [...prev, ...picked].slice(0, MAX_PHOTOS));
                  e.target.value = '';
                }}
              />
              <HStack gap="2" wrap="wrap">
                <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={files.length >= MAX_PHOTOS}>
                  <FiCamera aria-hidden /> Attach Photos
                </Button>
                {files.map((f, i) => (
                  <HStack key={`${f.name}-${i}`} gap="1" px="2" py="1" borderWidth="1px" rounded="md" fontSize="xs">
                    <Text maxW="40" truncate>
                      {f.name}
                    </Text>
                    <Button size="2xs" variant="ghost" aria-label={`Remove ${f.name}`} onClick={() => setFiles(files.filter((_, j) => j !== i))}>
                      <FiX />
                    </Button>
                  </HStack>
                ))}
              </HStack>
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
