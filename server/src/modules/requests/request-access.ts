import type { Viewer } from '../auth/viewer';
import type { ServiceRequest } from './service-request.entity';
import { forbidden } from '../../shared/errors';
import { isEligible } from './eligibility';
import { isOpenJob } from './open-job';

/**
 * Who may see a request: its client, its assigned worker, an approved worker who may take it
 * while it is open (the one eligibility rule, eligibility.ts: category and service
 * radius), and admins. Everyone else is refused.
 */
export function canViewRequest(viewer: Viewer, r: ServiceRequest): boolean {
  if (viewer.sessionRole === 'admin') return true;
  if (viewer.clientId !== null && r.client.id === viewer.clientId) return true;
  if (viewer.providerId !== null && r.providerId === viewer.providerId) return true;
  const worker = viewer.providerProfile;
  if (viewer.sessionRole === 'worker' && worker && isOpenJob(r) && isEligible(worker, r).ok) return true;
  return false;
}

export function assertCanViewRequest(viewer: Viewer, r: ServiceRequest): void {
  if (!canViewRequest(viewer, r)) throw forbidden('You do not have access to this request');
}

/** A party to requests: a viewer, or a calendar feed's owner (no session). */
export type RequestParty = Pick<Viewer, 'sessionRole' | 'clientId' | 'providerId'>;

export function isRequestClient(viewer: Pick<RequestParty, 'clientId'>, r: ServiceRequest): boolean {
  return viewer.clientId !== null && r.client.id === viewer.clientId;
}

export function isRequestWorker(viewer: Pick<RequestParty, 'providerId'>, r: ServiceRequest): boolean {
  return viewer.providerId !== null && r.providerId === viewer.providerId;
}

/**
 * An approved worker who sees a request only because it is open (not its client, worker or an
 * admin): the job and its area (city, state, ZIP, distance), not the street, the client's
 * contact card, the timeline or earlier invoices, until the worker has taken the job.
 */
export function seesOnlyAsOpenJob(viewer: RequestParty | null | undefined, r: ServiceRequest): boolean {
  if (!viewer || viewer.sessionRole === 'admin') return false;
  return !isRequestClient(viewer, r) && !isRequestWorker(viewer, r);
}
