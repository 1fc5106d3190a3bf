import 'reflect-metadata';
import Redis from 'ioredis';
import type { AppConfig } from './config';
import type { createLogger } from './logger';
import { openDatabase } from './db/database';
import { useDataKey } from './shared/data-encryption';
import { useVapidKeys } from './shared/vapid-keys';
import { createApp } from './app';
import { createAppPubSub } from './events/pubsub';
import { RedisHealth } from './shared/redis-health';
import { HEARD_WAIT_MS, SOCKET_HAND_OVER_MS } from './http/subscription-server';
import { openForStart, prepareForStart } from './start-up';

/** One API process: on its own, or as a worker of the cluster (events and counters then go through Redis or the primary). */
export async function serve(config: AppConfig, log: ReturnType<typeof createLogger>, inCluster: boolean, onListening: () => void): Promise<void> {
  const keySource = useDataKey(config);
  if (!inCluster) log.info({ keySource }, 'data encryption key loaded');
  const vapidSource = useVapidKeys(config);
  if (!inCluster) log.info({ vapidSource }, 'VAPID keys (push notifications) loaded');
  // Until the database answers: retried with back-off, and the port answers "starting" (/readyz 503).
  const db = inCluster
    ? await openDatabase(config, (m) => log.info(m), { retries: Infinity })
    : await openForStart(config, log);
  if (!inCluster) await prepareForStart(db, config, log);
  const pubsub = createAppPubSub(config.redisUrl, { cluster: inCluster, channelPrefix: config.redisPrefix, log });
  // Rate limits and sign-in throttles: an outage is logged once, and its end (redis-health.ts).
  const redis = config.redisUrl ? new RedisHealth(log, 'redis (rate limits)').watch(new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false, keyPrefix: config.redisPrefix })) : null;
  const handle = await createApp({ config, orm: db.orm, pubsub: pubsub.pubsub, log, redis, cluster: inCluster });
  await new Promise<void>((resolve) => handle.httpServer.listen(config.port, config.host, resolve));
  if (!inCluster) log.info({ mail: handle.messages.transports }, 'e-mail and text messages go to');
  if (!inCluster) onListening();

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
    }, 15_000 + SOCKET_HAND_OVER_MS + HEARD_WAIT_MS + config.shutdownDelayMs);
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

