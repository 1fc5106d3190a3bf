import 'reflect-metadata';
import cluster from 'node:cluster';
import Redis from 'ioredis';
import { loadConfig, type AppConfig } from './config';
import { createLogger } from './logger';
import { openDatabase } from './db/database';
import { whileWaitingForDatabase } from './http/waiting-server';
import { prepareDatabase } from './db/prepare';
import { useDataKey } from './shared/data-encryption';
import { useVapidKeys } from './shared/vapid-keys';
import { createApp } from './app';
import { createAppPubSub } from './events/pubsub';
import { RedisHealth } from './shared/redis-health';
import { DEMO_SIGN_INS } from './db/seeders/demo-accounts';
import { warnIfAdminAccessOff } from './modules/auth/admin-access';
import { runPrimary } from './cluster/primary';
import { loadDotEnv } from './dot-env';
import { SOCKET_HAND_OVER_MS } from './http/subscription-server';

/**
 * config -> (WEB_CONCURRENCY > 1: the cluster's primary, cluster/primary.ts, which prepares the
 * database once and forks the API workers) -> data key -> database -> migrations, sealing, demo
 * data (one process at a time; a cluster worker leaves them to its primary) -> app -> listen;
 * SIGTERM drains and closes.
 */
async function main() {
  loadDotEnv();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  // Said once per start: by the single process, or by the cluster's primary.
  if (cluster.isPrimary) warnIfAdminAccessOff(config, log);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    await runPrimary(config, log, () => printWelcome(config, log));
    return;
  }
  await serve(config, log, cluster.isWorker);
}

/**
 * The welcome banner, for a person at a terminal. Under a process manager or a log collector
 * (stdout not a terminal) it is one JSON log line like every other.
 */
function printWelcome(config: AppConfig, log: ReturnType<typeof createLogger>): void {
  const url = `http://localhost:${config.port}`;
  if (!process.stdout.isTTY) {
    log.info({ url, workers: config.webConcurrency, demoData: config.seedDemoData }, 'listening');
    return;
  }
  const workers = config.webConcurrency > 1 ? ` (${config.webConcurrency} API workers)` : '';
  console.log(`\nElite Services Marketplace is running at ${url}${workers}\n`);
  if (config.seedDemoData) {
    console.log('Demo sign-ins:');
    for (const d of DEMO_SIGN_INS) console.log(`  ${d.label.padEnd(22)} ${d.how}`);
    const adminPassword = config.adminPasswordHash ? '(from ADMIN_PASSWORD_HASH)' : process.env.ADMIN_PASSWORD ? '(from ADMIN_PASSWORD)' : config.adminPassword;
    console.log(`  ${'Admin password'.padEnd(22)} ${adminPassword ?? '(off: set ADMIN_PASSWORD)'} at ${url}/admin-access\n`);
  }
}

/** One API process: on its own, or as a worker of the cluster (events and counters then go through Redis or the primary). */
async function serve(config: AppConfig, log: ReturnType<typeof createLogger>, inCluster: boolean) {
  const keySource = useDataKey(config);
  if (!inCluster) log.info({ keySource }, 'data encryption key loaded');
  const vapidSource = useVapidKeys(config);
  if (!inCluster) log.info({ vapidSource }, 'VAPID keys (push notifications) loaded');
  // Until the database answers: retried with back-off, and the port answers "starting" (/readyz 503).
  const db = inCluster
    ? await openDatabase(config, (m) => log.info(m), { retries: Infinity })
    : await whileWaitingForDatabase(config, (onRetry) => openDatabase(config, (m) => log.info(m), { retries: Infinity, onRetry }));
  if (!inCluster) {
    const { applied, sealed, catalog, seeded } = await prepareDatabase(db.orm, { seed: config.seedDemoData });
    if (applied.length) log.info({ applied }, 'migrations applied');
    if (sealed) log.info({ sealed }, 'bank account numbers stored as digits were encrypted');
    if (catalog) log.info('service catalog loaded into the empty database');
    if (seeded) log.info('demo data loaded into the empty database');
  }
  const pubsub = createAppPubSub(config.redisUrl, { cluster: inCluster, channelPrefix: config.redisPrefix, log });
  // Rate limits and sign-in throttles: an outage is logged once, and its end (redis-health.ts).
  const redis = config.redisUrl ? new RedisHealth(log, 'redis (rate limits)').watch(new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false, keyPrefix: config.redisPrefix })) : null;
  const handle = await createApp({ config, orm: db.orm, pubsub: pubsub.pubsub, log, redis, cluster: inCluster });
  await new Promise<void>((resolve) => handle.httpServer.listen(config.port, config.host, resolve));
  if (!inCluster) log.info({ mail: handle.messages.transports }, 'e-mail and text messages go to');
  if (!inCluster) printWelcome(config, log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Not ready from now on: a balancer checking /readyz sends new work elsewhere while this process still serves it.
    handle.drainReadiness();
    log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000 + SOCKET_HAND_OVER_MS + config.shutdownDelayMs);
    timer.unref();
    try {
      if (config.shutdownDelayMs) await new Promise((r) => setTimeout(r, config.shutdownDelayMs));
      // The balancer no longer sends this process new connections: its websockets move to the others a few at a time.
      await handle.handOverSockets(SOCKET_HAND_OVER_MS);
      await handle.close();
      log.debug('http server closed');
      await pubsub.close();
      redis?.disconnect();
      log.debug('event bus closed');
      await db.close();
      log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A worker whose primary is gone no longer shares its port: it finishes what it has and stops.
  if (inCluster) process.on('disconnect', () => void shutdown('primary gone'));
}

main().catch((err) => {
  console.error(`Could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
