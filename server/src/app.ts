import http from 'node:http';
import { specifiedRules, validate } from 'graphql';
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
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config';
import { buildAppSchema } from './graphql/schema';
import { depthLimit, aliasLimit, complexityPlugin } from './graphql/limits';
import { queryStats, SQL_STATS_HEADER } from './db/query-stats';
import { makeFormatError } from './graphql/format-error';
import { buildContext, tokenFrom } from './http/viewer-context';
import type { AppContext } from './graphql/context';
import type { AppDeps } from './services';
import { createRestRouter } from './rest/router';
import { restErrorHandler } from './rest/error-handler';
import { hashPassword } from './modules/auth/password';
import { createRateLimits } from './shared/rate-limit';
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
}

function clientIp(req: express.Request | http.IncomingMessage): string {
  return ('ip' in req && typeof req.ip === 'string' ? req.ip : req.socket.remoteAddress) || 'unknown';
}

export async function createApp({ config, orm, pubsub, log, redis = null }: CreateAppOptions): Promise<AppHandle> {
  const deps: AppDeps = {
    config,
    pubsub,
    log,
    limits: createRateLimits(redis, config.env === 'test' ? 1000 : 1),
    adminPasswordHash: process.env.ADMIN_PASSWORD_HASH ? Promise.resolve(process.env.ADMIN_PASSWORD_HASH) : hashPassword(config.adminPassword),
  };
  const app = express();
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  const httpServer = http.createServer(app);

  const schema = await buildAppSchema(pubsub);
  const formatError = makeFormatError(log);
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>, { ctx?: AppContext }>(
    {
      schema,
      context: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const bearer = typeof params.authorization === 'string' ? { authorization: params.authorization } : {};
        const token = tokenFrom({ ...ctx.extra.request.headers, ...bearer });
        return buildContext(orm, deps, token, clientIp(ctx.extra.request));
      },
      validate: (schema, document) => validate(schema, document, [...specifiedRules, depthLimit(), aliasLimit()]),
      // Subscriptions report errors exactly as HTTP operations do (codes, hidden faults).
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e.toJSON(), e)),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors?.length ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) } : result,
    },
    wsServer,
  );

  const apollo = new ApolloServer<AppContext>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown (SIGTERM drains HTTP, then events, then the database).
    stopOnTerminationSignals: false,
    formatError,
    validationRules: [depthLimit(), aliasLimit()],
    allowBatchedHttpRequests: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; the default cache-control plugin would wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      complexityPlugin(schema),
    ],
  });
  await apollo.start();

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
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
