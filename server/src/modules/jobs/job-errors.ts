import { OptimisticLockError } from '@mikro-orm/core';
import { conflict, forbidden } from '../../shared/errors';
import type { Viewer } from '../auth/viewer';
import type { ServiceProvider } from '../providers/service-provider.entity';

export const JOB_TAKEN_MESSAGE = 'This job has already been taken by another worker';
export const STALE_MESSAGE = 'This job was just changed by someone else. Reload it and try again.';

function passWorkerGate(p: ServiceProvider | null): ServiceProvider {
  if (!p) throw forbidden('Only service providers can do this');
  if (!p.isApproved) throw forbidden('Your provider application is still under review');
  if (p.status === 'suspended' || p.status === 'rejected') throw forbidden('Your provider account is not active');
  return p;
}

/** The viewer's provider record when the worker gate is passed (onboarding done, both checks approved). */
export function requireApprovedProvider(viewer: Viewer): ServiceProvider {
  return passWorkerGate(viewer.provider);
}

/** The same gate over the profile read with the session, for reads that change nothing (the open queue). */
export function requireApprovedProviderProfile(viewer: Viewer): ServiceProvider {
  return passWorkerGate(viewer.providerProfile);
}

/** Runs a write; a lost optimistic-lock race becomes a clear CONFLICT instead of a 500. */
export async function withStaleCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof OptimisticLockError) throw conflict(STALE_MESSAGE);
    throw err;
  }
}
