import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** Subscriptions over graphql-ws on /graphql, connected on the first subscription (lazy) and retried. */
export function createRealtimeLink(on: { opened: (socket: WebSocket) => void; connected: () => void; closed: () => void }): GraphQLWsLink {
  const wsClient = createClient({
    url: wsUrl,
    lazy: true,
    retryAttempts: 8,
    on: {
      opened: (socket) => on.opened(socket as WebSocket),
      connected: () => on.connected(),
      closed: () => on.closed(),
    },
  });
  return new GraphQLWsLink(wsClient);
}
