import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** Requests not logged at info: the health probe runs every few seconds. */
const QUIET_PATHS = new Set(['/healthz']);

/**
 * One short line per request once it is answered: method, path (without the query string,
 * which may carry tokens), status, milliseconds, request id and the signed-in user's id
 * (res.locals.userId, set with the request's viewer). Headers are logged only at debug (the
 * logger redacts authorization, cookie and set-cookie). Errors (5xx) log at error; a request
 * whose client went away before the answer logs at warn.
 */
export function requestLog(log: Logger): RequestHandler {
  let counter = 0;
  return (req, res, next) => {
    if (!log.isLevelEnabled('info') || QUIET_PATHS.has(req.path)) return next();
    const started = performance.now();
    const reqId = ++counter;
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const q = req.originalUrl.indexOf('?');
      const line: Record<string, unknown> = {
        reqId,
        method: req.method,
        path: q < 0 ? req.originalUrl : req.originalUrl.slice(0, q),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: res.locals.userId ?? null,
      };
      if (log.isLevelEnabled('debug')) {
        line.req = { headers: req.headers };
        line.res = { headers: res.getHeaders() };
      }
      if (!res.writableFinished) log.warn(line, 'request aborted');
      else if (res.statusCode >= 500) log.error(line, 'request failed');
      else log.info(line, 'request');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
