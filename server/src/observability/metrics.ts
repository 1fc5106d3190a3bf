import cluster from 'node:cluster';
import crypto from 'node:crypto';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RequestHandler } from 'express';

/**
 * The process's Prometheus metrics (prom-client): request and operation latency, errors by
 * code, and the gauges the app registers (live sockets, outbox, messages, database pool).
 * Node's own (event-loop lag, heap, GC, CPU) come from prom-client's default collectors. In a
 * cluster the primary adds every worker's registry together (cluster/primary.ts).
 */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics, eventLoopMonitoringPrecision: 20 });
if (cluster.isWorker) {
  // A cluster worker answers the primary's request for its registry (prom-client's cluster messages).
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metrics]);
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route (the route template, never the raw path) and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metrics],
});

export const graphqlDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL operations over HTTP by operation name and type',
  labelNames: ['operation', 'type'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metrics],
});

const errors = new Counter({
  name: 'app_errors_total',
  help: 'Error answers by transport (graphql, rest) and code (BAD_USER_INPUT, SERVICE_UNAVAILABLE, INTERNAL_SERVER_ERROR, ...)',
  labelNames: ['transport', 'code'] as const,
  registers: [metrics],
});

export function countError(transport: 'graphql' | 'rest', code: string): void {
  errors.inc({ transport, code });
}

/** A gauge read when scraped; `aggregator` says how the cluster's processes add up ('max' for figures read from the shared database). */
export function gaugeOnScrape(name: string, help: string, labelNames: string[], read: () => Promise<{ labels?: Record<string, string>; value: number }[]>, aggregator: 'sum' | 'max' = 'sum'): Gauge {
  return new Gauge({
    name,
    help,
    labelNames,
    aggregator,
    registers: [metrics],
    async collect() {
      this.reset();
      for (const { labels, value } of await read()) {
        if (labels) this.set(labels, value);
        else this.set(value);
      }
    },
  });
}

/**
 * Times every HTTP request. The route label is the matched Express route or REST template,
 * else the mount (`/graphql`, static assets, the client), so that ids in paths never become
 * labels.
 */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const end = httpDuration.startTimer();
    res.once('finish', () => {
      const template = (res.locals.routeTemplate as string | undefined) ?? (req.route?.path as string | undefined);
      const route = template ?? (req.originalUrl.startsWith('/graphql') ? '/graphql' : req.originalUrl.startsWith('/api/') || req.originalUrl.startsWith('/auth/') ? 'unmatched' : req.originalUrl.startsWith('/assets/') ? '/assets' : 'client');
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}

/**
 * `GET /metrics`, for a Prometheus scraper: off unless `METRICS_TOKEN` is set, and then only
 * with `Authorization: Bearer <token>`. `collect` answers the exposition text (this process's,
 * or the whole cluster's).
 */
export function metricsEndpoint(token: string | null, collect: () => Promise<string>): RequestHandler {
  const expected = token ? crypto.createHash('sha256').update(token).digest() : null;
  return async (req, res, next) => {
    if (!expected) {
      res.status(404).json({ error: 'Metrics are off: set METRICS_TOKEN to expose them' });
      return;
    }
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    if (!crypto.timingSafeEqual(crypto.createHash('sha256').update(given).digest(), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).json({ error: 'A metrics token is required' });
      return;
    }
    try {
      const text = await collect();
      res.setHeader('Content-Type', metrics.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.send(text);
    } catch (err) {
      next(err);
    }
  };
}
