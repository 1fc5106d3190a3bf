import { raw, type EntityData, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from './service-request.entity';
import { canTransition, type RequestStatus } from '../../domain/request-status';

/**
 * The only writers of a service request by statement: a status changes only through
 * transitionStatus, which the transition table (domain/request-status.ts) drives, and every
 * other conditional change goes through updateRequest. Both are one conditional UPDATE that
 * bumps the row's version and its updated_at, so the database settles every race: the caller
 * learns whether its row matched and answers a CONFLICT of its own when it did not.
 * tests/domain/request-status-writers.test.ts fails on any other writer of the status.
 */

/** Conditions beyond the request's id (and, for a transition, its from-states). */
export interface RequestCondition {
  /** Further conditions on the request's properties. */
  where?: FilterQuery<ServiceRequest>;
  /** A further SQL condition over the request aliased `r` (e.g. eligibility's jobInReachSql). */
  sql?: { sql: string; params: unknown[] };
}

/** What else the statement sets: any property but the status, the version and updated_at (raw() allowed). */
export type RequestChanges = Omit<EntityData<ServiceRequest>, 'status' | 'version' | 'updatedAt' | 'id'>;

async function conditionalUpdate(em: EntityManager, requestId: number, where: FilterQuery<ServiceRequest>, sql: RequestCondition['sql'], set: EntityData<ServiceRequest>): Promise<boolean> {
  const qb = em
    .createQueryBuilder(ServiceRequest, 'r')
    .update({ ...set, updatedAt: new Date(), version: raw('version + 1') })
    .where({ ...(where as object), id: requestId });
  if (sql) qb.andWhere(sql.sql, sql.params);
  const res = await qb.execute('run');
  return res.affectedRows === 1;
}

/**
 * Move one request from one of `from` to `to` (with `set` and only while `where`/`sql` hold):
 * true when it moved, false when the row no longer matched (someone else changed it first).
 * A transition the table does not allow is a programming error and throws before any SQL.
 */
export function transitionStatus(
  em: EntityManager,
  requestId: number,
  from: readonly RequestStatus[],
  to: RequestStatus,
  opts: RequestCondition & { set?: RequestChanges } = {},
): Promise<boolean> {
  const refused = from.filter((f) => !canTransition(f, to));
  if (from.length === 0 || refused.length > 0) throw new Error(`Request status cannot go from ${refused.join(', ') || 'nothing'} to ${to}`);
  return conditionalUpdate(em, requestId, { ...(opts.where as object), status: { $in: [...from] } }, opts.sql, { ...(opts.set as object), status: to });
}

/** Change fields of one request other than its status, only while `where`/`sql` hold: true when the row matched. */
export function updateRequest(em: EntityManager, requestId: number, opts: RequestCondition & { set: RequestChanges }): Promise<boolean> {
  if ('status' in (opts.set as object)) throw new Error('A request status changes only through transitionStatus');
  return conditionalUpdate(em, requestId, opts.where ?? {}, opts.sql, opts.set);
}
