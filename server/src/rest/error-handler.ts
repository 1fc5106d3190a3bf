import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { CONNECTION_LOST_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, DomainError, HTTP_STATUS, isConnectionLost, refusalOf } from '../shared/errors';
import { countError } from '../observability/metrics';

/** Maps errors to HTTP for every REST route: {error, message, code, details:[{path,message}]}; unknown faults are hidden. */
export function restErrorHandler(log: Logger): ErrorRequestHandler {
  return (thrown, _req, res, next) => {
    const err = refusalOf(thrown) ?? thrown;
    if (res.headersSent) return next(err);
    // Every error answer names its request, as the X-Request-Id header and the log lines do.
    const requestId = (res.locals.requestId as string | undefined) ?? undefined;
    if (err instanceof DomainError) {
      countError('rest', err.code);
      if (err.retryAfterSeconds) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      res.status(HTTP_STATUS[err.code]).json({ error: err.message, message: err.message, code: err.code, ...(err.fields.length ? { details: err.fields } : {}), requestId });
      return;
    }
    if (isConnectionLost(err)) {
      countError('rest', 'SERVICE_UNAVAILABLE');
      log.warn({ err }, 'database connection lost during a REST request');
      res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json({ error: CONNECTION_LOST_MESSAGE, message: CONNECTION_LOST_MESSAGE, code: 'SERVICE_UNAVAILABLE', requestId });
      return;
    }
    const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = err.type === 'entity.too.large' ? 'Request body is too large' : err.type === 'entity.parse.failed' ? 'Request body is not valid JSON' : err.message || 'Bad request';
      res.status(status).json({ error: message, message, requestId });
      return;
    }
    countError('rest', 'INTERNAL_SERVER_ERROR');
    log.error({ err }, 'unexpected error in REST route');
    const message = 'Something went wrong on our side. Please try again.';
    res.status(500).json({ error: message, message, requestId });
  };
}
