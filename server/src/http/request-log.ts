import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** Requests logged at debug only: the probes and the metrics scrape run every few seconds. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One short line per request once it is answered: method, path (without the query string,
 * which may carry tokens), status, milliseconds, request id (from the logger's request
 * context, observability/request-context.ts) and the signed-in user's id
 * (res.locals.userId, set with the request's viewer). Headers are logged only at debug (the
 * logger redacts authorization, cookie and set-cookie). Errors (5xx) log at error; a request
 * whose client went away before the answer logs at warn.
 */
/** A calendar feed's address is its credential (modules/calendar): its token is not logged. */
const withoutFeedToken = (path: string) => path.replace(/^\/calendar\/[^/]+$/, '/calendar/[token].ics');

export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const quiet = QUIET_PATHS.has(req.path);
    if (!log.isLevelEnabled(quiet ? 'debug' : 'info')) return next();
    const started = performance.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const q = req.originalUrl.indexOf('?');
      const line: Record<string, unknown> = {
        method: req.method,
        path: withoutFeedToken(q < 0 ? req.originalUrl : req.originalUrl.slice(0, q)),
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
      else if (quiet) log.debug(line, 'request');
      else log.info(line, 'request');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
