/**
 * Which errors mean the database could not be reached or dropped the connection under a
 * request, rather than a fault of the request itself: every such error is answered 503 with
 * Retry-After (REST) or SERVICE_UNAVAILABLE (GraphQL), never 500. Nothing half-written stays
 * behind (the transaction died with its connection), so the client may simply try again.
 */

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

export const CONNECTION_LOST_MESSAGE = 'The connection to the database was lost before this request finished. Please try again.';

/**
 * SQLSTATE classes and codes of a lost or refused connection: 08xxx connection exceptions,
 * 57P01 admin_shutdown (pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * 53300 too_many_connections.
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Socket-level codes of node and the pg driver. */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * What pg, pg-pool, knex and MikroORM say when the connection went away: a query on a
 * transaction whose connection died ("Transaction query already complete"), a pool that
 * could not hand out a connection in time, a client that saw its socket close.
 */
const MESSAGES = [
  /Transaction query already complete/i,
  /Connection terminated/i,
  /terminating connection/i,
  /Connection ended unexpectedly/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /Knex: Timeout acquiring a connection/i,
  /timeout exceeded when trying to connect/i,
  /the database system is (shutting down|starting up|in recovery mode)/i,
  /server closed the connection unexpectedly/i,
  /Cannot use a pool after calling end on the pool/i,
  /read ECONNRESET|connect ECONNREFUSED|write EPIPE/i,
];

/** Error class names of the drivers for the same faults. */
const NAMES = new Set(['KnexTimeoutError', 'ConnectionException', 'TimeoutError']);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  sqlState?: unknown;
  message?: unknown;
  cause?: unknown;
  originalError?: unknown;
  previous?: unknown;
  errors?: unknown;
}

function oneIsLost(e: ErrorLike): boolean {
  for (const code of [e.code, e.sqlState]) {
    if (typeof code !== 'string') continue;
    if (SQLSTATE.test(code) || SOCKET_CODES.has(code)) return true;
  }
  if (typeof e.name === 'string' && NAMES.has(e.name) && (e.name !== 'TimeoutError' || /connection|acquir/i.test(String(e.message)))) return true;
  return typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string));
}

/**
 * Whether `err` (or what it wraps: cause, originalError, previous, an AggregateError's
 * errors) is the database connection lost or unavailable.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length && seen.size < 20) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const like = e as ErrorLike;
    if (oneIsLost(like)) return true;
    queue.push(like.cause, like.originalError, like.previous);
    if (Array.isArray(like.errors)) queue.push(...(like.errors as unknown[]));
  }
  return false;
}
