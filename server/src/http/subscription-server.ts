import type http from 'node:http';
import { GraphQLError, getOperationAST, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { WebSocket, WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppDeps } from '../services';
import type { AppContext } from '../graphql/context';
import { Topic } from '../events/pubsub';
import { CLOSE_EVENTS_MISSED, EVENTS_MISSED_REASON, onEventsMissed } from '../events/events-missed';
import { prepareOperation } from '../graphql/limits';
import { resolveViewer } from '../modules/auth/viewer';
import { buildContext, freshViewerForWrite, tokenFrom } from './viewer-context';
import { LiveSockets } from './live-sockets';
import { BoundedWebSocket, textFrameHeaderBytes, writeTextFrameHeader } from './bounded-websocket';
import { withoutHttp } from './document-gate';
import { withDeadline } from '../shared/deadline';
import { momentForSubscriptions, provenMoments } from './handed-out-moments';
import { checkpointPings } from './checkpoint-pings';
import { sharedSubscribe, type ShareKey } from '../graphql/shared-subscriptions';
import { queueShareKey } from '../modules/jobs/queue-events';
import type { QueueEvent } from '../events/pubsub';

/** The largest websocket message accepted (ws closes the socket with 1009 past it). */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** Operations one socket may run at once; the next subscribe is answered TOO_MANY_REQUESTS. */
export const MAX_OPERATIONS_PER_SOCKET = 20;

export interface SubscriptionServerOptions {
  httpServer: http.Server;
  schema: GraphQLSchema;
  orm: MikroORM;
  deps: AppDeps;
  log: Logger;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  clientIp: (req: http.IncomingMessage) => string;
}

type ConnectionParams = Record<string, unknown>;

/**
 * The subscriptions whose answers many sockets share (shared-subscriptions.ts): a queue change
 * is the same for workers at the same distance from the job; a request change is the same for
 * every admin. The others (notifications, a person's own requests) are each viewer's own.
 */
const SHARED_ANSWERS: Record<string, ShareKey> = {
  queueChanged: (payload, ctx) => queueShareKey(ctx.readModels ?? ctx.em, ctx.viewer, payload as QueueEvent),
  adminReviewChanged: (_payload, ctx) => (ctx.viewer?.sessionRole === 'admin' ? 'admins' : null),
};
interface Extra {
  socket: WebSocket;
  request: http.IncomingMessage;
}

/**
 * Whether a request with this Origin comes from the app itself: its origin (scheme://host:port,
 * compared whole) is the app's public URL's, a configured origin, or the origin the request
 * was sent to (`scheme`, as the app sees it behind its trusted proxy, and the Host header). An
 * Origin that is not exactly an origin (userinfo such as http://evil@host, a path) is refused.
 * Without Origin (server-side integrators with Bearer tokens) it is allowed: websocket upgrades
 * use it so (cross-site websocket hijacking needs a browser, which always sends Origin).
 */
export function originAllowed(origin: string | undefined, host: string | undefined, publicUrl: string, allowed: readonly string[], scheme: string): boolean {
  if (!origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.username || url.password || url.origin.toLowerCase() !== origin.toLowerCase()) return false;
  if (url.origin === new URL(publicUrl).origin || allowed.includes(url.origin)) return true;
  if (!host) return false;
  let own: URL;
  try {
    own = new URL(`${scheme}://${host}`);
  } catch {
    return false;
  }
  return !own.username && !own.password && url.origin === own.origin;
}

/** The scheme a websocket upgrade came in by: TLS on the socket, else a trusted proxy's X-Forwarded-Proto, else http. */
function upgradeScheme(req: http.IncomingMessage, trustProxy: unknown): string {
  if ((req.socket as { encrypted?: boolean }).encrypted) return 'https';
  const forwarded = trustProxy ? String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim().toLowerCase() : '';
  return forwarded === 'https' ? 'https' : 'http';
}

/** How long a shutting-down process takes to close its websockets, evenly (closeGradually). */
export const SOCKET_HAND_OVER_MS = 5_000;

/** The close code of a socket handed over during a shutdown: 1012 "service restart", which graphql-ws clients retry (through the balancer, to another process). */
export const CLOSE_SERVICE_RESTART = 1012;

/** The reason of a socket handed over (CLOSE_SERVICE_RESTART). */
export const SERVICE_RESTART_REASON = 'Service restarting';

/**
 * Closes `sockets` evenly over `overMs` (in slices a tenth of a second apart), so their clients
 * reconnect to the other processes a few at a time: all at once, a process's hundreds of sockets
 * arrived together with their catch-up reads, and the processes left took seconds to answer
 * their health checks. `reason` gives each slice's close reason; a slice that waits for it (its
 * sockets written to) closes when it has it, while the next slices start on time, so the slices'
 * waits overlap instead of adding up. Resolves once every slice is closed.
 */
export async function closeGradually<S extends { close(code: number, reason: string): void }>(
  sockets: readonly S[],
  overMs: number,
  reason: (slice: readonly S[]) => string | Promise<string> = () => SERVICE_RESTART_REASON,
): Promise<void> {
  const slices = Math.max(1, Math.ceil(overMs / 100));
  const perSlice = Math.ceil(sockets.length / slices);
  const closed: Promise<void>[] = [];
  for (let i = 0; i < sockets.length; i += perSlice) {
    const slice = sockets.slice(i, i + perSlice);
    const close = (text: string) => {
      for (const socket of slice) socket.close(CLOSE_SERVICE_RESTART, text);
    };
    const why = reason(slice);
    if (typeof why === 'string') close(why);
    else closed.push(why.then(close, () => close(SERVICE_RESTART_REASON)));
    if (i + perSlice < sockets.length) await new Promise((r) => setTimeout(r, 100));
  }
  await Promise.all(closed);
}

/**
 * How long each slice of a hand-over may wait for its sockets to be written every event this
 * process had (the slices' waits overlap: the hand-over ends within its spread and this): past
 * it, the slice closes without a moment (its clients then read a minute back, RESYNC_SLACK_MS).
 */
export const HEARD_WAIT_MS = 2_000;

/**
 * The close reason of a handed-over socket that was written every event published before a
 * moment (server time): its client asks liveChangesSince from that moment with `handedOver`, and
 * is owed seconds of changes instead of a minute (graphql/resolvers/requests/live-resync.ts). The
 * events are those of the subscriptions whose answers are written as they are handed out (every
 * one liveChangesSince covers: requests, reviews, the queue); notifications catch up on their own.
 */
export const heardUntilReason = (at: Date) => `${SERVICE_RESTART_REASON}; heard until ${at.toISOString()}`;

/** How long a slice given an earlier proven moment waits for its answers already handed out to be written (executions still running). */
const WRITTEN_WAIT_MS = 200;

/**
 * The close reason of a slice of sockets being handed over: once every event that had reached
 * this process when asked is handed out (a turn of the event loop reads what arrived, then the
 * fan-out hands it to the subscriptions) and each of the slice's subscriptions has written its
 * answers, the moment asked is one before which the sockets heard everything they subscribed
 * to. Past `waitMs` (a busy process still handing out what it had), `proven` gives an earlier
 * moment already proven for the slice (handed-out-moments.ts: every event before it handed out,
 * the slice's subscriptions listening since before it), used once the answers handed out so far
 * are written; the client then reads a few seconds more, not a minute. Else the plain reason.
 */
export async function handedOverReason(handedOut: () => Promise<void>, written: () => Promise<unknown>, waitMs = HEARD_WAIT_MS, proven: () => Date | null = () => null): Promise<string> {
  const asked = new Date();
  const heard = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    await handedOut();
    await written();
  })();
  const late = new Error('not written in time');
  try {
    await withDeadline(heard, waitMs, () => late);
    return heardUntilReason(asked);
  } catch (error) {
    const earlier = error === late ? proven() : null;
    if (!earlier) return SERVICE_RESTART_REASON;
    // Everything handed out by now includes every event before the earlier moment: its answers written, that moment holds.
    return withDeadline(written(), WRITTEN_WAIT_MS, () => new Error('not written in time')).then(
      () => heardUntilReason(earlier),
      () => SERVICE_RESTART_REASON,
    );
  }
}

