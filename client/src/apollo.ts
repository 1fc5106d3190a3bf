import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Observable, type Subscription } from 'rxjs';
import { connectionField } from './lib/pagination';

/** Same-origin GraphQL over HTTP; the session is an httpOnly cookie, so credentials are sent. */
const httpLink = new HttpLink({ uri: '/graphql', credentials: 'include' });

let activeSocket: WebSocket | null = null;

/**
 * The websocket authenticates with the cookie at connect time. After a sign-in, sign-out
 * or impersonation switch, reconnect so live subscriptions run as the new session.
 * graphql-ws retries on this close code and re-subscribes active operations.
 */
export function restartRealtime(): void {
  if (activeSocket && activeSocket.readyState === WebSocket.OPEN) {
    activeSocket.close(4205, 'Client Restart');
  }
}

let realtime: Promise<ApolloLink> | null = null;

/** The graphql-ws client and its link (./realtime), loaded by the first subscription: a visitor never needs them. */
function loadRealtime(): Promise<ApolloLink> {
  realtime ??= import('./realtime').then(
    ({ createRealtimeLink }) =>
      createRealtimeLink({
        opened: (socket) => {
          activeSocket = socket;
        },
        // Events published before the subscriptions were in place (while the socket was down, or
        // between a page's first query and its subscribe) are not replayed: once the socket is
        // connected and the subscriptions registered, bring every screen on display up to date.
        // The server closes the socket with 4503 when its event bus lost events (graphql/events-missed.ts):
        // graphql-ws retries that code, so the catch-up runs then too.
        // Each refetch answered is counted in <html data-live-synced> (the browser tests wait for it).
        connected: () => {
          setTimeout(
            () =>
              void apolloClient
                .refetchQueries({ include: 'active' })
                .catch(() => undefined)
                .finally(() => {
                  const html = document.documentElement;
                  html.dataset.liveSynced = String(Number(html.dataset.liveSynced ?? 0) + 1);
                }),
            300,
          );
        },
        closed: () => {
          activeSocket = null;
        },
      }),
    (error: unknown) => {
      realtime = null; // a failed chunk load is tried again by the next subscription
      throw error;
    },
  );
  return realtime;
}

const wsLink = new ApolloLink(
  (operation, forward) =>
    new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let done = false;
      loadRealtime().then(
        (link) => {
          if (!done) subscription = link.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        done = true;
        subscription?.unsubscribe();
      };
    }),
);

const link = ApolloLink.split(
  ({ query }) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  },
  wsLink,
  httpLink,
);

export const apolloClient = new ApolloClient({
  link,
  cache: new InMemoryCache({
    typePolicies: {
      // The viewer is a singleton per session (the server names the type ViewerType).
      ViewerType: { keyFields: [] },
      Viewer: { keyFields: [] },
      // One open job in the worker's queue: a list item and a queueChanged item are the same cache object.
      QueueItem: { keyFields: ['request', ['id']] },
      // Completed Jobs of one sort: the totals are replaced, the pages of jobs appended.
      AdminCompletedJobs: { merge: true, fields: { jobs: connectionField() } },
      Query: {
        fields: {
          notifications: connectionField(),
          myRequests: connectionField(),
          myServiceHistory: connectionField(),
          myBilling: connectionField(),
          myJobs: connectionField(['scope']),
          openJobs: connectionField(),
          adminServiceRequests: connectionField(['status']),
          adminPendingPaidRequests: connectionField(),
          adminQueuedRequests: connectionField(),
          adminClients: connectionField(),
          adminProviders: connectionField(),
          adminWorkerApplications: connectionField(),
          adminAuditEvents: connectionField(['requestId']),
          adminConsultationPayments: connectionField(),
          adminPayouts: connectionField(),
          adminInvoicesPendingApproval: connectionField(),
          adminActiveJobs: connectionField(),
          adminSchedule: connectionField(),
          adminAssignmentBoard: connectionField(),
          adminReviewQueue: connectionField(),
          adminPastDueBalances: connectionField(),
          adminMessages: connectionField(['state']),
          adminRefundDeadlines: connectionField(),
          myReviews: connectionField(),
        },
      },
    },
  }),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
  },
});
