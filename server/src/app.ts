import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import express from 'express';
import helmet from 'helmet';
import cookieParser from 'cookie-parser';
import type { Logger } from 'pino';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { databaseUnavailableBeforeOperation, retryAfterPlugin } from './graphql/retry-after-plugin';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config';
import { buildAppSchema } from './graphql/schema';
import { compiledExecution } from './graphql/compiled-execution';
import { PARSE_OPTIONS, VALIDATION_RULES, operationGuardsPlugin } from './graphql/limits';
import { createSubscriptionServer } from './http/subscription-server';
import { READY_TIMEOUT_MS, readiness } from './http/readiness';
import { readinessConnection } from './db/readiness-connection';
import { httpDrain } from './http/http-drain';
import { documentGate } from './http/document-gate';
import { queryStats, SQL_STATS_HEADER } from './db/query-stats';
import { makeFormatError } from './graphql/format-error';
import { buildContext, freshViewerForWrite, tokenFrom } from './http/viewer-context';
import { requestLog } from './http/request-log';
import { noStore, sameOriginWrites } from './http/api-guards';
import { clientAssets, compressApiAnswers } from './http/client-assets';
import { pageDocument, type SessionFor } from './http/page-document';
import { ViewerCache } from './modules/auth/viewer-cache';
import { onSessionAccess } from './modules/auth/session-events';
import { announceViewerChanges } from './modules/auth/viewer-changes';
import { enablePreparedStatements } from './db/prepared';
import { clusterSignInThrottle } from './cluster/counters';
import type { AppContext } from './graphql/context';
import type { AppDeps } from './services';
import { createRestRouter } from './rest/router';
import { restErrorHandler } from './rest/error-handler';
import { adminPasswordHash } from './modules/auth/admin-access';
import { createRateLimits } from './shared/rate-limit';
import { createSignInThrottle, type Clock } from './shared/account-throttle';
import type { AppPubSub } from './events/pubsub';
import type Redis from 'ioredis';
import { OutboxLanes } from './modules/delivery/outbox-delivery';
import { deliverAfterAnswer } from './modules/outbox/outbox-commits';
import { MessageDispatcher } from './modules/messages/message-dispatcher';
import { MessageTimers } from './modules/messages/message-timers';
import { createMailTransport } from './modules/messages/mail-transport';
import { createSmsSender } from './modules/messages/sms-sender';
import { WebPushSender } from './modules/messages/push-sender';
import { vapidKeys } from './shared/vapid-keys';
import { useMessageIdDomain } from './modules/notifications/message-plan';
import { useNotificationClock } from './modules/notifications/notification-lifecycle';
import { SimulatedGateway, paymentGatewayOverride, type PaymentGateway } from './modules/payments/payment-gateway';
import { DatabaseGatewayLedger } from './modules/payments/gateway-ledger';
import { requestIds } from './observability/request-context';
import { graphqlDuration, httpMetrics, metrics, metricsEndpoint } from './observability/metrics';
import { admission } from './http/admission';
import { registerAppGauges } from './observability/app-gauges';
import { callPrimary } from './cluster/ipc';

export interface AppHandle {
  app: express.Express;
  httpServer: http.Server;
  deps: AppDeps;
  /** Delivers this process's share of the outbox (post-commit work). */
  outbox: OutboxLanes;
  /** Sends this process's share of the e-mails and text messages. */
  messages: MessageDispatcher;
  /** Visit reminders and 7-day refunds when due. */
  timers: MessageTimers;
  /** /readyz answers 503 from now on (a shutdown begins): the balancer sends new work elsewhere while this process still serves. */
  drainReadiness(): void;
  /** Closes this process's websockets evenly over `overMs`: their clients reconnect, through the balancer, to the other processes a few at a time. */
  handOverSockets(overMs: number): Promise<void>;
  /** Stop taking connections, let in-flight requests finish, then release everything. */
  close(): Promise<void>;
}

export interface CreateAppOptions {
  config: AppConfig;
  orm: MikroORM;
  pubsub: AppPubSub;
  log: Logger;
  /** Shared rate-limit counters across API processes; in-process counters without it. */
  redis?: Redis | null;
  /** The app's clock (Date.now; tests move it forward instead of waiting): sign-in throttle, reminders, refunds, message retries. */
  now?: Clock;
  /** Where money moves; by default the simulated processor, whose ledger is a table of the app's database. */
  gateway?: PaymentGateway;
  /** A worker of a cluster (main.ts): without Redis, its rate-limit and sign-in counters are the primary's. */
  cluster?: boolean;
}

function clientIp(req: express.Request | http.IncomingMessage): string {
  return ('ip' in req && typeof req.ip === 'string' ? req.ip : req.socket.remoteAddress) || 'unknown';
}

