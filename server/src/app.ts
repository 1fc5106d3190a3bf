import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import express from 'express';
import helmet from 'helmet';
import cookieParser from 'cookie-parser';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config';
import { buildAppSchema } from './graphql/schema';
import { PARSE_OPTIONS, VALIDATION_RULES, operationGuardsPlugin } from './graphql/limits';
import { createSubscriptionServer } from './http/subscription-server';
import { documentGate } from './http/document-gate';
import { queryStats, SQL_STATS_HEADER } from './db/query-stats';
import { makeFormatError } from './graphql/format-error';
import { buildContext, tokenFrom } from './http/viewer-context';
import type { AppContext } from './graphql/context';
import type { AppDeps } from './services';
import { createRestRouter } from './rest/router';
import { restErrorHandler } from './rest/error-handler';
import { hashPassword } from './modules/auth/password';
import { createRateLimits } from './shared/rate-limit';
import { createSignInThrottle, type Clock } from './shared/account-throttle';
import type { AppPubSub } from './graphql/pubsub';
import type Redis from 'ioredis';
import { OutboxDelivery } from './modules/outbox/outbox-delivery';
import { deliverAfterAnswer } from './modules/outbox/outbox';

export interface AppHandle {
  app: express.Express;
  httpServer: http.Server;
  deps: AppDeps;
  /** Delivers this process's share of the outbox (post-commit work). */
  outbox: OutboxDelivery;
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
  /** The sign-in throttle's clock (Date.now; tests move it forward instead of waiting). */
  now?: Clock;
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
  return (req, res, next) => (req.secure ? overHttps : overHttp)(req, res, next);
}

export async function createApp({ config, orm, pubsub, log, redis = null, now = Date.now }: CreateAppOptions): Promise<AppHandle> {
  const deps: AppDeps = {
    config,
    pubsub,
    log,
    limits: createRateLimits(redis, config.env === 'test' ? 1000 : 1),
    signInThrottle: createSignInThrottle(redis, now),
    adminPasswordHash: process.env.ADMIN_PASSWORD_HASH ? Promise.resolve(process.env.ADMIN_PASSWORD_HASH) : hashPassword(config.adminPassword),
  };
  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  const httpServer = http.createServer(app);

  const schema = await buildAppSchema(pubsub);
  const formatError = makeFormatError(log, { hideSchemaDetails: !config.introspection });
  const subscriptions = createSubscriptionServer({ httpServer, schema, orm, deps, log, formatError, clientIp });

  const apollo = new ApolloServer<AppContext>({
    schema,
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
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { async serverWillStart() { return { async drainServer() { await subscriptions.dispose(); } }; } },
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; the default cache-control plugin would wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      operationGuardsPlugin(schema),
    ],
  });
  await apollo.start();

  app.use(securityHeaders());
  app.use(pinoHttp({ logger: log, autoLogging: { ignore: (req) => req.url === '/healthz' } }));
  app.use(cookieParser());
  // Post-commit work a request writes to the outbox is delivered once its answer has gone out.
  app.use((_req, res, next) => deliverAfterAnswer(res, next));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await orm.em.fork().getConnection().execute('select 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'database unavailable' });
    }
  });

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
    documentGate(orm, formatError),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => buildContext(orm, deps, tokenFrom(req.headers, req.cookies), clientIp(req), req, res),
    }),
  );

  app.use(createRestRouter(orm, deps));
  app.use(restErrorHandler(log));

  // The built client, with the history fallback for every client route.
  const indexHtml = path.join(config.clientDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    app.use(express.static(config.clientDist, { index: false, maxAge: '1h' }));
    app.get(/^\/(?!api\/|auth\/|graphql).*/, (_req, res) => {
      res.sendFile(indexHtml);
    });
  } else {
    app.get('/', (_req, res) => {
      res.type('text').send('The client is not built yet: run `npm run build` (or `npm start`).');
    });
  }

  // Post-commit work written to the outbox: delivered by this process after the answers.
  const outbox = new OutboxDelivery(orm, pubsub, log);
  outbox.wake();

  return {
    app,
    httpServer,
    deps,
    outbox,
    async close() {
      // Apollo's drain plugin closes the HTTP server and waits for in-flight requests.
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      // Then what the last answers left in the outbox (another process or the next start delivers the rest).
      await outbox.idle();
      await outbox.stop();
    },
  };
}
