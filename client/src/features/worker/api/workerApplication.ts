import { useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { serverNow } from '../../../lib/server-clock';
import { graphql, useFragment as readFragment } from '../../../gql';
import { MeDocument } from '../../../shell/session/useMe';

/** The worker's application as its pages show it; a settings change answers with it, so the pages follow (no refetch). */
export const WorkerApplicationFields = graphql(`
  fragment WorkerApplication_provider on ServiceProvider {
    id
    name
    email
    phone
    zipCode
    serviceRadius
    status
    onboardingCompleted
    backgroundCheckStatus
    documentVerificationStatus
    rating
    completedJobs
    createdAt
    onboardingData
    offeredCategories {
      id
      name
      icon
    }
  }
`);

export const WorkerApplicationDocument = graphql(`
  query WorkerApplication {
    myProviderApplication {
      ...WorkerApplication_provider
    }
  }
`);

export function useWorkerApplication() {
  const { data, loading, error, refetch } = useQuery(WorkerApplicationDocument, { fetchPolicy: 'cache-and-network' });
  return { application: data?.myProviderApplication ? readFragment(WorkerApplicationFields, data.myProviderApplication) : null, loading: loading && !data, error, refetch };
}

/**
 * A notice about the worker's own account (approved, suspended, a check complete, a document
 * required) carries the account as it now stands (the application, normalized by id) and the
 * session (written where Me is read), so both update with no query. `after`: the notices since
 * the page read the account come first, so one sent between that read and this subscription is
 * not missed.
 */
export const WorkerAccountNoticeDocument = graphql(`
  subscription WorkerAccountNotice($after: DateTimeISO) {
    notificationAdded(after: $after) {
      id
      type
      provider {
        ...WorkerApplication_provider
      }
      viewer {
        ...Me_viewer
      }
    }
  }
`);

/** How far before the page's own read the notices are asked again (a request's time in flight, with room). */
const REPLAY_SLACK_MS = 60_000;

/** Keeps the application and the session's provider live while the worker waits for a decision. */
export function useWorkerAccountLive(): void {
  const [after] = useState(() => new Date(serverNow().getTime() - REPLAY_SLACK_MS).toISOString());
  useSubscription(WorkerAccountNoticeDocument, {
    variables: { after },
    onData: ({ client, data }) => {
      const viewer = data.data?.notificationAdded.viewer;
      if (viewer) client.cache.writeQuery({ query: MeDocument, data: { me: viewer } });
    },
  });
}
