import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useLoadMore } from '../../../lib/pagination';

export const AdminMessagesDocument = graphql(`
  query AdminMessages($state: String, $first: Int, $after: String) {
    adminMessages(state: $state, first: $first, after: $after) {
      items { id channel kind audience state recipient recipientName subject textBody attempts lastError dueAt sentAt createdAt }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const AdminRefundDeadlinesDocument = graphql(`
  query AdminRefundDeadlines($first: Int, $after: String) {
    adminRefundDeadlines(first: $first, after: $after) {
      items { id title clientName address { ...RequestAddress_address } paymentDate feeRefundDueAt category { id name } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

/** Recent e-mails and text messages, newest first; `state` narrows to one state. */
export function useAdminMessages(state: string | null) {
  const { data, loading, error, fetchMore, refetch } = useQuery(AdminMessagesDocument, { variables: { state, first: 50 }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminMessages.pageInfo, fetchMore);
  return { messages: data?.adminMessages.items ?? [], loading: loading && !data, error, more, refetch };
}

/** Paid requests no worker has taken yet, the nearest 7-day refund deadline first. */
export function useRefundDeadlines(first = 5) {
  const { data, loading, error } = useQuery(AdminRefundDeadlinesDocument, { variables: { first }, fetchPolicy: 'cache-and-network' });
  return { requests: data?.adminRefundDeadlines.items ?? [], hasMore: !!data?.adminRefundDeadlines.pageInfo.hasNextPage, loading: loading && !data, error };
}
