import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentAttempt } from './payment-attempt.entity';
import { attemptSources, canMoveAttempt, type AttemptState } from '../../domain/payment-attempt';

/** What a move writes beside the state. */
export interface AttemptMove {
  outcome?: string | null;
  gatewayTransactionId?: string | null;
  paymentId?: number | null;
}

/**
 * The one writer of an attempt's state: `UPDATE payment_attempts SET state = to ... WHERE id = ?
 * AND state IN (the states the transition table lets reach to)`, so the database settles every
 * race between the payer's retry, a twin request and the recovery sweep: one move wins, the
 * others change nothing and hear false. `from` narrows the sources (it must stay within the table).
 */
export async function moveAttempt(em: EntityManager, id: number, to: AttemptState, set: AttemptMove = {}, from?: AttemptState[]): Promise<boolean> {
  const sources = from ?? attemptSources(to);
  if (sources.some((s) => !canMoveAttempt(s, to))) throw new Error(`A payment attempt cannot move from ${sources.join('/')} to ${to}`);
  const changes: Record<string, unknown> = { state: to, updatedAt: new Date() };
  if (set.outcome !== undefined) changes.outcome = set.outcome === null ? null : set.outcome.slice(0, 300);
  if (set.gatewayTransactionId !== undefined) changes.gatewayTransactionId = set.gatewayTransactionId;
  if (set.paymentId !== undefined) changes.paymentId = set.paymentId;
  const changed = await em.nativeUpdate(PaymentAttempt, { id, state: { $in: sources } }, changes);
  return changed > 0;
}

/** The attempt's state as the database holds it now. */
export async function attemptState(em: EntityManager, id: number): Promise<AttemptState> {
  const a = await em.findOneOrFail(PaymentAttempt, { id }, { refresh: true });
  return a.state;
}
