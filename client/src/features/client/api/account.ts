import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql } from '../../../gql';
import type { AddPaymentMethodInput, JoinWaitlistInput, SupportRequestInput, UpdateClientProfileInput } from '../../../gql/graphql';

export const MyClientProfileDocument = graphql(`
  query MyClientProfile {
    myClientProfile {
      id
      name
      email
      phone
      address
      city
      state
      zipCode
      preferredContactMethod
      emailNotifications
      smsNotifications
      marketingEmails
      appointmentReminders
      createdAt
    }
  }
`);

export const MyClientStatsDocument = graphql(`
  query MyClientStats {
    myClientStats {
      totalRequests
      completed
      averageRatingGiven
      reviewCount
      memberSince
      pendingProviderApplication
    }
  }
`);

export const UpdateMyClientProfileDocument = graphql(`
  mutation UpdateMyClientProfile($input: UpdateClientProfileInput!) {
    updateMyClientProfile(input: $input) {
      id
      name
      email
      phone
      address
      city
      state
      zipCode
      preferredContactMethod
      emailNotifications
      smsNotifications
      marketingEmails
      appointmentReminders
    }
  }
`);

export const MyBillingDocument = graphql(`
  query MyBilling($first: Int, $after: String) {
    myBilling(first: $first, after: $after) {
      items {
      requestId
      title
      categoryName
      providerName
      invoiceNumber
      status
      kind
      totalCents
      amountDueCents
      dueFor
      requestStatus
      date
      paymentMethod
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const MyReviewsDocument = graphql(`
  query MyReviews($first: Int, $after: String) {
    myReviews(first: $first, after: $after) {
      items {
      id
      requestId
      workerRating
      serviceRating
      comment
      createdAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const MyPaymentMethodsDocument = graphql(`
  query MyPaymentMethods {
    myPaymentMethods {
      id
      kind
      label
      brand
      last4
      isDefault
      createdAt
    }
  }
`);

export const AddPaymentMethodDocument = graphql(`
  mutation AddPaymentMethod($input: AddPaymentMethodInput!) {
    addPaymentMethod(input: $input) {
      id
      kind
      label
      brand
      last4
      isDefault
      createdAt
    }
  }
`);

export const SetDefaultPaymentMethodDocument = graphql(`
  mutation SetDefaultPaymentMethod($id: ID!) {
    setDefaultPaymentMethod(id: $id) {
      id
      isDefault
    }
  }
`);

export const RemovePaymentMethodDocument = graphql(`
  mutation RemovePaymentMethod($id: ID!) {
    removePaymentMethod(id: $id) {
      id
      isDefault
    }
  }
`);

export const MyReferralDocument = graphql(`
  query MyReferral {
    myReferral {
      code
      referred
      qualified
      earnedCents
      bonusCents
      requiredJobs
    }
  }
`);

export const SubmitSupportRequestDocument = graphql(`
  mutation SubmitSupportRequest($input: SupportRequestInput!) {
    submitSupportRequest(input: $input) {
      id
      status
    }
  }
`);

export const JoinWaitlistDocument = graphql(`
  mutation JoinWaitlist($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input) {
      alreadyJoined
      entry {
        id
        email
        zipCode
      }
    }
  }
`);

export function useMyClientProfile(skip = false) {
  const { data, loading, error } = useQuery(MyClientProfileDocument, { skip });
  return { profile: data?.myClientProfile ?? null, loading: loading && !data, error };
}

export function useMyClientStats() {
  const { data, loading } = useQuery(MyClientStatsDocument, { fetchPolicy: 'cache-and-network' });
  return { stats: data?.myClientStats ?? null, loading: loading && !data };
}

export function useUpdateClientProfile() {
  const [mutate, result] = useMutation(UpdateMyClientProfileDocument);
  const save = useCallback((input: UpdateClientProfileInput) => mutate({ variables: { input } }), [mutate]);
  return [save, result] as const;
}

export function useMyBilling() {
  const { data, loading, error, fetchMore } = useQuery(MyBillingDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.myBilling.pageInfo, fetchMore);
  return { entries: data?.myBilling.items ?? [], loading: loading && !data, error, more };
}

export function useMyReviews() {
  const { data, loading, fetchMore } = useQuery(MyReviewsDocument, { fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.myReviews.pageInfo, fetchMore);
  return { reviews: data?.myReviews.items ?? [], loading: loading && !data, more };
}

export function useMyPaymentMethods() {
  const { data, loading } = useQuery(MyPaymentMethodsDocument, { fetchPolicy: 'cache-and-network' });
  return { methods: data?.myPaymentMethods ?? [], loading: loading && !data };
}

/** Adds a method and appends it to the cached list. */
export function useAddPaymentMethod() {
  const [mutate, result] = useMutation(AddPaymentMethodDocument, {
    update(cache, { data }) {
      const added = data?.addPaymentMethod;
      if (!added) return;
      cache.updateQuery({ query: MyPaymentMethodsDocument }, (existing) => (existing ? { myPaymentMethods: [...existing.myPaymentMethods, added] } : existing));
    },
  });
  const add = useCallback((input: AddPaymentMethodInput) => mutate({ variables: { input } }), [mutate]);
  return [add, result] as const;
}

export function useSetDefaultPaymentMethod() {
  const [mutate, result] = useMutation(SetDefaultPaymentMethodDocument);
  const setDefault = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [setDefault, result] as const;
}

/** Removes a method; the list is what the server returns (another may have become default). */
export function useRemovePaymentMethod() {
  const [mutate, result] = useMutation(RemovePaymentMethodDocument, {
    update(cache, { data }) {
      const left = new Set((data?.removePaymentMethod ?? []).map((m) => m.id));
      cache.updateQuery({ query: MyPaymentMethodsDocument }, (existing) => (existing ? { myPaymentMethods: existing.myPaymentMethods.filter((m) => left.has(m.id)) } : existing));
    },
  });
  const remove = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [remove, result] as const;
}

export function useMyReferral() {
  const { data, loading } = useQuery(MyReferralDocument);
  return { referral: data?.myReferral ?? null, loading: loading && !data };
}

export function useSubmitSupportRequest() {
  const [mutate, result] = useMutation(SubmitSupportRequestDocument);
  const submit = useCallback((input: SupportRequestInput) => mutate({ variables: { input } }), [mutate]);
  return [submit, result] as const;
}

export function useJoinWaitlist() {
  const [mutate, result] = useMutation(JoinWaitlistDocument);
  const join = useCallback((input: JoinWaitlistInput) => mutate({ variables: { input } }), [mutate]);
  return [join, result] as const;
}
