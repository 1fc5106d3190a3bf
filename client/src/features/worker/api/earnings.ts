import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/pagination';
import { graphql, useFragment as readFragment } from '../../../gql';
import type { WorkerEarnings_FiguresFragment } from '../../../gql/graphql';

/** The worker's earnings figures: the query and the live job events (requestChanged, the resync) select them alike. */
export const WorkerEarningsFields = graphql(`
  fragment WorkerEarnings_figures on WorkerEarnings {
    weekCents
    monthCents
    potentialCents
    pendingCents
    totalCents
    weekStart
    monthStart
    week {
      day
      date
      cents
    }
    jobs {
      serviceCostCents
      payoutCents
      thisWeek
      thisMonth
      potential
      payoutStatus
      earnedAt
      request {
        id
        title
        completedAt
        displayStatus
        hundredDollarSpecial
        category {
          id
          name
          icon
        }
      }
    }
  }
`);

export const WorkerEarningsDocument = graphql(`
  query WorkerEarnings {
    workerEarnings { ...WorkerEarnings_figures }
  }
`);

/** The worker dashboard's cards and today's jobs: the query and the live job events select them alike. */
export const WorkerDashboardFields = graphql(`
  fragment WorkerDashboard_figures on WorkerDashboard {
    availableRequests
    activeJobs
    rating
    ratingCount
    completedJobs
    today {
      id
      title
      scheduledAt
      serviceAddress
      serviceCity
      clientName
      displayStatus
      category {
        id
        icon
        name
      }
    }
  }
`);

export const WorkerDashboardDocument = graphql(`
  query WorkerDashboard {
    workerDashboard { ...WorkerDashboard_figures }
  }
`);

export const WorkerRatingsDocument = graphql(`
  query WorkerRatings {
    workerRatings {
      average
      count
      elite
      standing
      breakdown {
        stars
        count
      }
      reviews {
        id
        requestId
        requestTitle
        clientName
        workerRating
        serviceRating
        comment
        createdAt
      }
    }
  }
`);

export const WorkerPayoutsDocument = graphql(`
  query WorkerPayouts($first: Int, $after: String) {
    myPayouts(first: $first, after: $after) {
      items {
      id
      requestId
      amountCents
      tipCents
      serviceCostCents
      status
      timing
      createdAt
      approvedAt
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export type Earnings = WorkerEarnings_FiguresFragment;
export type EarningsJob = Earnings['jobs'][number];

export function useWorkerEarnings(skip = false) {
  const { data, loading, error, refetch } = useQuery(WorkerEarningsDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { earnings: data ? readFragment(WorkerEarningsFields, data.workerEarnings) : null, loading: loading && !data, error, refetch };
}

export function useWorkerDashboard(skip = false) {
  const { data, loading, error, refetch } = useQuery(WorkerDashboardDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { dashboard: data ? readFragment(WorkerDashboardFields, data.workerDashboard) : null, loading: loading && !data, error, refetch };
}

export function useWorkerRatings(skip = false) {
  const { data, loading, error } = useQuery(WorkerRatingsDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { ratings: data?.workerRatings ?? null, loading: loading && !data, error };
}

export function useWorkerPayouts(skip = false) {
  const { data, loading, error, fetchMore } = useQuery(WorkerPayoutsDocument, { skip, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(data?.myPayouts.pageInfo, fetchMore);
  return { payouts: data?.myPayouts.items ?? [], loading: loading && !data, error, more };
}
