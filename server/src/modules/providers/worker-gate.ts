import { forbidden } from '../../shared/errors';
import type { ServiceProvider } from './service-provider.entity';

/** The worker gate: onboarding done, both checks approved, the account active. */
function passWorkerGate(p: ServiceProvider | null): ServiceProvider {
  if (!p) throw forbidden('Only service providers can do this');
  if (!p.isApproved) throw forbidden('Your provider application is still under review');
  if (p.status === 'suspended' || p.status === 'rejected') throw forbidden('Your provider account is not active');
  return p;
}

/** The viewer's provider record when the worker gate is passed (onboarding done, both checks approved). */
export function requireApprovedProvider(viewer: { readonly provider: ServiceProvider | null }): ServiceProvider {
  return passWorkerGate(viewer.provider);
}

/** The same gate over the profile read with the session, for reads that change nothing (the open queue). */
export function requireApprovedProviderProfile(viewer: { readonly providerProfile: ServiceProvider | null }): ServiceProvider {
  return passWorkerGate(viewer.providerProfile);
}
