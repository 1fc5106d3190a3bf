import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** Subscriptions over graphql-ws on /graphql, connected on the first subscription (lazy) and retried. */
export function createRealtimeLink(on: { opened: (socket: WebSocket) => void; connected: (ack: Record<string, unknown> | undefined) => void; closed: (event: { code?: number; reason?: string }) => void }): GraphQLWsLink {
  const wsClient = createClient({
    url: wsUrl,
    lazy: true,
    retryAttempts: 8,
    on: {
      opened: (socket) => on.opened(socket as WebSocket),
      connected: (_socket, payload) => on.connected(payload as Record<string, unknown> | undefined),
      closed: (event) => on.closed((event ?? {}) as { code?: number; reason?: string }),
    },
  });
  return new GraphQLWsLink(wsClient);
}
