import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { connectionField } from './lib/pagination';

/** Same-origin GraphQL over HTTP; the session is an httpOnly cookie, so credentials are sent. */
const httpLink = new HttpLink({ uri: '/graphql', credentials: 'include' });

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

let activeSocket: WebSocket | null = null;

const wsClient = createClient({
  url: wsUrl,
  lazy: true,
  retryAttempts: 8,
  on: {
    opened: (socket) => {
      activeSocket = socket as WebSocket;
    },
    // Events published before the subscriptions were in place (while the socket was down, or
    // between a page's first query and its subscribe) are not replayed: once the socket is
    // connected and the subscriptions registered, bring every screen on display up to date.
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
  },
});

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

const wsLink = new GraphQLWsLink(wsClient);

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