/**
 * Helmet's headers, with HSTS and CSP upgrade-insecure-requests only for requests that
 * arrived over HTTPS (req.secure: the socket, or a trusted proxy's X-Forwarded-Proto). A
 * plain-HTTP deployment opened at a LAN address keeps loading its own subresources.
 */
function securityHeaders(): express.RequestHandler {
  // Helmet's headers depend only on the directives and on req.secure: computed once for each.
  const capture = (middleware: ReturnType<typeof helmet>, secure: boolean): [string, string | number | readonly string[]][] => {
    const headers: [string, string | number | readonly string[]][] = [];
    const res = { setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, value]), removeHeader: () => undefined, getHeader: () => undefined };
    middleware({ secure, headers: {}, method: 'GET', url: '/' } as unknown as http.IncomingMessage, res as unknown as http.ServerResponse, (err?: unknown) => {
      if (err) throw err;
    });
    return headers;
  };
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  };
  const overHttps = helmet({ contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: [] } }, crossOriginEmbedderPolicy: false });
  const overHttp = helmet({ contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } }, crossOriginEmbedderPolicy: false, strictTransportSecurity: false });
  const https = capture(overHttps, true);
  const plain = capture(overHttp, false);
  return (req, res, next) => {
    for (const [name, value] of req.secure ? https : plain) res.setHeader(name, value);
    next();
  };
}

