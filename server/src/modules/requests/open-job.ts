import type { ObjectQuery } from '@mikro-orm/core';
import type { ServiceRequest } from './service-request.entity';

/**
 * The open-job rule, written once: a job is open (in the workers' open queue, claimable,
 * assignable by an admin, announced to eligible workers) while it is pending, its
 * consultation fee is paid and no worker holds it. Three forms of the one rule, held equal
 * by tests/server/open-job.test.ts (as eligibility.ts's are by eligibility.test.ts):
 * `isOpenJob` on a loaded request, `openJobFilter` for ORM queries and lists, and
 * `openJobSql` for raw SQL over service_requests.
 */

/** A loaded request (or its read model) is open. */
export function isOpenJob(r: Pick<ServiceRequest, 'status' | 'appointmentFeePaid' | 'provider'>): boolean {
  return r.status === 'pending' && r.appointmentFeePaid && !r.provider;
}

/** The rule as a MikroORM filter on ServiceRequest (a fresh object each call: callers may extend it). */
export function openJobFilter(): ObjectQuery<ServiceRequest> {
  return { status: 'pending', appointmentFeePaid: true, provider: null };
}

/** The rule in SQL over service_requests aliased `alias`. */
export function openJobSql(alias = 'r'): string {
  return `${alias}.status = 'pending' and ${alias}.appointment_fee_paid = true and ${alias}.provider_id is null`;
}
