import { redact } from './redact-url';

/** PostgreSQL's invalid_catalog_name: the database named in the URL does not exist. */
export function isMissingDatabase(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '3D000') return true;
    if (typeof e.message === 'string' && /database ".*" does not exist/.test(e.message)) return true;
  }
  return false;
}

/**
 * DATABASE_URL names a database that does not exist on its server. In production the server
 * does not create it (a typo in the URL would otherwise start an empty deployment): the
 * operator creates it, or corrects the URL.
 */
export class MissingDatabaseError extends Error {
  readonly databaseName: string;

  constructor(url: string) {
    const parsed = new URL(url);
    const name = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(none)';
    super(
      `Database "${name}" does not exist on ${parsed.hostname}:${parsed.port || '5432'} (DATABASE_URL ${redact(url)}). ` +
        `In production the server does not create databases: create it (createdb "${name}", or CREATE DATABASE "${name}") or correct DATABASE_URL.`,
    );
    this.name = 'MissingDatabaseError';
    this.databaseName = name;
  }
}