export async function createApp({ config, orm, pubsub, log, redis = null, now = Date.now, cluster = false, gateway }: CreateAppOptions): Promise<AppHandle> {
  const countersInPrimary = cluster && !redis;
  const viewers = new ViewerCache(config.viewerCacheMs);
  const deps: AppDeps = {
    config,
    pubsub,
    log,
    limits: createRateLimits(redis, config.rateLimitScale, { cluster: countersInPrimary }),
    signInThrottle: countersInPrimary ? clusterSignInThrottle() : createSignInThrottle(redis, now),
    adminPasswordHash: adminPasswordHash(config),
    now,
    gateway: gateway ?? paymentGatewayOverride() ?? new SimulatedGateway(new DatabaseGatewayLedger(orm)),
    viewers,
  };
  useMessageIdDomain(config.mailFrom);
  useNotificationClock(now);
  // Cached viewers go as soon as any API process announces a revocation, an access change or
  // a change of the user's own rows (auth/session-events.ts, auth/viewer-changes.ts).
  const stopHearing = onSessionAccess(pubsub, (event) => viewers.drop(event));
  announceViewerChanges(orm, pubsub);
  await enablePreparedStatements(orm);
  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Everything Express itself sends (res.send / res.json) is an API answer marked no-store
  // (http/api-guards.ts), which a browser never revalidates: hashing each answer for an ETag
  // would cost a digest of every body for nothing. The built assets keep the validators their
  // static server sets (http/client-assets.ts).
  app.set('etag', false);
  const httpServer = http.createServer(app);
  const drain = httpDrain(httpServer);

  const schema = await buildAppSchema(pubsub);
  const formatError = makeFormatError(log, { hideSchemaDetails: !config.introspection });
  const subscriptions = createSubscriptionServer({ httpServer, schema, orm, deps, log, formatError, clientIp });

  const apollo = new ApolloServer<AppContext>({
    // The app's schema, executed by compiled operations (graphql/compiled-execution.ts).
    gateway: compiledExecution(schema),
    introspection: config.introspection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown (SIGTERM drains HTTP, then events, then the database).
    stopOnTerminationSignals: false,
    formatError,
    // One operation pipeline for HTTP and the websocket (graphql/limits.ts).
    parseOptions: PARSE_OPTIONS,
    validationRules: [...VALIDATION_RULES],
    allowBatchedHttpRequests: false,
    plugins: [
      // Answers every request already taken, then closes (http/http-drain.ts); the websockets close with it.
      { async serverWillStart() { return { async drainServer() { await Promise.all([drain.drain(), subscriptions.dispose()]); } }; } },
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; the default cache-control plugin would wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      operationGuardsPlugin(schema),
      // Operation latency by name (graphql_operation_duration_seconds on /metrics).
      {
        async requestDidStart() {
          const end = graphqlDuration.startTimer();
          return {
            async willSendResponse({ operation, operationName }) {
              end({ operation: operationName ?? 'anonymous', type: operation?.operation ?? 'invalid' });
            },
          };
        },
      },
      retryAfterPlugin(),
      // A mutation reads its viewer from the database rather than the cache of recent sessions.
      {
        async requestDidStart() {
          return {
            async didResolveOperation({ operation, contextValue }) {
              if (operation?.operation !== 'query') await freshViewerForWrite(contextValue, deps);
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  app.use(requestIds());
  app.use(httpMetrics());
  app.use(securityHeaders());
  app.use(requestLog(log));
  app.use(cookieParser());
  // API answers are never cached; cookie-authenticated REST writes must come from the app (http/api-guards.ts).
  app.use(['/graphql', '/api', '/auth'], noStore);
  app.use(['/api', '/auth'], sameOriginWrites(config));
  // Post-commit work a request writes to the outbox is delivered once its answer has gone out.
  app.use((_req, res, next) => deliverAfterAnswer(res, next));
  // A bounded number of API requests in progress; the rest wait their turn, and those that waited too long are not worked.
  app.use(['/graphql', '/api', '/auth'], admission({ limit: config.apiRequestsInFlight, patienceMs: config.apiQueuePatienceMs }).handler);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // On a connection of its own: a pool busy to its last connection is not a database gone (db/readiness-connection.ts).
  const readyConnection = readinessConnection(orm);
  const ready = readiness(() => readyConnection.check(READY_TIMEOUT_MS));
  app.get('/readyz', ready.handler);

  // Prometheus: this process's registry, or in a cluster every worker's added up by the primary.
  registerAppGauges(orm, subscriptions.openSockets);
  app.get('/metrics', metricsEndpoint(config.metricsToken, cluster ? () => callPrimary<string>('clusterMetrics', [], 5000) : () => metrics.metrics()));
  app.use(['/graphql', '/api'], compressApiAnswers());

  if (config.sqlStats) {
    app.use(['/graphql', '/api'], (_req, res, next) => {
      const store = { count: 0 };
      // Set the header as the response starts: every statement of the request has run by then.
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
      res.writeHead = ((...args: unknown[]) => {
        if (!res.headersSent) res.setHeader(SQL_STATS_HEADER, String(store.count));
        return writeHead(...args);
      }) as typeof res.writeHead;
      queryStats.run(store, next);
    });
  }

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    documentGate(orm, formatError, viewers),
    expressMiddleware(apollo, {
      // A database fault while reading the caller's session answers 503 with Retry-After, as during the operation.
      context: async ({ req, res }) =>
        buildContext(orm, deps, tokenFrom(req.headers, req.cookies), clientIp(req), req, res).catch((err: unknown) => {
          throw databaseUnavailableBeforeOperation(err);
        }),
    }),
  );

  app.use(createRestRouter(orm, deps));
  app.use(restErrorHandler(log));

  // The built client (pre-compressed, hashed assets cached for good), and every client route's page with its first screen's preloads and session.
  const indexHtml = path.join(config.clientDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    const client = clientAssets(config.clientDist);
    // The session for a page load: the client's own Me query, run here for the page's cookie.
    const sessionFor: SessionFor = async (req, res, query) => {
      const token = tokenFrom(req.headers, req.cookies);
      if (!token) return { data: { me: null } };
      const contextValue = await buildContext(orm, deps, token, clientIp(req), req, res);
      const answer = await apollo.executeOperation({ query }, { contextValue });
      return answer.body.kind === 'single' && !answer.body.singleResult.errors ? { data: answer.body.singleResult.data } : null;
    };
    app.use(client);
    app.get(/^\/(?!api\/|auth\/|graphql|metrics$|healthz$|readyz$).*/, pageDocument(config.clientDist, sessionFor));
  } else {
    app.get('/', (_req, res) => {
      res.type('text').send('The client is not built yet: run `npm run build` (or `npm start`).');
    });
  }

  // Post-commit work written to the outbox: delivered by this process after the answers.
  const outbox = new OutboxLanes(orm, pubsub, log);
  outbox.wake();
  // E-mails and text messages the changes wrote, and the reminders and refunds as they fall due.
  const messages = new MessageDispatcher(orm, config, log, { mail: createMailTransport(config), sms: createSmsSender(config), push: new WebPushSender(vapidKeys(config)), now });
  messages.wake();
  const timers = new MessageTimers(orm, { log, now, gateway: deps.gateway }, config.schedulerIntervalSeconds);

  return {
    app,
    httpServer,
    deps,
    outbox,
    messages,
    timers,
    drainReadiness: ready.drain,
    handOverSockets: (overMs) => subscriptions.handOver(overMs),
    async close() {
      // Draining closes the HTTP server once every request taken has been answered (http/http-drain.ts).
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      // Then what the last answers left in the outbox (another process or the next start delivers the rest).
      await outbox.idle();
      await outbox.stop();
      await timers.stop();
      await messages.stop();
      stopHearing();
      await readyConnection.close();
    },
  };
}
