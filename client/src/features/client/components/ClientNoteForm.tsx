import { useRef, useState } from 'react';
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { FiPaperclip } from 'react-icons/fi';
import { errorMessage } from '../../../lib/errors';
import { notify } from '../../../shell/toaster';
import { useAddClientNote } from '../api/notes';

/** The note text plus the count and names of attached photos (photos stay in the browser). */
export function noteWithPhotos(note: string, files: string[]): string {
  return files.length ? `${note.trim()}\n\nAttached photos (${files.length}): ${files.join(', ')}` : note.trim();
}

/** Add a note (with photo names) to the request's timeline. */
export function ClientNoteForm({ requestId }: { requestId: string }) {
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [add, { loading }] = useAddClientNote();

  const submit = async () => {
    if (!note.trim()) {
      setError('Please enter a note');
      return;
    }
    try {
      await add(requestId, noteWithPhotos(note, files));
      notify({ title: 'Note added successfully', type: 'success' });
      setNote('');
      setFiles([]);
      setError(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      notify({ title: 'Error', description: errorMessage(err, 'Failed to add the note. Please try again.'), type: 'error' });
    }
  };

  return (
    <Stack gap="2" borderTopWidth="1px" pt="4">
      <Field.Root invalid={!!error}>
        <Field.Label>Add a note</Field.Label>
        <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={3500} placeholder="Anything your provider should know" />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
            <FiPaperclip aria-hidden /> Attach photos
          </Button>
          <input ref={fileInput} type="file" accept="image/*" multiple hidden aria-label="Attach photos" onChange={(e) => setFiles(Array.from(e.target.files ?? []).map((f) => f.name))} />
          {files.length > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {files.length} photo{files.length > 1 ? 's' : ''}: {files.join(', ')}
            </Text>
          )}
        </HStack>
        <Button size="sm" colorPalette="brand" onClick={submit} loading={loading}>
          Add Note
        </Button>
      </HStack>
    </Stack>
  );
}
