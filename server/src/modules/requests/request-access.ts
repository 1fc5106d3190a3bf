import type { Viewer } from '../auth/viewer';
import type { ServiceRequest } from './service-request.entity';
import { forbidden } from '../../shared/errors';
import { isEligible } from './eligibility';

/** Paid, pending and unassigned: in the open queue (open-queue.ts OPEN_JOB_SQL). */
export function isOpenJob(r: Pick<ServiceRequest, 'status' | 'appointmentFeePaid' | 'provider'>): boolean {
  return r.status === 'pending' && r.appointmentFeePaid && !r.provider;
}

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

export function isRequestClient(viewer: Viewer, r: ServiceRequest): boolean {
  return viewer.clientId !== null && r.client.id === viewer.clientId;
}

export function isRequestWorker(viewer: Viewer, r: ServiceRequest): boolean {
  return viewer.providerId !== null && r.providerId === viewer.providerId;
}

/**
 * An approved worker who sees a request only because it is open (not its client, worker or an
 * admin): the job and its area (city, state, ZIP, distance), not the street, the client's
 * contact card, the timeline or earlier invoices, until the worker has taken the job.
 */
export function seesOnlyAsOpenJob(viewer: Viewer | null | undefined, r: ServiceRequest): boolean {
  if (!viewer || viewer.sessionRole === 'admin') return false;
  return !isRequestClient(viewer, r) && !isRequestWorker(viewer, r);
}
