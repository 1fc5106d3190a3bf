import type { MikroORM } from '@mikro-orm/postgresql';
import { gaugeOnScrape, metrics } from './metrics';

/** Knex's pool (tarn) as far as its counters go. */
interface PoolCounters {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * The gauges of one app, read when scraped: its open websockets, its database pool, and (from
 * the shared database, so the cluster reports the largest of its processes' readings, not their
 * sum) the outbox's depth and oldest undelivered event, and the e-mails and texts by state.
 * Registered again by a later app in the same process (tests): the newest app is the one read.
 */
export function registerAppGauges(orm: MikroORM, openSockets: () => number): void {
  for (const name of ['live_sockets', 'db_pool_connections', 'outbox_pending_events', 'outbox_oldest_pending_seconds', 'outbound_messages']) metrics.removeSingleMetric(name);
  gaugeOnScrape('live_sockets', 'Open graphql-ws sockets', [], async () => [{ value: openSockets() }]);
  gaugeOnScrape('db_pool_connections', 'Database pool connections by state (used, free, waiting: requests waiting for one)', ['state'], async () => {
    const pool = (orm.em.getConnection().getKnex().client as { pool?: PoolCounters }).pool;
    if (!pool) return [];
    return [
      { labels: { state: 'used' }, value: pool.numUsed() },
      { labels: { state: 'free' }, value: pool.numFree() },
      { labels: { state: 'waiting' }, value: pool.numPendingAcquires() },
    ];
  });
  const outbox = async () => {
    const [row] = await orm.em.fork().getConnection().execute<{ n: string; oldest: string | null }[]>(
      `select count(*) as n, extract(epoch from (now() - min(created_at))) as oldest from outbox_messages where delivered_at is null`,
    );
    return row;
  };
  gaugeOnScrape('outbox_pending_events', 'Post-commit events written but not yet delivered', [], async () => [{ value: Number((await outbox()).n) }], 'max');
  gaugeOnScrape('outbox_oldest_pending_seconds', 'Age of the oldest undelivered post-commit event', [], async () => [{ value: Number((await outbox()).oldest ?? 0) }], 'max');
  gaugeOnScrape(
    'outbound_messages',
    'E-mails and text messages by channel and state (queued, sending, sent, failed, skipped_...)',
    ['channel', 'state'],
    async () => {
      const rows = await orm.em.fork().getConnection().execute<{ channel: string; state: string; n: string }[]>('select channel, state, count(*) as n from outbound_messages group by channel, state');
      return rows.map((r) => ({ labels: { channel: r.channel, state: r.state }, value: Number(r.n) }));
    },
    'max',
  );
}
