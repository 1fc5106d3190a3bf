import { createHash } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The OpenID Connect provider people may sign in with (rest/oidc-sign-in.ts). */
export interface OidcConfig {
  /** The issuer identifier; its /.well-known/openid-configuration is read at the first sign-in. */
  issuerUrl: string;
  clientId: string;
  /** Null for a public client (PKCE only, no client authentication). */
  clientSecret: string | null;
  /** The button's name: "Sign in with <providerName>". */
  providerName: string;
  /** The callback address registered at the provider. */
  redirectUri: string;
}

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
  /** What this deployment's Redis channels and counter keys are named under: REDIS_PREFIX, else one derived from its database. */
  redisPrefix: string;
  /**
   * The single password of /admin-access (ADMIN_PASSWORD); outside production a known default.
   * Null in production when neither it nor ADMIN_PASSWORD_HASH is set: admin password sign-in is off.
   */
  adminPassword: string | null;
  /** An argon2id hash of the /admin-access password (ADMIN_PASSWORD_HASH), used instead of ADMIN_PASSWORD. */
  adminPasswordHash: string | null;
  sessionTtlHours: number;
  /** Every session cookie is Secure (COOKIE_SECURE; true by default in production). Over HTTPS it is Secure regardless. */
  cookieSecure: boolean;
  uploadDir: string;
  uploadMaxBytes: number;
  clientDist: string;
  logLevel: string;
  introspection: boolean;
  /** The bearer token of GET /metrics (Prometheus); unset, metrics are not exposed. */
  metricsToken: string | null;
  /** Load the demo accounts and data into an empty database (SEED_DEMO_DATA; default: on outside production, off in production). */
  seedDemoData: boolean;
  /** Sign-in with an OpenID Connect provider (OIDC_*, or GOOGLE_CLIENT_* for Google); null when not configured. */
  oidc: OidcConfig | null;
  publicUrl: string;
  /**
   * Browser origins, besides the app's own (PUBLIC_URL, or the Host the request was sent to),
   * allowed to open the GraphQL websocket. Outside production: the Vite dev and preview servers.
   */
  allowedOrigins: string[];
  /** Report SQL statements per request in the x-sql-statements header (benchmarks, tests). */
  sqlStats: boolean;
  /**
   * API worker processes serving PORT together (node:cluster): WEB_CONCURRENCY, by default the
   * number of cores with DATABASE_URL and 1 on embedded PGlite (one process owns it).
   */
  webConcurrency: number;
  /** SHUTDOWN_DELAY_SECONDS: after SIGTERM, how long /readyz answers 503 while requests are still served, before the drain (ms). */
  shutdownDelayMs: number;
  /** API_REQUESTS_IN_FLIGHT: API requests a process works on at once; the others wait their turn (http/admission.ts). */
  apiRequestsInFlight: number;
  /** API_QUEUE_PATIENCE_SECONDS: a request that waited longer for its turn is answered 503 unworked (ms). */
  apiQueuePatienceMs: number;
  /** How long a session's viewer is served from memory (ms; 0: every request reads its session). */
  viewerCacheMs: number;
  /** LIVE_KEEP_ALIVE_SECONDS: how often a live socket is pinged with its checkpoint; one that has not answered by the next ping is ended (ms). */
  liveKeepAliveMs: number;
  /** Express's `trust proxy`: which peers' X-Forwarded-For / X-Forwarded-Proto are believed. */
  trustProxy: boolean | number | string;
  /** 32-byte key (base64 or hex) sealing bank account numbers; see shared/data-encryption.ts. */
  dataEncryptionKey?: string;
  /** Where the generated key is kept when DATA_ENCRYPTION_KEY is unset. */
  dataEncryptionKeyFile: string;
  /** DATA_ENCRYPTION_KEY_FILE was set on purpose (production accepts a key file only then). */
  dataEncryptionKeyFileSet: boolean;
  /** The VAPID key pair push notifications are signed with (base64url, as `web-push generate-vapid-keys` prints them); see shared/vapid-keys.ts. */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** Where the generated VAPID key pair is kept when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are unset. */
  vapidKeyFile: string;
  /** VAPID_KEY_FILE was set on purpose (production accepts a key file only then). */
  vapidKeyFileSet: boolean;
  /** The contact push services see in the VAPID token (mailto: or https:), VAPID_SUBJECT; by default MAIL_FROM's address. */
  vapidSubject: string;
  /**
   * Origins besides the public push services (Google, Mozilla, Apple, Microsoft) a device's push
   * endpoint may name (PUSH_SERVICE_ORIGINS, comma-separated; e.g. a self-hosted push service,
   * or the local one the tests start).
   */
  pushServiceOrigins: string[];
  /** SMTP server for e-mail (smtp:// or smtps://, credentials in the URL); unset: .eml files under mailDir. */
  smtpUrl?: string;
  /** The From of every e-mail, e.g. `Elite Services <no-reply@example.com>`. */
  mailFrom: string;
  /** Where e-mails are written as .eml files when SMTP_URL is unset. */
  mailDir: string;
  /** Where text messages are written (the file sink; no SMS provider is configured). */
  smsDir: string;
  /** How often this process looks for visit reminders and 7-day refunds that are due; 0: never (another process does). */
  schedulerIntervalSeconds: number;
  /**
   * What every rate limit (shared/rate-limit.ts) is multiplied by: RATE_LIMIT_SCALE, by default
   * 1000 under NODE_ENV=test (tests create many accounts from one address) and 1 otherwise.
   */
  rateLimitScale: number;
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

