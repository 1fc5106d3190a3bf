import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentKind } from './payment.entity';
import { OPEN_ATTEMPT_STATES, PaymentAttempt } from './payment-attempt.entity';
import { planPayment } from './payment-plan';
import { ServiceRequest } from '../requests/service-request.entity';
import type { Viewer } from '../auth/viewer';
import type { PAYMENT_METHODS } from '../../domain/words';
import { formatDollars } from '../../domain/money';
import { badInput, conflict, isUniqueViolation, notFound } from '../../shared/errors';

/** How long an open attempt holds its request before another attempt may complete it for it. */
export const ATTEMPT_HOLD_MS = 30_000;

/** Rounds of recording: the twin's key, then one stale attempt completed first, then a last look. */
const RECORD_ROUNDS = 3;

export interface AttemptRequest {
  viewer: Viewer;
  /** Scoped to the client: `<client id>:<key>`. */
  key: string;
  requestId: number;
  kind: PaymentKind;
  method: (typeof PAYMENT_METHODS)[number];
  expectedCents: number | null;
  /** The tip for the worker: with a balance, or the whole of a tip (kind tip). */
  tipCents: number;
}

/** A known attempt answers only for the request and purpose its key was first used for. */
function boundTo(a: PaymentAttempt, requestId: number, kind: PaymentKind): PaymentAttempt {
  if (a.request.id !== requestId || a.kind !== kind) {
    throw badInput([{ path: 'idempotencyKey', message: 'This payment attempt key was already used for another payment; start a new attempt with a new key' }]);
  }
  return a;
}

/**
 * The attempt under this key, recorded now if it is new. A known key answers its own attempt,
 * and only for the request and purpose it was first used for. A new attempt is planned under
 * the request's row lock: nothing due, or another attempt of the request still open, and
 * nothing is recorded or charged. An attempt left open past ATTEMPT_HOLD_MS (its payer went
 * away, its process died) is completed first by `completeStale`, once.
 */
export async function recordAttempt(em: EntityManager, req: AttemptRequest, completeStale: (a: PaymentAttempt) => Promise<void>): Promise<PaymentAttempt> {
  const { viewer, key, requestId, kind } = req;
  for (let round = 0; round < RECORD_ROUNDS; round++) {
    const known = await em.fork().findOne(PaymentAttempt, { idempotencyKey: key });
    if (known) return boundTo(known, requestId, kind);
    let stale: PaymentAttempt | null = null;
    try {
      const created = await em.fork().transactional(async (tx) => {
        const r = await tx.findOne(ServiceRequest, { id: requestId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        // The same key sent twice at once (a double click): its twin recorded the attempt while this one waited for the lock.
        const twin = await tx.findOne(PaymentAttempt, { idempotencyKey: key });
        if (twin) return boundTo(twin, requestId, kind);
        if (!r || r.client.id !== viewer.clientId) throw notFound('Service request');
        const plan = await planPayment(tx, r, kind, req.tipCents);
        if (req.expectedCents !== null && req.expectedCents !== plan.amountCents) {
          throw conflict(`The amount due is now ${formatDollars(plan.amountCents)}, not ${formatDollars(req.expectedCents)}. Review it and pay again; nothing was charged.`);
        }
        const open = await tx.findOne(PaymentAttempt, { request: requestId, kind, state: { $in: OPEN_ATTEMPT_STATES } }, { orderBy: { id: 'asc' } });
        if (open) {
          if (round > 0 || Date.now() - open.updatedAt.getTime() < ATTEMPT_HOLD_MS) {
            throw conflict('A payment for this request is already being processed. Please wait a moment, then check the request before paying again.');
          }
          stale = open;
          return null;
        }
        return tx.create(PaymentAttempt, { idempotencyKey: key, request: requestId, client: r.client.id, payerUserId: viewer.user.id, kind, amountCents: plan.amountCents, tipCents: plan.tipCents, method: req.method });
      });
      if (created) return created;
    } catch (err) {
      // The twin recorded the same key first: the next round answers that attempt.
      if (isUniqueViolation(err)) continue;
      throw err;
    }
    if (stale) await completeStale(stale);
  }
  throw conflict('A payment for this request is already being processed. Please wait a moment, then check the request before paying again.');
}
