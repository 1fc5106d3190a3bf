import pino from 'pino';
import { currentRequest } from './observability/request-context';

/**
 * The process's logger. Lines are written to stdout asynchronously (batched per turn of the
 * event loop) rather than with a blocking write per line: a log reader that falls behind (a
 * container's log driver, a pipe) then never holds up answers. What is still buffered is
 * written out synchronously when the process exits.
 */
export function createLogger(level: string) {
  const destination = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // nothing written yet: the destination never opened
    }
  });
  return pino(loggerOptions(level), destination);
}

/** The app's logger settings: what is redacted, and the request id on every line written while serving a request. */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    mixin: () => {
      const request = currentRequest();
      return request ? { requestId: request.requestId } : {};
    },
  };
}
