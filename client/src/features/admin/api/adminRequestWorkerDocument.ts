import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminRequestWorkerDocumentDocument = graphql(`
  mutation AdminRequestWorkerDocument($providerId: ID!, $document: String!, $note: String) {
    adminRequestWorkerDocument(providerId: $providerId, document: $document, note: $note) { id ...WorkerApplicant_provider }
  }
`);

/** Ask an applicant for a document (they are told by notification, e-mail and text). */
export function useRequestWorkerDocument() {
  const [mutate, result] = useMutation(AdminRequestWorkerDocumentDocument);
  return [useCallback((providerId: string, document: string, note?: string | null) => mutate({ variables: { providerId, document, note: note ?? null } }), [mutate]), result] as const;
}
