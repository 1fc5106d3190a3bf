import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CheckoutQuoteDocument = graphql(`
  query CheckoutQuote($requestId: ID!) {
    checkoutQuote(requestId: $requestId) {
      requestId
      title
      dueFor
      amountCents
      appointmentFeePaid
    }
  }
`);

export const PayConsultationFeeDocument = graphql(`
  mutation PayConsultationFee($input: PayInput!) {
    payConsultationFee(input: $input) {
      payment {
        id
        amountCents
        gatewayTransactionId
      }
      request {
        id
        status
        displayStatus
        appointmentFeePaid
        paymentStatus
      }
    }
  }
`);

export const PayServiceBalanceDocument = graphql(`
  mutation PayServiceBalance($input: PayInput!) {
    payServiceBalance(input: $input) {
      payment {
        id
        amountCents
        gatewayTransactionId
      }
      request {
        id
        balancePaid
        invoicePaid
      }
    }
  }
`);

export type PayMethod = 'google_pay' | 'apple_pay' | 'card';

export interface PayArgs {
  requestId: string;
  method: PayMethod;
  /** one key per attempt: a retry of the same attempt never charges twice */
  idempotencyKey: string;
  /** the simulated gateway declines the token 'decline' */
  token?: string | null;
}

/** A fresh attempt key. */
export function newAttemptKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function useCheckoutQuote(requestId: string | null) {
  const { data, loading, error } = useQuery(CheckoutQuoteDocument, { variables: { requestId: requestId ?? '' }, skip: !requestId, fetchPolicy: 'network-only' });
  return { quote: data?.checkoutQuote ?? null, loading: loading && !data, error };
}

const AFTER_PAYMENT = ['MyRequests', 'MyBilling', 'RequestDetail'];

export function usePayConsultationFee() {
  const [mutate, result] = useMutation(PayConsultationFeeDocument, { refetchQueries: AFTER_PAYMENT });
  const pay = useCallback((a: PayArgs) => mutate({ variables: { input: { requestId: a.requestId, method: a.method, idempotencyKey: a.idempotencyKey, token: a.token ?? null } } }), [mutate]);
  return [pay, result] as const;
}

export function usePayServiceBalance() {
  const [mutate, result] = useMutation(PayServiceBalanceDocument, { refetchQueries: AFTER_PAYMENT });
  const pay = useCallback((a: PayArgs) => mutate({ variables: { input: { requestId: a.requestId, method: a.method, idempotencyKey: a.idempotencyKey, token: a.token ?? null } } }), [mutate]);
  return [pay, result] as const;
}
