import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/**
 * The worker's cards and today's jobs as each screen shows them: the dashboard
 * (WorkerDashboard_figures) and Performance Analytics (WorkerAnalytics_dashboard). The live job
 * event (WorkerJobChanged) selects the same, so the figures it writes are complete.
 */
export const WorkerDashboardDocument = graphql(`
  query WorkerDashboard {
    workerDashboard {
      ...WorkerDashboard_figures
      ...WorkerAnalytics_dashboard
    }
  }
`);

/** The worker's dashboard figures, kept live by useWorkerJobsLive (the shell) and the queue events; each screen reads its own fragment. */
export function useWorkerDashboard(skip = false) {
  const { data, loading, error, refetch } = useQuery(WorkerDashboardDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { dashboard: data?.workerDashboard ?? null, loading: loading && !data, error, refetch };
}
