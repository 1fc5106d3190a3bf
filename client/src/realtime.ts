import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { heardUntil, pingCheckpoint } from './lib/heard-until';
import { heardServerTime } from './lib/server-clock';

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** What a connection is to catch up on: since when (server time), after a lost connection or not, and whether the server dated the loss. */
export interface CatchUp {
  since: string | null;
  reconnect: boolean;
  handedOver: boolean;
}

/** The longest wait between two attempts to reconnect, before its random part (ms). */
export const RECONNECT_BACKOFF_MAX_MS = 30_000;

/**
 * How long the page waits before its n-th attempt to reconnect since its socket was last
 * acknowledged (ms). The first comes soon, 0.3 to 1.5 s after the loss, at random, so that the
 * sockets of a host that went away come back to the others spread over a second, not in one
 * instant: graphql-ws's own first wait (1.3 to 4 s) alone kept a person's live screens still
 * for seconds after a host was lost. The next ones back off as graphql-ws does, 2^n s plus 0.3
 * to 3 s, up to 30 s: the page keeps trying for as long as it is open (a laptop asleep, a train
 * tunnel), where graphql-ws's eight attempts gave up after about four minutes and left its live
 * screens still until a reload.
 */
export function reconnectDelay(retries: number, random = Math.random()): number {
  return retries === 0 ? 300 + random * 1200 : Math.min(2 ** retries * 1000, RECONNECT_BACKOFF_MAX_MS) + 300 + random * 2700;
}

/**
 * Subscriptions over graphql-ws on /graphql, connected on the first subscription (lazy) and
 * retried. Each connection hears what it is to catch up on, on the server's clock: the
 * acknowledgement of a connection gives the server's time (liveAt), and a socket was lost at
 * that time plus how long it stayed open, measured here (so the two clocks never meet); the
 * server reads a minute further back. A server restarting says itself until when the socket
 * heard everything (its close reason, lib/heard-until.ts): the loss is dated then, and the
 * server reads a few seconds back. So does a socket lost any other way once the server's
 * keep-alive pings have given it a checkpoint (every event before it written to this socket):
 * the loss is dated at the last one.
 */
export function createRealtimeLink(on: { opened: (socket: WebSocket) => void; connected: (catchUp: CatchUp) => void; closed: () => void }): GraphQLWsLink {
  /** The server's time when the socket last connected, and this page's clock then. */
  let connectedAt: { server: number; here: number } | null = null;
  /** When the last connection was lost (server time), and whether the server said so; read once by the next connection. */
  let lost: { at: string; handedOver: boolean } | null = null;
  /** The last checkpoint this connection's pings gave (server time). */
  let checkpoint: string | null = null;
  const wsClient = createClient({
    url: wsUrl,
    lazy: true,
    retryAttempts: Infinity,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
    on: {
      opened: (socket) => on.opened(socket as WebSocket),
      connected: (_socket, payload) => {
        const ack = payload as Record<string, unknown> | undefined;
        const liveAt = typeof ack?.liveAt === 'string' ? ack.liveAt : null;
        const previous = lost;
        lost = null;
        checkpoint = null;
        connectedAt = liveAt ? { server: Date.parse(liveAt), here: performance.now() } : null;
        if (liveAt) heardServerTime(Date.parse(liveAt));
        on.connected({ since: previous?.at ?? liveAt, reconnect: previous !== null, handedOver: previous?.handedOver ?? false });
      },
      ping: (received, payload) => {
        const at = received && connectedAt ? pingCheckpoint(payload) : null;
        if (at) checkpoint = at;
      },
      closed: (event) => {
        const handedOverAt = connectedAt ? (heardUntil((event ?? {}) as { code?: number; reason?: string }) ?? checkpoint) : null;
        checkpoint = null;
        if (handedOverAt) lost = { at: handedOverAt, handedOver: true };
        else if (connectedAt) lost = { at: new Date(connectedAt.server + (performance.now() - connectedAt.here)).toISOString(), handedOver: false };
        connectedAt = null;
        on.closed();
      },
    },
  });
  return new GraphQLWsLink(wsClient);
}
