import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { serviceUnavailable } from '../shared/errors';

export interface Admission {
  /** The middleware, in front of the API's routes (never in front of the health checks). */
  handler: RequestHandler;
  /** Requests in progress, waiting their turn, and answered 503 unworked so far. */
  stats(): { active: number; waiting: number; shed: number };
}

interface Waiting {
  req: Request;
  res: Response;
  next: NextFunction;
  at: number;
}

const BUSY = 'The service is busy. Please try again.';

/**
 * The answer to a request shed unworked: GraphQL's shape on /graphql; elsewhere the REST error
 * handler's answer to SERVICE_UNAVAILABLE (its shape, Retry-After, the error count).
 */
function shed(w: Waiting, waitedMs: number): void {
  if (!w.req.originalUrl.startsWith('/graphql')) return w.next(serviceUnavailable(BUSY, 1));
  w.res.setHeader('Retry-After', '1');
  w.res.status(503).json({ errors: [{ message: BUSY, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 1, waitedMs } }] });
}

/**
 * At most `limit` API requests of this process in progress at once; the others wait their
 * turn in the order they arrived, doing no work meanwhile. A request that waited longer than
 * `patienceMs` when its turn comes is answered 503 with Retry-After, unworked: its caller has
 * most likely given up (a balancer keeps the server connection of a client that left), and
 * working it would only delay the answers of the callers still waiting. Without a bound, an
 * overloaded process took every request at once: each answer waited behind all the others'
 * work, the health checks' answers too (30 s and more), callers timed out and sent their
 * requests again, and the process never caught up.
 */
export function admission({ limit, patienceMs, now = Date.now }: { limit: number; patienceMs: number; now?: () => number }): Admission {
  let active = 0;
  let shedCount = 0;
  const waiting: Waiting[] = [];

  const start = (res: Response, next: NextFunction) => {
    active++;
    let done = false;
    res.once('close', () => {
      if (done) return;
      done = true;
      active--;
      admitWaiting();
    });
    next();
  };

  function admitWaiting(): void {
    while (active < limit && waiting.length > 0) {
      const w = waiting.shift()!;
      // The caller's connection is gone: nothing to answer.
      if (w.res.writableEnded || w.res.destroyed) continue;
      const waited = now() - w.at;
      if (waited > patienceMs) {
        shedCount++;
        shed(w, waited);
        continue;
      }
      start(w.res, w.next);
    }
  }

  return {
    handler: (req, res, next) => {
      if (active < limit && waiting.length === 0) return start(res, next);
      waiting.push({ req, res, next, at: now() });
    },
    stats: () => ({ active, waiting: waiting.length, shed: shedCount }),
  };
}
