import path from 'node:path';

/** Environment parsed and validated once; every other module reads from here. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  pgliteDir: string;
  redisUrl?: string;
  adminPassword: string;
  sessionTtlHours: number;
  cookieSecure: boolean;
  uploadDir: string;
  uploadMaxBytes: number;
  clientDist: string;
  logLevel: string;
  introspection: boolean;
  seedDemoData: boolean;
  googleClientId?: string;
  googleClientSecret?: string;
  publicUrl: string;
  /**
   * Browser origins, besides the app's own (PUBLIC_URL, or the Host the request was sent to),
   * allowed to open the GraphQL websocket. Outside production: the Vite dev and preview servers.
   */
  allowedOrigins: string[];
  /** Report SQL statements per request in the x-sql-statements header (benchmarks, tests). */
  sqlStats: boolean;
}

const root = path.resolve(__dirname, '..', '..');

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** The Vite dev server (5173) and preview server (4173), whose proxy forwards the websocket. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'];

function origins(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  return value.split(',').map((o) => o.trim()).filter(Boolean).map((o) => {
    try {
      return new URL(o).origin;
    } catch {
      throw new Error(`ALLOWED_ORIGINS must be a comma-separated list of origins (https://example.com), got "${o}"`);
    }
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = (env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development') as AppConfig['env'];
  const port = int('PORT', env.PORT, 3000);
  return {
    env: mode,
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: path.resolve(root, env.PGLITE_DIR || '.data/pglite'),
    redisUrl: env.REDIS_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || 'elite-admin-2026',
    sessionTtlHours: int('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 24 * 14),
    cookieSecure: bool(env.COOKIE_SECURE, false),
    uploadDir: path.resolve(root, env.UPLOAD_DIR || '.data/uploads'),
    uploadMaxBytes: int('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    clientDist: path.resolve(root, 'client', 'dist'),
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    introspection: bool(env.GRAPHQL_INTROSPECTION, mode !== 'production'),
    seedDemoData: bool(env.SEED_DEMO_DATA, true),
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    allowedOrigins: origins(env.ALLOWED_ORIGINS, mode === 'production' ? [] : DEV_ORIGINS),
    sqlStats: bool(env.SQL_STATS, false),
  };
}
