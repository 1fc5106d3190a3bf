import cluster, { type Worker } from 'node:cluster';
import { fork as forkProcess } from 'node:child_process';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
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
 * glibc's malloc arenas for each API worker, unless the deployment sets its own: by default a
 * process may make up to eight per core as its threads (libuv's pool, V8's collector) allocate,
 * and an API process with ten thousand sockets keeps tens of MiB more resident in them than in
 * two. The Dockerfile sets the same for a single process; glibc reads it when a process starts.
 */
export const WORKER_MALLOC_ARENAS = '2';

/** Set for the child that prepares the database for the primary (main.ts runs start-up.ts's prepareOnly in it). */
export const PREPARE_ONLY = 'ELITE_PREPARE_ONLY';

/**
 * Runs this program again as a child that prepares the database and exits: migrations,
 * sealing, demo data under the start-up lock, the port held as "starting" while the database
 * is not there. The primary never loads the ORM itself. Resolves once the child exited 0; a
 * stop signal meanwhile stops the child and the primary.
 */
function prepareInChild(log: Logger): Promise<void> {
  const child = forkProcess(process.argv[1], process.argv.slice(2), { env: { ...process.env, [PREPARE_ONLY]: '1' }, execArgv: process.execArgv, stdio: 'inherit' });
  const stopBoth = (signal: NodeJS.Signals) => {
    log.info({ signal }, 'stopped while preparing the database');
    child.kill(signal);
    process.exit(1);
  };
  const onTerm = () => stopBoth('SIGTERM');
  const onInt = () => stopBoth('SIGINT');
  process.once('SIGTERM', onTerm);
  process.once('SIGINT', onInt);
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGTERM', onTerm);
      process.off('SIGINT', onInt);
      if (code === 0) resolve();
      else reject(new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * The cluster's primary (WEB_CONCURRENCY > 1): it does the start-up work once (data key, then
 * migrations, sealing, demo data under the start-up lock, in a short-lived child so the
 * primary stays small), then forks the API workers, which
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
  // Until the database answers the child retries with back-off, and the port answers "starting" (/readyz 503).
  await prepareInChild(log);

  // The workers' counters (without Redis) and the cluster's metrics: every worker's registry added up (prom-client).
  const aggregator = new AggregatorRegistry();
  servePrimary({ ...(config.redisUrl ? {} : primaryCounters()), clusterMetrics: () => aggregator.clusterMetrics() });

  const size = config.webConcurrency;
  const ready = new Set<Worker>();
  const restarts: number[] = [];
  let stopping = false;
  let announced = false;
  let failed = false;

  const fork = () => cluster.fork({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || WORKER_MALLOC_ARENAS });
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