/** The last byte of a graphql-ws message. */
const CLOSING_BRACE = '}'.charCodeAt(0);

/**
 * GraphQL over graphql-ws on /graphql: the same operation pipeline as HTTP (size, parse,
 * validation, NUL, depth and complexity checks), bounded messages and operations per socket,
 * an Origin check on the upgrade, and sockets that close when their session is revoked (4401),
 * expires (4401) or its user's role or approval changes (4403), on every API process.
 */
export function createSubscriptionServer(o: SubscriptionServerOptions): { dispose(): Promise<void>; openSockets(): number; handOver(overMs: number): Promise<void> } {
  const { config } = o.deps;
  const wsServer = new WebSocketServer({
    server: o.httpServer,
    path: '/graphql',
    maxPayload: MAX_MESSAGE_BYTES,
    // Messages count as sent once queued; a socket that stops reading is closed (bounded-websocket.ts).
    WebSocket: BoundedWebSocket,
    verifyClient: (info: { origin: string; req: http.IncomingMessage }, done: (ok: boolean, code?: number, message?: string) => void) => {
      if (originAllowed(info.origin || undefined, info.req.headers.host, config.publicUrl, config.allowedOrigins, upgradeScheme(info.req, config.trustProxy))) done(true);
      else done(false, 403, 'Origin not allowed');
    },
  });
  const live = new LiveSockets();
  // Each socket's subscriptions, for a hand-over and a keep-alive to wait until their answers are written.
  type Operation = NonNullable<AppContext['live']>;
  const operations = new WeakMap<WebSocket, Map<string, Operation>>();
  const operationsOf = (sockets: readonly WebSocket[]) => sockets.flatMap((socket) => [...(operations.get(socket)?.values() ?? [])]);
  const allWritten = (ops: readonly Operation[]) => Promise.all(ops.map((op) => op.written?.()));
  // Moments before which this process had handed out every event it had, proven once a second: a slice of a hand-over
  // whose own moment is not proven in time is given the latest one its subscriptions were all listening before.
  const moments = provenMoments(() => o.deps.pubsub.handedOut());
  const provenFor = (ops: readonly Operation[]) =>
    momentForSubscriptions(
      moments.latest(),
      ops.map((op) => op.listeningSince),
    );
  // The keep-alive: each ping carries the socket's checkpoint, the latest proven moment when every subscription of the
  // socket that a catch-up covers was listening before it, once its answers handed out so far are written. A busy process
  // (its fan-out seconds behind) sends the ping later rather than without one, within half the interval, so that it is
  // still answered before the next is due; past that, it goes without.
  const pings = checkpointPings(async (socket) => {
    const mine = operationsOf([socket]);
    if (!mine.some((op) => op.listeningSince !== undefined)) return null;
    const at = provenFor(mine);
    if (!at) return null;
    await withDeadline(allWritten(mine), config.liveKeepAliveMs / 2, () => new Error('not written in time'));
    return at;
  }, config.liveKeepAliveMs);

  const tokenOf = (ctx: { connectionParams?: ConnectionParams; extra: Extra }): string | null => {
    const params = ctx.connectionParams ?? {};
    const bearer = typeof params.authorization === 'string' ? { authorization: params.authorization } : {};
    return tokenFrom({ ...ctx.extra.request.headers, ...bearer });
  };
  // What a socket's operations read of its upgrade request (the session's token, the caller's address), read once
  // the connection is initialised: the request itself (its headers, raw headers and stream state) is then let go
  // instead of being held for as long as the socket is open.
  const callers = new WeakMap<Extra, { token: string | null; ip: string }>();
  const callerOf = (ctx: { connectionParams?: ConnectionParams; extra: Extra }) => {
    let caller = callers.get(ctx.extra);
    if (!caller) {
      callers.set(ctx.extra, (caller = { token: tokenOf(ctx), ip: o.clientIp(ctx.extra.request) }));
      (ctx.extra as { request?: http.IncomingMessage }).request = undefined;
    }
    return caller;
  };
  // Answers as the client reads them: errors reported as over HTTP (codes, hidden faults).
  const formatted = (result: ExecutionResult) => (result.errors?.length ? { ...result, errors: result.errors.map((e) => withoutHttp(o.formatError(e.toJSON(), e))) } : result);
  // An answer many subscribers share (shared-subscriptions.ts) is made text once, as UTF-8 bytes, not once per socket.
  const texts = new WeakMap<ExecutionResult, Buffer>();
  const bytesOf = (result: ExecutionResult) => {
    let bytes = texts.get(result);
    if (bytes === undefined) texts.set(result, (bytes = Buffer.from(JSON.stringify(formatted(result)))));
    return bytes;
  };
  const tooMany = new GraphQLError(`Too many operations on this connection: at most ${MAX_OPERATIONS_PER_SOCKET} at once`, { extensions: { code: 'TOO_MANY_REQUESTS' } });

  const cleanup = useServer<ConnectionParams>(
    {
      schema: o.schema,
      // A fan-out executes once per distinct answer, not once per socket.
      subscribe: sharedSubscribe(SHARED_ANSWERS),
      // The session the socket was opened under: tracked until it is revoked or expires.
      // The acknowledgement carries the server's time (liveAt): after a later reconnect, the
      // client asks liveChangesSince(liveAt) for what it missed, on the server's clock.
      onConnect: async (ctx) => {
        const ack = { liveAt: new Date().toISOString() };
        const { token } = callerOf(ctx);
        pings.add(ctx.extra.socket);
        if (!token) return ack;
        const viewer = await resolveViewer(o.orm.em.fork(), token, o.deps.viewers);
        if (viewer) live.add(ctx.extra.socket, { sessionId: viewer.session.id, userId: viewer.userId, expiresAt: viewer.session.expiresAt });
        return ack;
      },
      onClose: (ctx) => {
        live.remove(ctx.extra.socket);
      },
      onPong: (ctx) => {
        pings.answered(ctx.extra.socket);
      },
      onComplete: (ctx, id) => {
        operations.get(ctx.extra.socket)?.delete(id);
      },
      onSubscribe: async (ctx, id, payload) => {
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_SOCKET) return [tooMany];
        // The viewer is resolved again for each operation, so it runs as what the session is now.
        const caller = callerOf(ctx);
        const contextValue: AppContext = await buildContext(o.orm, o.deps, caller.token, caller.ip, undefined, undefined, { onDemand: true });
        // A subscription that fell too far behind this socket's writes: the client reconnects and catches up.
        // Each answer is written as graphql-ws writes a `next` message, while the operation runs (the client
        // has not completed it and the socket is open).
        const socket = ctx.extra.socket;
        // The message is graphql-ws's `next` as bytes copied together (the answer's shared bytes between this
        // subscription's head and the closing brace) behind a text frame's header, in one buffer written in one
        // write (BoundedWebSocket.sendTextFrame): no string per socket to flatten and encode.
        // Kept as text and written into each message: a Buffer this small kept for as long as the socket is open would
        // be a slice of Node's shared 8 KiB pool and keep the whole slab it was cut from.
        const head = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
        const headBytes = Buffer.byteLength(head);
        const operation: NonNullable<AppContext['live']> = {
          eventsMissed: () => socket.close(CLOSE_EVENTS_MISSED, EVENTS_MISSED_REASON),
          next: (result) => {
            if (socket.readyState !== WebSocket.OPEN || !(id in ctx.subscriptions)) return;
            const answer = bytesOf(result);
            const length = headBytes + answer.length + 1;
            const frameHead = textFrameHeaderBytes(length);
            const frame = Buffer.allocUnsafe(frameHead + length);
            writeTextFrameHeader(frame, length);
            frame.write(head, frameHead);
            answer.copy(frame, frameHead + headBytes);
            frame[frame.length - 1] = CLOSING_BRACE;
            (socket as BoundedWebSocket).sendTextFrame(frame, frameHead);
          },
        };
        contextValue.live = operation;
        let mine = operations.get(socket);
        if (!mine) operations.set(socket, (mine = new Map()));
        mine.set(id, operation);
        const prepared = prepareOperation(o.schema, payload, !!contextValue.viewer);
        if (!('kind' in prepared)) return prepared;
        // A mutation over the socket reads its viewer from the database, as over HTTP.
        if (getOperationAST(prepared, payload.operationName)?.operation === 'mutation') await freshViewerForWrite(contextValue, o.deps);
        return { schema: o.schema, document: prepared, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      // Operations over the socket report errors exactly as HTTP operations do (codes, hidden faults).
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => withoutHttp(o.formatError(e.toJSON(), e))),
      onNext: (_ctx, _id, _payload, _args, result) => formatted(result),
    },
    wsServer,
    // No websocket ping frames: the keep-alive is graphql-ws's own ping, with the socket's checkpoint (checkpointPings).
    0,
  );

  // Revocations and access changes from any API process (through Redis when REDIS_URL is set).
  const events = o.deps.pubsub.subscribe(Topic.SessionAccess);
  void (async () => {
    try {
      for await (const event of events) live.apply(event);
    } catch (err) {
      o.log.error({ err }, 'session events stopped');
    }
  })();

  // Events this process's subscribers may have missed (Redis went away, or came back): every
  // socket closes with a code the client retries on, and the client catches up once reconnected.
  const stopResync = onEventsMissed(o.deps.pubsub, () => {
    for (const socket of wsServer.clients) socket.close(CLOSE_EVENTS_MISSED, EVENTS_MISSED_REASON);
  });

  return {
    openSockets: () => wsServer.clients.size,
    // Each slice waits up to HEARD_WAIT_MS for its moment while the next ones start on time: the hand-over ends within overMs + HEARD_WAIT_MS.
    handOver: (overMs) =>
      closeGradually([...wsServer.clients], overMs, (slice) => handedOverReason(() => o.deps.pubsub.handedOut(), () => allWritten(operationsOf(slice)), HEARD_WAIT_MS, () => provenFor(operationsOf(slice)))),
    async dispose() {
      stopResync();
      moments.stop();
      pings.stop();
      await events.return?.();
      await cleanup.dispose();
    },
  };
}
