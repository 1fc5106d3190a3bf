import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import { hashPassword } from '../users/password';

/** How to turn admin password sign-in on, said once at start when it is off. */
export const ADMIN_ACCESS_OFF_MESSAGE =
  'Admin password sign-in (/admin-access) is off: no ADMIN_PASSWORD or ADMIN_PASSWORD_HASH is set, and production has no default. Set ADMIN_PASSWORD (hashed at start) or ADMIN_PASSWORD_HASH (an argon2id hash) to turn it on.';

/**
 * The hash /admin-access checks: ADMIN_PASSWORD_HASH, else ADMIN_PASSWORD hashed at start
 * (outside production, a known default); null, admin password sign-in is off (production
 * with neither set).
 */
export function adminPasswordHash(config: Pick<AppConfig, 'adminPassword' | 'adminPasswordHash'>): Promise<string | null> {
  if (config.adminPasswordHash) return Promise.resolve(config.adminPasswordHash);
  if (config.adminPassword) return hashPassword(config.adminPassword);
  return Promise.resolve(null);
}

/** Logs, once per deployment start (the single process, or a cluster's primary), that admin password sign-in is off and how to turn it on. */
export function warnIfAdminAccessOff(config: Pick<AppConfig, 'adminPassword' | 'adminPasswordHash'>, log: Pick<Logger, 'warn'>): void {
  if (!config.adminPassword && !config.adminPasswordHash) log.warn(ADMIN_ACCESS_OFF_MESSAGE);
}
