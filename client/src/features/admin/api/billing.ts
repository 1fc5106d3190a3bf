import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';
import type { AdminRecentInvoicesQuery } from '../../../gql/graphql';

export const AdminBillingStatsDocument = graphql(`
  query AdminBillingStats {
    adminBillingStats { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }
  }
`);

export const AdminPastDueBalancesDocument = graphql(`
  query AdminPastDueBalances($first: Int, $after: String) {
    adminPastDueBalances(first: $first, after: $after) {
      items { requestId title clientName clientEmail daysPastDue balanceDueCents invoiceNumber invoiceCreatedAt }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const AdminRecentInvoicesDocument = graphql(`
  query AdminRecentInvoices {
    adminRecentInvoices {
      serviceCostCents balanceDueCents minService billingState
      invoice { id invoiceNumber status finalAmountCents }
      request { id title clientName displayStatus completedAt createdAt }
    }
  }
`);

export const AdminBillingSearchDocument = graphql(`
  query AdminBillingSearch($query: String!) {
    adminBillingSearch(query: $query) {
      serviceCostCents balanceDueCents minService billingState
      invoice { id invoiceNumber status finalAmountCents }
      request { id title clientName displayStatus completedAt createdAt }
    }
  }
`);

export const AdminConsultationPaymentsDocument = graphql(`
  query AdminConsultationPayments($first: Int, $after: String) {
    adminConsultationPayments(first: $first, after: $after) {
      items {
      requestTitle clientName
      payment { id requestId amountCents method status adminApprovalStatus adminNotes createdAt }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const AdminPayoutsDocument = graphql(`
  query AdminPayouts($first: Int, $after: String) {
    adminPayouts(first: $first, after: $after) {
      items {
      providerName requestTitle
      payout { id requestId amountCents serviceCostCents tipCents timing status createdAt }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const ReleasePayoutDocument = graphql(`
  mutation ReleasePayout($requestId: ID!, $adminNotes: String) {
    approvePayout(requestId: $requestId, adminNotes: $adminNotes) {
      message
      request { id adminApprovalStatus }
      payout { id amountCents timing status }
    }
  }
`);

export const AdminRejectPaymentDocument = graphql(`
  mutation AdminRejectPayment($requestId: ID!, $reason: String) {
    adminRejectPayment(requestId: $requestId, reason: $reason) { message request { id adminApprovalStatus } }
  }
`);

export const AdminApproveTransactionDocument = graphql(`
  mutation AdminApproveTransaction($paymentId: ID!, $adminNotes: String) {
    adminApproveTransaction(paymentId: $paymentId, adminNotes: $adminNotes) { id adminApprovalStatus }
  }
`);

export const AdminRejectTransactionDocument = graphql(`
  mutation AdminRejectTransaction($paymentId: ID!, $reason: String) {
    adminRejectTransaction(paymentId: $paymentId, reason: $reason) { id adminApprovalStatus adminNotes }
  }
`);

export const AdminSimulateClientPaymentDocument = graphql(`
  mutation AdminSimulateClientPayment($requestId: ID!, $paymentAmountCents: SafeInt) {
    adminSimulateClientPayment(requestId: $requestId, paymentAmountCents: $paymentAmountCents) { message request { id status displayStatus awaitingPaymentDecision allowedActions invoicePaid balancePaid } }
  }
`);

export type InvoiceRow = AdminRecentInvoicesQuery['adminRecentInvoices'][number];

export function useBillingStats() {
  const { data, loading, error } = useQuery(AdminBillingStatsDocument, { fetchPolicy: 'cache-and-network' });
  return { stats: data?.adminBillingStats, loading: loading && !data, error };
}
export function usePastDue() {
  const { data, loading, error, fetchMore } = useQuery(AdminPastDueBalancesDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminPastDueBalances.pageInfo, fetchMore);
  return { rows: data?.adminPastDueBalances.items ?? [], loading: loading && !data, error, more };
}
export function useRecentInvoices() {
  const { data, loading, error } = useQuery(AdminRecentInvoicesDocument, { fetchPolicy: 'cache-and-network' });
  return { rows: data?.adminRecentInvoices ?? [], loading: loading && !data, error };
}
export function useBillingSearch(query: string) {
  const q = query.trim();
  const { data, loading } = useQuery(AdminBillingSearchDocument, { variables: { query: q }, skip: !q, fetchPolicy: 'cache-and-network' });
  return { rows: q ? (data?.adminBillingSearch ?? []) : [], loading: loading && !data };
}
export function useConsultationPayments() {
  const { data, loading, error, fetchMore } = useQuery(AdminConsultationPaymentsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminConsultationPayments.pageInfo, fetchMore);
  return { rows: data?.adminConsultationPayments.items ?? [], loading: loading && !data, error, more };
}
export function usePayouts() {
  const { data, loading, error, fetchMore } = useQuery(AdminPayoutsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.adminPayouts.pageInfo, fetchMore);
  return { rows: data?.adminPayouts.items ?? [], loading: loading && !data, error, more };
}

// No refetch: each decision's result is normalized into the cache by id, and adminReviewChanged
// carries the rest (the request, its lists, the tiles and billing figures); the payment, invoice
// and payout lists that no event carries are asked again by that live handler (./live.ts).

export function useApprovePayment() {
  const [mutate, result] = useMutation(ReleasePayoutDocument);
  const approve = useCallback((requestId: string, adminNotes?: string) => mutate({ variables: { requestId, adminNotes: adminNotes ?? null } }), [mutate]);
  return [approve, result] as const;
}
export function useRejectPayment() {
  const [mutate, result] = useMutation(AdminRejectPaymentDocument);
  const reject = useCallback((requestId: string, reason: string) => mutate({ variables: { requestId, reason } }), [mutate]);
  return [reject, result] as const;
}
export function useApproveTransaction() {
  const [mutate, result] = useMutation(AdminApproveTransactionDocument);
  const approve = useCallback((paymentId: string) => mutate({ variables: { paymentId } }), [mutate]);
  return [approve, result] as const;
}
export function useRejectTransaction() {
  const [mutate, result] = useMutation(AdminRejectTransactionDocument);
  const reject = useCallback((paymentId: string, reason: string) => mutate({ variables: { paymentId, reason } }), [mutate]);
  return [reject, result] as const;
}
export function useSimulateClientPayment() {
  const [mutate, result] = useMutation(AdminSimulateClientPaymentDocument);
  const pay = useCallback((requestId: string) => mutate({ variables: { requestId } }), [mutate]);
  return [pay, result] as const;
}
