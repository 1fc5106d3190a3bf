import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** One request as the detail dialog shows it (RequestDetail_request, read by RequestDetailDialog). */
export const RequestDetailDocument = graphql(`
  query RequestDetail($id: ID!) {
    serviceRequest(id: $id) {
      ...RequestDetail_request
    }
  }
`);

/** One request as the signed-in viewer may see it; skipped while `id` is null. */
export function useRequestDetail(id: string | null) {
  const { data, loading, error, refetch } = useQuery(RequestDetailDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  return { request: data?.serviceRequest ?? null, loading: loading && !data, error, refetch };
}
