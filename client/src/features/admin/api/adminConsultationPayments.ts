import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql, useFragment as readFragment } from '../../../gql';

/** A row of Consultation Payments (normalized by its payment: apollo.ts). */
export const AdminPaymentRowFields = graphql(`
  fragment AdminPaymentRow_row on AdminPaymentRow {
    requestTitle clientName standing canDecide
    payment { id requestId amountCents method status adminApprovalStatus adminNotes createdAt }
  }
`);

export const AdminConsultationPaymentsDocument = graphql(`
  query AdminConsultationPayments($first: Int, $after: String) {
    adminConsultationPayments(first: $first, after: $after) {
      items { ...AdminPaymentRow_row }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
export function useConsultationPayments() {
  const { data, loading, error, fetchMore } = useQuery(AdminConsultationPaymentsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminConsultationPayments.pageInfo, fetchMore);
  return { rows: readFragment(AdminPaymentRowFields, data?.adminConsultationPayments.items ?? []), loading: loading && !data, error, more };
}
