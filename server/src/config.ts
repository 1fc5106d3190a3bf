import net from 'node:net';
import path from 'node:path';

/** Environment parsed and validated once; every other module reads from here. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  /** Connections the API process opens to DATABASE_URL at most. */
  databasePoolMax: number;
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
  /** Express's `trust proxy`: which peers' X-Forwarded-For / X-Forwarded-Proto are believed. */
  trustProxy: boolean | number | string;
  /** 32-byte key (base64 or hex) sealing bank account numbers; see shared/data-encryption.ts. */
  dataEncryptionKey?: string;
  /** Where the generated key is kept when DATA_ENCRYPTION_KEY is unset. */
  dataEncryptionKeyFile: string;
  /** DATA_ENCRYPTION_KEY_FILE was set on purpose (production accepts a key file only then). */
  dataEncryptionKeyFileSet: boolean;
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

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY as Express takes it: `true`/`false`, a hop count, or a comma-separated list
 * of addresses, subnets (CIDR) and the names loopback, linklocal, uniquelocal.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = (value ?? '').trim();
  if (v === '') return 'loopback';
  if (/^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  const items = v.split(',').map((s) => s.trim()).filter(Boolean);
  for (const item of items) {
    const [address, bits, extra] = item.split('/');
    const family = net.isIP(address);
    const okBits = bits === undefined || (/^\d+$/.test(bits) ? Number(bits) <= (family === 6 ? 128 : 32) : net.isIP(bits) === family);
    if (!PROXY_NAMES.includes(item) && (!family || !okBits || extra !== undefined)) {
      throw new Error(`TRUST_PROXY must be true, false, a hop count, or a comma-separated list of addresses, subnets and loopback/linklocal/uniquelocal; "${item}" is none of these`);
    }
  }
  return items.join(', ');
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
    databasePoolMax: int('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10) || 10,
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY || undefined,
    dataEncryptionKeyFile: path.resolve(root, env.DATA_ENCRYPTION_KEY_FILE || '.data/encryption.key'),
    dataEncryptionKeyFileSet: !!env.DATA_ENCRYPTION_KEY_FILE,
  };
}
