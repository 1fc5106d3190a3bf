import { memo, useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { FiSend } from 'react-icons/fi';
import { PhotoPicker, TextareaField } from '../../../components/form';
import { apiErrorInfo } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../shell/toaster';
import { uploadPhotos } from '../../../lib/uploads';
import { useSendMessage } from '../api/conversation';

const MAX_LENGTH = 2000;
const MAX_PHOTOS = 10;
const schema = Yup.object({ body: Yup.string().max(MAX_LENGTH, `A message must be at most ${MAX_LENGTH.toLocaleString('en-US')} characters`) });

/** Writes a message: text (Enter sends, Shift+Enter starts a new line) and photos through the upload path; not rendered again when only the messages above it change. */
export const MessageComposer = memo(function MessageComposer({ conversationId }: { conversationId: string }) {
  const [send] = useSendMessage();
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Formik
      initialValues={{ body: '' }}
      validationSchema={schema}
      onSubmit={async (values, { resetForm, setErrors }) => {
        if (!values.body.trim() && files.length === 0) return;
        try {
          const uploaded = await uploadPhotos(files);
          await send(conversationId, values.body, uploaded.map((u) => String(u.id)));
          resetForm();
          setFiles([]);
        } catch (error) {
          const info = apiErrorInfo(error);
          if (info.fields.length) setErrors(toFieldErrors(info.fields));
          else notify({ type: 'error', title: 'Message not sent', description: error instanceof Error && !info.code ? error.message : info.message || 'Please try again.' });
        }
      }}
    >
      {({ isSubmitting, submitForm }) => (
        <Form noValidate aria-label="Write a message">
          <Stack gap="2">
            <TextareaField
              name="body"
              label="Message"
              rows={2}
              placeholder="Write a message"
              maxChars={MAX_LENGTH}
              onKeyDown={(e: React.KeyboardEvent<HTMLTextAreaElement>) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void submitForm();
                }
              }}
            />
            <PhotoPicker files={files} onChange={setFiles} max={MAX_PHOTOS} buttonLabel="Photo">
              <Button type="submit" colorPalette="gold" ms="auto" loading={isSubmitting} loadingText="Sending">
                <FiSend aria-hidden /> Send
              </Button>
            </PhotoPicker>
          </Stack>
        </Form>
      )}
    </Formik>
  );
});
