import type { RequestHandler } from 'express';
import { withDeadline } from '../shared/deadline';

/** How long /readyz waits for the database before answering 503 (a partitioned database does not answer at all). */
export const READY_TIMEOUT_MS = 2000;

export interface Readiness {
  /** GET /readyz: 200 while the database answers and the process is not stopping, else 503. */
  handler: RequestHandler;
  /** From now on /readyz answers 503 `draining`: a balancer stops sending new work while the process still serves. */
  drain(): void;
}

/**
 * Readiness for a balancer's health check: the database reachable within READY_TIMEOUT_MS, and no
 * shutdown begun. `databaseAnswers` asks on a connection of its own (db/readiness-connection.ts),
 * not through the requests' pool: a pool busy to its last connection is not a database gone.
 */
export function readiness(databaseAnswers: () => Promise<unknown>): Readiness {
  let draining = false;
  return {
    drain: () => {
      draining = true;
    },
    handler: async (_req, res) => {
      if (draining) {
        res.status(503).json({ status: 'draining' });
        return;
      }
      try {
        // A database that answered while this process was busy is an answer (shared/deadline.ts).
        await withDeadline(databaseAnswers(), READY_TIMEOUT_MS, () => new Error('database did not answer'));
        res.json({ status: 'ready' });
      } catch {
        res.status(503).json({ status: 'database unavailable' });
      }
    },
  };
}
