/**
 * Domain errors: services throw these; GraphQL (extensions.code) and REST (HTTP status)
 * map them in one place each. Anything else is an unexpected fault and is hidden.
 */
export enum ErrorCode {
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  PAYMENT_DECLINED = 'PAYMENT_DECLINED',
  NOT_CONFIGURED = 'NOT_CONFIGURED',
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
}

export const HTTP_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.BAD_USER_INPUT]: 422,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.PAYMENT_DECLINED]: 402,
  [ErrorCode.NOT_CONFIGURED]: 501,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
};

export interface FieldError {
  path: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badInput = (fields: FieldError[] | string, message?: string) =>
  typeof fields === 'string'
    ? new DomainError(ErrorCode.BAD_USER_INPUT, fields)
    : new DomainError(ErrorCode.BAD_USER_INPUT, message ?? fields[0]?.message ?? 'Invalid input', fields);
export const fieldError = (path: string, message: string) => badInput([{ path, message }], message);
export const unauthenticated = (message = 'Please sign in to continue') => new DomainError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = 'You do not have access to this') => new DomainError(ErrorCode.FORBIDDEN, message);
export const notFound = (what: string) => new DomainError(ErrorCode.NOT_FOUND, `${what} not found`);
export const conflict = (message: string) => new DomainError(ErrorCode.CONFLICT, message);
/** Something the request needs did not answer (the payment processor, say): nothing was lost, try again. */
export const serviceUnavailable = (message: string, retryAfterSeconds = 2) => new DomainError(ErrorCode.SERVICE_UNAVAILABLE, message, [], retryAfterSeconds);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new DomainError(ErrorCode.TOO_MANY_REQUESTS, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, [], retryAfterSeconds);

/** Postgres unique violation (23505) as a domain conflict, else rethrow. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23505' || (err as { name?: string }).name === 'UniqueConstraintViolationException');
}

/**
 * A database refusal that is the caller's to hear, as a domain error: a row changed by someone
 * else meanwhile (the ORM's optimistic lock) is a conflict; a value a CHECK constraint refuses
 * (a word outside its vocabulary, a number outside its bounds, which validation should have
 * named first) is a bad input naming the column's field. Anything else: null.
 */
export function refusalOf(err: unknown): DomainError | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { name?: string; code?: string; constraint?: string; table?: string };
  if (e.name === 'OptimisticLockError') return conflict('This was changed by someone else at the same time. Reload it and try again.');
  if (e.code === '23514' || e.name === 'CheckConstraintViolationException') {
    const column = e.constraint && e.table && e.constraint.startsWith(`${e.table}_`) ? e.constraint.slice(e.table.length + 1).replace(/_check$/, '') : null;
    const field = column ? column.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()) : 'input';
    return badInput([{ path: field, message: `This ${field} is not allowed` }]);
  }
  return null;
}

/** The database connection died under a request, or no connection could be had: retryable, nothing committed (database-faults.ts). */
export { isDatabaseUnavailable as isConnectionLost, CONNECTION_LOST_MESSAGE, DATABASE_RETRY_AFTER_SECONDS } from './database-faults';
