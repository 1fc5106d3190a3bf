import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

// No refetch: requestChanged carries the job's timeline and photos.
export const AddJobNoteDocument = graphql(`
  mutation AddJobNote($input: JobNoteInput!) {
    addJobNote(input: $input) {
      id
      description
    }
  }
`);

export function useAddJobNote() {
  const [mutate, result] = useMutation(AddJobNoteDocument);
  const add = useCallback((requestId: string, note: string, photoIds: string[]) => mutate({ variables: { input: { requestId, note, photoIds } } }).then(() => undefined), [mutate]);
  return [add, result] as const;
}
