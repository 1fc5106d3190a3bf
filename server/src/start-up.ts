import type { Logger } from 'pino';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { whileWaitingForDatabase } from './http/waiting-server';
import { prepareDatabase } from './db/prepare';

/** Opens the database for a start: retried with back-off, and the port answers "starting" (/readyz 503) meanwhile. */
export function openForStart(config: AppConfig, log: Pick<Logger, 'info'>): Promise<Database> {
  return whileWaitingForDatabase(config, (onRetry) => openDatabase(config, (m) => log.info(m), { retries: Infinity, onRetry }));
}

/** The start-up work, once per start (under the start-up lock): migrations, sealing, the catalog and demo data, each logged when it did something. */
export async function prepareForStart(db: Database, config: AppConfig, log: Pick<Logger, 'info'>): Promise<void> {
  const { applied, sealed, catalog, seeded } = await prepareDatabase(db.orm, { seed: config.seedDemoData });
  if (applied.length) log.info({ applied }, 'migrations applied');
  if (sealed) log.info({ sealed }, 'bank account numbers stored as digits were encrypted');
  if (catalog) log.info('service catalog loaded into the empty database');
  if (seeded) log.info('demo data loaded into the empty database');
}

/**
 * The cluster primary's start-up work, done by a short-lived child process (`PREPARE_ONLY`):
 * the primary itself never loads the ORM, its entities or the seeders, and stays a small
 * process for as long as the cluster runs. The child opens the database (holding the port as
 * "starting" while it waits), prepares it, closes it and exits 0.
 */
export async function prepareOnly(config: AppConfig, log: Pick<Logger, 'info'>): Promise<void> {
  const db = await openForStart(config, log);
  try {
    await prepareForStart(db, config, log);
  } finally {
    await db.close();
  }
}
