import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AddClientNoteDocument = graphql(`
  mutation AddClientNote($requestId: ID!, $note: String!) {
    addClientNote(requestId: $requestId, note: $note) {
      id
      action
      description
      actorRole
      createdAt
    }
  }
`);

/** Adds a note; the open request's timeline refetches. */
export function useAddClientNote() {
  const [mutate, result] = useMutation(AddClientNoteDocument) // requestChanged carries the timeline;
  const add = useCallback((requestId: string, note: string) => mutate({ variables: { requestId, note } }), [mutate]);
  return [add, result] as const;
}
