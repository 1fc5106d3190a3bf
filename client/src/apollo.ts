import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type Reference } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Observable, type Subscription } from 'rxjs';
import { connectionField } from './lib/pagination';
import { resyncLive } from './lib/live-resync';

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
        // Events published while no subscription was listening (the socket was down, or between a
        // page's first query and its subscribe) are asked for once the socket is connected and the
        // subscriptions registered: each live part (lib/live-resync.ts) asks liveChangesSince for
        // what its subscription carried since then and applies it as it applies events; no other
        // query is sent. When the socket was lost is worked out by ./realtime, on the server's clock.
        // The server closes the socket with 4503 when its event bus lost events (graphql/events-missed.ts):
        // graphql-ws retries that code, so the resync runs then too.
        // Each resync answered is counted in <html data-live-synced> (the browser tests wait for it).
        connected: ({ since, reconnect, handedOver }) => {
          setTimeout(
            () =>
              void (since ? resyncLive(apolloClient, since, reconnect, handedOver) : apolloClient.refetchQueries({ include: 'active' }))
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

/**
 * Each HTTP request is sent from a task of its own. A screen's queries start together, when its
 * components subscribe after a render: sending them all there (the browser's fetch, and with
 * DevTools or Lighthouse attached the call stack it keeps for each) made one task of 100 ms and more
 * at 4x CPU slowdown on the admin dashboard's nine sections. Between them the page answers a tap.
 */
const requestInOwnTask = new ApolloLink(
  (operation, forward) =>
    new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      const timer = setTimeout(() => {
        subscription = forward(operation).subscribe(observer);
      }, 0);
      return () => {
        clearTimeout(timer);
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
  requestInOwnTask.concat(httpLink),
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
      // The billing history has one row per request: a payment's or a cancel's answer replaces it in place.
      BillingEntry: { keyFields: ['requestId'] },
      // The client's figures are one per session: any answer that carries them updates the dashboard.
      ClientStats: { keyFields: [] },
      // A visit's place in its series: its id is the series', shared by every visit, so it lives inside its visit.
      SeriesInfo: { keyFields: false },
      // A conversation's messages only grow: an answer computed before a message arrived (a query
      // in flight while the viewer sent one, a resync) keeps the messages the cache already has.
      Conversation: {
        fields: {
          messages: {
            merge(existing: readonly Reference[] = [], incoming: readonly Reference[], { readField }) {
              const byId = new Map<string, Reference>();
              for (const m of [...existing, ...incoming]) byId.set(String(readField('id', m)), m);
              return [...byId.entries()].sort(([a], [b]) => Number(a) - Number(b)).slice(-200).map(([, m]) => m);
            },
          },
          othersReadUpTo: { merge: (existing: number | undefined, incoming: number) => Math.max(existing ?? 0, incoming) },
        },
      },
      // The billing page's rows, one per payment, payout or request, so a live change's rows
      // (adminReviewChanged.adminMoney) update them wherever they are listed.
      AdminPaymentRow: { keyFields: ['payment', ['id']] },
      AdminPayoutRow: { keyFields: ['payout', ['id']] },
      AdminInvoiceRow: { keyFields: ['request', ['id']] },
      PastDueRecordType: { keyFields: ['requestId'] },
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
