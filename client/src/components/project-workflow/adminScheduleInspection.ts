import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const AdminScheduleInspectionDocument = graphql(`
  mutation AdminScheduleInspection($requestId: ID!, $inspectionDate: DateTimeISO!) {
    adminScheduleInspection(requestId: $requestId, inspectionDate: $inspectionDate) { id inspectionDate }
  }
`);

// No refetch: the result is normalized into the cache by id, and adminReviewChanged carries the
// rest (the row everywhere it is shown, the lists that hold it, the tiles, the billing figures).
export function useScheduleInspection() {
  const [mutate, result] = useMutation(AdminScheduleInspectionDocument);
  return [useCallback((requestId: string, inspectionDate: string) => mutate({ variables: { requestId, inspectionDate } }), [mutate]), result] as const;
}
