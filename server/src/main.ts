import cluster from 'node:cluster';
import { loadConfig, type AppConfig } from './config';
import { createLogger } from './logger';
import { DEMO_SIGN_INS } from './db/seeders/demo-accounts';
import { warnIfAdminAccessOff } from './modules/auth/admin-access';
import { runPrimary, PREPARE_ONLY } from './cluster/primary';
import { loadDotEnv } from './dot-env';

/**
 * config -> (WEB_CONCURRENCY > 1: the cluster's primary, cluster/primary.ts, which has the
 * database prepared once by a short-lived child and forks the API workers) -> data key ->
 * database -> migrations, sealing, demo data (one process at a time; a cluster worker leaves
 * them to its primary's child) -> app -> listen (serve.ts); SIGTERM drains and closes.
 *
 * The app, the ORM and the seeders are loaded only by the processes that use them: the
 * primary of a cluster stays small.
 */
async function main() {
  loadDotEnv();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (process.env[PREPARE_ONLY] === '1') {
    const { prepareOnly } = await import('./start-up.js');
    await prepareOnly(config, log);
    process.exit(0);
  }
  // Said once per start: by the single process, or by the cluster's primary.
  if (cluster.isPrimary) warnIfAdminAccessOff(config, log);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    await runPrimary(config, log, () => printWelcome(config, log));
    return;
  }
  const { serve } = await import('./serve.js');
  await serve(config, log, cluster.isWorker, () => printWelcome(config, log));
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

main().catch((err) => {
  console.error(`Could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
