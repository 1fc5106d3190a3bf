import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { PaymentKind } from '../../../gql/graphql';
import { apiErrorInfo } from '../../../lib/errors';

export const ProcessPaymentDocument = graphql(`
  mutation ProcessPayment($input: ProcessPaymentInput!) {
    processPayment(input: $input) {
      payment {
        id
        kind
        amountCents
        tipCents
        gatewayTransactionId
      }
      request {
        id
        status
        displayStatus
        appointmentFeePaid
        paymentStatus
        balancePaid
        invoicePaid
        billingEntry {
          ...MyBilling_entry
        }
      }
    }
  }
`);

export type PayMethod = 'google_pay' | 'apple_pay' | 'card';

export interface PayArgs {
  requestId: string;
  /** the consultation fee or the service balance */
  kind: PaymentKind;
  method: PayMethod;
  /** one key per attempt: a retry of the same attempt never charges twice */
  idempotencyKey: string;
  /** the simulated gateway declines the token 'decline' */
  token?: string | null;
  /** the amount checkout showed: a different amount due is refused before any charge */
  expectedAmountCents?: number | null;
  /** with the balance: a tip for the worker, in cents (expectedAmountCents includes it) */
  tipCents?: number | null;
}

/** A fresh attempt key. */
export function newAttemptKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Whether a failed payment may be retried under the same attempt key: the answer never came
 * (the network, a 503). The server completes that attempt without charging twice. A decline
 * or a refusal ends the attempt: the next try takes a new key.
 */
export function keepsAttempt(error: unknown): boolean {
  const info = apiErrorInfo(error);
  return info.network || info.code === 'SERVICE_UNAVAILABLE';
}

/**
 * Pays the consultation fee or the service balance (PayArgs.kind). The answer carries the
 * request and its billing history row, which the cache puts in place (no refetch);
 * requestChanged carries the request to the other screens.
 */
export function useProcessPayment() {
  const [mutate, result] = useMutation(ProcessPaymentDocument);
  const pay = useCallback(
    (a: PayArgs) => mutate({ variables: { input: { requestId: a.requestId, kind: a.kind, method: a.method, idempotencyKey: a.idempotencyKey, token: a.token ?? null, expectedAmountCents: a.expectedAmountCents ?? null, tipCents: a.tipCents ?? null } } }),
    [mutate],
  );
  return [pay, result] as const;
}
