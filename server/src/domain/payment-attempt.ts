/**
 * The life of a payment attempt, as the request status has its own (request-status.ts): the
 * states, which move may follow which, and the states a charge may still settle from. The one
 * writer (modules/payments/attempt-writes.ts) turns each move into one conditional UPDATE.
 *
 * started: recorded before the card is charged; a retry (or the recovery sweep) completes it.
 * succeeded: settled as a payment. declined: the processor declined it (the same answer for ever).
 * refunding / refunded: charged, but the request could not take it (paid meanwhile, cancelled,
 * its balance changed): the charge is given back, and the key answers that conflict for ever.
 * abandoned: the sweep found no charge under the key; a retry may still complete it.
 */
export const ATTEMPT_STATES = ['started', 'succeeded', 'declined', 'refunding', 'refunded', 'abandoned'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/** States in which money may be moving: the attempt must be completed before another one starts. */
export const OPEN_ATTEMPT_STATES: AttemptState[] = ['started', 'refunding'];

/** States a charge under the attempt's key may still be settled (or declined) from. */
export const UNSETTLED_ATTEMPT_STATES: AttemptState[] = ['started', 'abandoned'];

/** The moves an attempt may make; anything else is refused by the writer (0 rows changed). */
const ATTEMPT_TRANSITIONS: Record<AttemptState, AttemptState[]> = {
  started: ['succeeded', 'declined', 'refunding', 'refunded', 'abandoned'],
  abandoned: ['succeeded', 'declined', 'refunding', 'refunded'],
  refunding: ['refunded'],
  succeeded: [],
  declined: [],
  refunded: [],
};

export function canMoveAttempt(from: AttemptState, to: AttemptState): boolean {
  return ATTEMPT_TRANSITIONS[from].includes(to);
}

/** The states an attempt may reach `to` from: the WHERE of its conditional UPDATE. */
export function attemptSources(to: AttemptState): AttemptState[] {
  return ATTEMPT_STATES.filter((from) => canMoveAttempt(from, to));
}

/** An attempt in these states has its answer for ever: a retry under its key hears it again. */
export function isFinalAttempt(state: AttemptState): boolean {
  return ATTEMPT_TRANSITIONS[state].length === 0;
}
