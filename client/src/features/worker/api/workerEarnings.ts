import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/**
 * The worker's earnings as each screen shows them: the Earnings page (WorkerEarnings_figures),
 * the dashboard's banner and ring (WorkerDashboardEarnings_figures) and Performance Analytics
 * (WorkerAnalytics_earnings). The live job event and the resync (WorkerJobChanged,
 * WorkerLiveResync) select the same, so the figures they write are complete.
 */
export const WorkerEarningsDocument = graphql(`
  query WorkerEarnings {
    workerEarnings {
      ...WorkerEarnings_figures
      ...WorkerDashboardEarnings_figures
      ...WorkerAnalytics_earnings
    }
  }
`);

/** The worker's earnings, kept live by useWorkerJobsLive (the shell); each screen reads its own fragment. */
export function useWorkerEarnings(skip = false) {
  const { data, loading, error, refetch } = useQuery(WorkerEarningsDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { earnings: data?.workerEarnings ?? null, loading: loading && !data, error, refetch };
}
