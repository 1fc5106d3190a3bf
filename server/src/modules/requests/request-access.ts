import type { Viewer } from '../auth/viewer';
import type { ServiceRequest } from './service-request.entity';
import { forbidden } from '../../shared/errors';

/**
 * Who may see a request: its client, its assigned worker, any approved worker while it is
 * paid and pending (the open queue), and admins. Everyone else is refused.
 */
export function canViewRequest(viewer: Viewer, r: ServiceRequest): boolean {
  if (viewer.sessionRole === 'admin') return true;
  if (viewer.clientId !== null && r.client.id === viewer.clientId) return true;
  if (viewer.providerId !== null && r.providerId === viewer.providerId) return true;
  if (viewer.sessionRole === 'worker' && r.status === 'pending' && r.appointmentFeePaid && !r.provider) return true;
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
 * admin): the job itself, not the client's contact card, the timeline or earlier invoices.
 */
export function seesOnlyAsOpenJob(viewer: Viewer | null | undefined, r: ServiceRequest): boolean {
  if (!viewer || viewer.sessionRole === 'admin') return false;
  return !isRequestClient(viewer, r) && !isRequestWorker(viewer, r);
}
