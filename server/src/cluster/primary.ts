import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/database';
import { whileWaitingForDatabase } from '../http/waiting-server';
import { prepareDatabase } from '../db/prepare';
import { useDataKey } from '../shared/data-encryption';
import { useVapidKeys } from '../shared/vapid-keys';
import { AggregatorRegistry } from 'prom-client';
import { servePrimary } from './ipc';
import { primaryCounters } from './counters';

/** How long the primary waits for its workers to finish after SIGTERM (each hands its websockets over within 5 s and drains within 15 s). */
const STOP_TIMEOUT_MS = 25_000;
/** A worker that dies after it served is replaced; more than this many deaths a minute stop the cluster. */
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * The cluster's primary (WEB_CONCURRENCY > 1): it does the start-up work once (data key,
 * migrations, sealing, demo data, under the start-up lock), then forks the API workers, which
 * share PORT (node:cluster hands each new connection to the next worker). Without Redis it
 * relays the event bus between the workers and keeps their rate-limit and sign-in counters
 * (cluster/ipc.ts, cluster/counters.ts). SIGTERM or SIGINT stops every worker gracefully (each
 * finishes its in-flight requests); the primary exits once all have. A worker that dies after
 * it served is replaced; one that dies while starting stops the cluster.
 */
export async function runPrimary(config: AppConfig, log: Logger, onListening: () => void): Promise<void> {
  const keySource = useDataKey(config);
  log.info({ keySource }, 'data encryption key loaded');
  // Made here when generated, so the workers read one key file.
  log.info({ vapidSource: useVapidKeys(config) }, 'VAPID keys (push notifications) loaded');
  // Until the database answers: retried with back-off, and the port answers "starting" (/readyz 503).
  const db = await whileWaitingForDatabase(config, (onRetry) => openDatabase(config, (m) => log.info(m), { retries: Infinity, onRetry }));
  try {
    const { applied, sealed, catalog, seeded } = await prepareDatabase(db.orm, { seed: config.seedDemoData });
    if (applied.length) log.info({ applied }, 'migrations applied');
    if (sealed) log.info({ sealed }, 'bank account numbers stored as digits were encrypted');
    if (catalog) log.info('service catalog loaded into the empty database');
    if (seeded) log.info('demo data loaded into the empty database');
  } finally {
    await db.close();
  }

  // The workers' counters (without Redis) and the cluster's metrics: every worker's registry added up (prom-client).
  const aggregator = new AggregatorRegistry();
  servePrimary({ ...(config.redisUrl ? {} : primaryCounters()), clusterMetrics: () => aggregator.clusterMetrics() });

  const size = config.webConcurrency;
  const ready = new Set<Worker>();
  const restarts: number[] = [];
  let stopping = false;
  let announced = false;
  let failed = false;

  const fork = () => cluster.fork();
  cluster.on('listening', (worker) => {
    ready.add(worker);
    if (!announced && ready.size >= size) {
      announced = true;
      log.info({ workers: size, port: config.port }, 'API workers listening');
      onListening();
    }
  });

  const stop = (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    failed ||= code !== 0;
    log.info({ signal }, 'shutting down: stopping the API workers');
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    for (const w of workers) if (!w.isDead()) w.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      log.error('API workers took too long to stop; exiting');
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS + config.shutdownDelayMs);
    timer.unref();
    if (workers.every((w) => w.isDead())) finish();
  };
  const finish = () => {
    if (failed) log.error('cluster stopped after a failure');
    else log.info('shut down cleanly: every API worker stopped');
    process.exit(failed ? 1 : 0);
  };

  cluster.on('exit', (worker, code, signal) => {
    const served = ready.delete(worker);
    if (stopping) {
      if (code !== 0 && code !== null) failed = true;
      if (Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead())) finish();
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'API worker died');
    if (!served) return stop('worker failed to start', 1);
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && now - restarts[0] > 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) return stop('workers keep dying', 1);
    fork();
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < size; i++) fork();
}