function smtpUrl(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (!v) return undefined;
  let url: URL | null = null;
  try {
    url = new URL(v);
  } catch {
    url = null;
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465');
  return v;
}

function mailFrom(value: string | undefined): string {
  const v = (value ?? '').trim() || 'Elite Services <no-reply@elite-services.local>';
  if (!/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(v)) throw new Error(`MAIL_FROM must be an e-mail address, optionally with a name (Elite Services <no-reply@example.com>), got "${v}"`);
  return v;
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

export const GOOGLE_ISSUER = 'https://accounts.google.com';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PROVIDER_NAME, OIDC_REDIRECT_URI;
 * with only GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET set, Google at its issuer and the
 * /auth/google/callback address Google deployments registered. Null when no client id is set.
 */
function oidcConfig(env: NodeJS.ProcessEnv, publicUrl: string): OidcConfig | null {
  const explicitIssuer = (env.OIDC_ISSUER_URL ?? '').trim();
  const clientId = (env.OIDC_CLIENT_ID || env.GOOGLE_CLIENT_ID || '').trim();
  if (!clientId) {
    if (explicitIssuer) throw new Error('OIDC_ISSUER_URL is set but OIDC_CLIENT_ID is not: set the client id the provider gave this app');
    return null;
  }
  const issuerUrl = explicitIssuer || GOOGLE_ISSUER;
  let issuer: URL;
  try {
    issuer = new URL(issuerUrl);
  } catch {
    throw new Error(`OIDC_ISSUER_URL must be the provider's issuer URL (https://accounts.google.com), got "${issuerUrl}"`);
  }
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname))) {
    throw new Error(`OIDC_ISSUER_URL must use https (plain http only on localhost), got "${issuerUrl}"`);
  }
  const clientSecret = (env.OIDC_CLIENT_SECRET || env.GOOGLE_CLIENT_SECRET || '').trim() || null;
  const providerName = (env.OIDC_PROVIDER_NAME ?? '').trim() || (issuer.hostname === 'accounts.google.com' ? 'Google' : issuer.hostname);
  // Deployments set up with only the GOOGLE_* variables registered /auth/google/callback; OIDC_* ones register /auth/oidc/callback.
  const googleOnly = !explicitIssuer && !(env.OIDC_CLIENT_ID ?? '').trim();
  const redirectUri = (env.OIDC_REDIRECT_URI ?? '').trim() || new URL(googleOnly ? '/auth/google/callback' : '/auth/oidc/callback', publicUrl).href;
  try {
    new URL(redirectUri);
  } catch {
    throw new Error(`OIDC_REDIRECT_URI must be an absolute URL, got "${redirectUri}"`);
  }
  return { issuerUrl, clientId, clientSecret, providerName, redirectUri };
}

