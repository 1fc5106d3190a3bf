import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';

export const AdminConsultationPaymentsDocument = graphql(`
  query AdminConsultationPayments($first: Int, $after: String) {
    adminConsultationPayments(first: $first, after: $after) {
      items {
      requestTitle clientName standing canDecide
      payment { id requestId amountCents method status adminApprovalStatus adminNotes createdAt }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
export function useConsultationPayments() {
  const { data, loading, error, fetchMore } = useQuery(AdminConsultationPaymentsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminConsultationPayments.pageInfo, fetchMore);
  return { rows: data?.adminConsultationPayments.items ?? [], loading: loading && !data, error, more };
}
