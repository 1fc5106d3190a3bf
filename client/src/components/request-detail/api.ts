import { useQuery } from '@apollo/client/react';
import { graphql, useFragment as readFragment } from '../../gql';
import type { RequestDetail_RequestFragment } from '../../gql/graphql';

/**
 * The request detail dialog's request: its status, people, billing and timeline. The detail
 * query and the live request events select it alike, so an event updates an open dialog.
 */
export const RequestDetailFields = graphql(`
  fragment RequestDetail_request on ServiceRequest {
    id
    title
    description
    notes
    status
    displayStatus
    priority
    serviceTypeName
    appointmentFeePaid
    paymentStatus
    estimatedCostCents
    actualCostCents
    isProjectWorkflow
    estimatedDuration
    serviceAddress
    serviceCity
    serviceState
    serviceZipCode
    preferredDate
    preferredTime
    specificTime
    alternativeTime1
    alternativeTime2
    scheduledAt
    createdAt
    completedAt
    rating
    categoryId
    clientId
    providerId
    category {
      id
      name
      icon
    }
    client {
      id
      name
      email
      phone
      address
      city
      state
      zipCode
    }
    provider {
      id
      name
      email
      phone
      rating
      ratingCount
    }
    invoices {
      id
      invoiceNumber
      status
      subtotalCents
      finalAmountCents
      paidAt
      notes
      createdAt
    }
    activities {
      id
      action
      description
      actorRole
      createdAt
      photos {
        id
        url
        originalName
        kind
      }
    }
    billing {
      consultationFeeCents
      consultationTotalCents
      serviceCostCents
      platformFeeCents
      salesTaxCents
      processingFeeCents
      tipCents
      serviceTotalCents
      consultationCreditCents
      balanceDueCents
      combinedTotalCents
      workerPayoutCents
      hundredDollarSpecial
      balancePaid
    }
  }
`);

export const RequestDetailDocument = graphql(`
  query RequestDetail($id: ID!) {
    serviceRequest(id: $id) {
      ...RequestDetail_request
    }
  }
`);

export type RequestDetail = RequestDetail_RequestFragment;

/** One request as the signed-in viewer may see it; skipped while `id` is null. */
export function useRequestDetail(id: string | null) {
  const { data, loading, error, refetch } = useQuery(RequestDetailDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  return { request: data ? readFragment(RequestDetailFields, data.serviceRequest) : null, loading: loading && !data, error, refetch };
}