/** The /admin-access password outside production when ADMIN_PASSWORD is unset (printed at start and in the README). */
export const DEV_ADMIN_PASSWORD = 'elite-admin-2026';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = (env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development') as AppConfig['env'];
  const port = int('PORT', env.PORT, 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  const webConcurrency = int('WEB_CONCURRENCY', env.WEB_CONCURRENCY, databaseUrl ? os.availableParallelism() : 1) || 1;
  if (webConcurrency > 1 && !databaseUrl) {
    throw new Error(`WEB_CONCURRENCY=${webConcurrency} needs DATABASE_URL: embedded PGlite is served by one process (unset WEB_CONCURRENCY or set it to 1)`);
  }
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
  return {
    env: mode,
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    databasePoolMax: int('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10) || 10,
    pgliteDir: path.resolve(root, env.PGLITE_DIR || '.data/pglite'),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || databaseRedisPrefix(databaseUrl || path.resolve(root, env.PGLITE_DIR || '.data/pglite')),
    // No known admin password in production: it must be given (admin-access.ts).
    adminPassword: env.ADMIN_PASSWORD || (mode === 'production' ? null : DEV_ADMIN_PASSWORD),
    adminPasswordHash: env.ADMIN_PASSWORD_HASH || null,
    sessionTtlHours: int('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 24 * 14),
    // Secure unless said otherwise in production; elsewhere only when asked (or over HTTPS, auth-cookie.ts).
    cookieSecure: bool(env.COOKIE_SECURE, mode === 'production'),
    uploadDir: path.resolve(root, env.UPLOAD_DIR || '.data/uploads'),
    uploadMaxBytes: int('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    clientDist: path.resolve(root, 'client', 'dist'),
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    introspection: bool(env.GRAPHQL_INTROSPECTION, mode !== 'production'),
    metricsToken: env.METRICS_TOKEN || null,
    // Demo accounts (with a published password) only where asked for in production.
    seedDemoData: bool(env.SEED_DEMO_DATA, mode !== 'production'),
    oidc: oidcConfig(env, publicUrl),
    publicUrl,
    allowedOrigins: origins(env.ALLOWED_ORIGINS, mode === 'production' ? [] : DEV_ORIGINS),
    sqlStats: bool(env.SQL_STATS, false),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webConcurrency,
    viewerCacheMs: int('VIEWER_CACHE_SECONDS', env.VIEWER_CACHE_SECONDS, 10) * 1000,
    liveKeepAliveMs: Math.max(1, int('LIVE_KEEP_ALIVE_SECONDS', env.LIVE_KEEP_ALIVE_SECONDS, 12)) * 1000,
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY || undefined,
    dataEncryptionKeyFile: path.resolve(root, env.DATA_ENCRYPTION_KEY_FILE || '.data/encryption.key'),
    dataEncryptionKeyFileSet: !!env.DATA_ENCRYPTION_KEY_FILE,
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidKeyFile: path.resolve(root, env.VAPID_KEY_FILE || '.data/vapid.json'),
    vapidKeyFileSet: !!env.VAPID_KEY_FILE,
    vapidSubject: vapidSubject(env.VAPID_SUBJECT, mailFrom(env.MAIL_FROM)),
    pushServiceOrigins: (env.PUSH_SERVICE_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean).map((o) => new URL(o).origin),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: mailFrom(env.MAIL_FROM),
    mailDir: path.resolve(root, env.MAIL_DIR || '.data/mail'),
    smsDir: path.resolve(root, env.SMS_DIR || '.data/sms'),
    shutdownDelayMs: int('SHUTDOWN_DELAY_SECONDS', env.SHUTDOWN_DELAY_SECONDS, 0) * 1000,
    apiRequestsInFlight: Math.max(1, int('API_REQUESTS_IN_FLIGHT', env.API_REQUESTS_IN_FLIGHT, 32)),
    apiQueuePatienceMs: int('API_QUEUE_PATIENCE_SECONDS', env.API_QUEUE_PATIENCE_SECONDS, 30) * 1000,
    schedulerIntervalSeconds: int('SCHEDULER_INTERVAL_SECONDS', env.SCHEDULER_INTERVAL_SECONDS, 60),
    rateLimitScale: int('RATE_LIMIT_SCALE', env.RATE_LIMIT_SCALE, mode === 'test' ? 1000 : 1) || 1,
  };
}

/** VAPID_SUBJECT (a mailto: or https: address), else a mailto: of MAIL_FROM's address. */
function vapidSubject(value: string | undefined, from: string): string {
  if (value) {
    if (!/^(mailto:|https:\/\/)\S+$/.test(value)) throw new Error('VAPID_SUBJECT must be a mailto: or https: address');
    return value;
  }
  const m = /<?([^<>\s]+@[^<>\s]+?)>?\s*$/.exec(from);
  return `mailto:${m ? m[1] : 'no-reply@elite-services.local'}`;
}

/**
 * The Redis prefix of the deployment on this database: the processes of one deployment share
 * their database, and so their events and counters; two deployments (or two test runs) that
 * share one Redis but not a database never hear each other. The password does not count.
 */
export function databaseRedisPrefix(database: string): string {
  let identity = database;
  try {
    const u = new URL(database);
    u.password = '';
    identity = `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    // a PGlite directory
  }
  return `elite:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}:`;
}
