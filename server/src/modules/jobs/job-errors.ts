import { OptimisticLockError } from '@mikro-orm/core';
import { conflict } from '../../shared/errors';

export const JOB_TAKEN_MESSAGE = 'This job has already been taken by another worker';
export const STALE_MESSAGE = 'This job was just changed by someone else. Reload it and try again.';

/** Runs a write; a lost optimistic-lock race becomes a clear CONFLICT instead of a 500. */
export async function withStaleCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof OptimisticLockError) throw conflict(STALE_MESSAGE);
    throw err;
  }
}
