import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { openJobFilter } from '../requests/open-job';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Activity } from '../requests/activity.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import { audit } from '../audit/audit.service';
import { assertAdmin, parseId } from '../auth/admin-guard';
import { enqueueAfterCommit } from '../outbox/outbox';
import type { AdminAssignCandidate, AdminAssignableWorker, AdminWorkerOption } from './admin.types';
import { distanceMiles, ineligibility, jobInReachSql, workerReach, type Ineligibility, type WorkerReach } from '../requests/eligibility';
import { transitionStatus } from '../requests/request-writes';
import { categoryNames } from '../catalog/category-names';
import { badInput, conflict, notFound } from '../../shared/errors';
import { findPage, mapPage, type Page, type PageInput } from '../../shared/paging';
import { requestNumber } from '../../domain/request-number';
import { claimSeries } from '../jobs/visit-series';

/**
 * The request, as it is now, is in the reach of the worker as the rule judged them
 * (eligibility's SQL form), and the worker's row is unchanged since.
 */
function stillEligibleSql(p: ServiceProvider, reach: WorkerReach): { sql: string; params: unknown[] } {
  const inReach = jobInReachSql(reach);
  return {
    sql: `${inReach.sql} and exists (select 1 from service_providers p where p.id = ? and p.version = ?)`,
    params: [...inReach.params, p.id, p.version],
  };
}

/** Assignment: who may take a paid pending request, and the assignment itself, settled in the database. */
export class AssignmentService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
  ) {}

  private async option(p: ServiceProvider, names: Map<number, string>, distance: number | null): Promise<AdminWorkerOption> {
    const categoryNames = p.serviceCategories.map((id) => names.get(id)).filter((n): n is string => !!n);
    return { provider: p, categoryName: categoryNames[0] ?? 'All Categories', categoryNames, distanceMiles: distance === null ? null : Math.round(distance * 10) / 10 };
  }

  /** Every available worker (the Assign Worker dialog and Paid Pending Requests), with distance when a request is given. */
  async availableWorkers(viewer: Viewer, requestIdInput?: string | null): Promise<AdminWorkerOption[]> {
    assertAdmin(viewer);
    const requestId = parseId(requestIdInput);
    const [providers, names, r] = await Promise.all([
      this.em.find(ServiceProvider, { status: 'available' }, { orderBy: { name: 'asc', id: 'asc' } }),
      categoryNames(this.em),
      requestId ? this.em.findOne(ServiceRequest, { id: requestId }) : Promise.resolve(null),
    ]);
    return Promise.all(providers.map((p) => this.option(p, names, r ? distanceMiles(p, r) : null)));
  }

  /** Eligible workers of one request: available, category match, within radius; nearest first. */
  async eligibleWorkers(viewer: Viewer, requestIdInput: string): Promise<AdminWorkerOption[]> {
    assertAdmin(viewer);
    const requestId = parseId(requestIdInput);
    const r = requestId ? await this.em.findOne(ServiceRequest, { id: requestId }) : null;
    if (!r) throw notFound('Service request');
    const [providers, names] = await Promise.all([this.em.find(ServiceProvider, { status: 'available' }), categoryNames(this.em)]);
    return this.eligibleFor(r, providers, names);
  }

  private async eligibleFor(r: ServiceRequest, providers: ServiceProvider[], names: Map<number, string>): Promise<AdminWorkerOption[]> {
    const eligible = providers
      .map((p) => ({ p, why: ineligibility(p, r) }))
      .filter(({ why }) => why.reason === null)
      .map(({ p, why }) => ({ p, d: why.distance! }))
      .sort((a, b) => a.d - b.d || a.p.id - b.p.id);
    return Promise.all(eligible.map(({ p, d }) => this.option(p, names, d)));
  }

  /**
   * Every approved worker as a candidate for one request, judged by the one eligibility rule
   * assignWorker applies (`ineligibility`): the eligible first, nearest first, each with the
   * distance and the jobs they hold now; then the others with the reason in words.
   */
  async assignableWorkers(viewer: Viewer, requestIdInput: string): Promise<AdminAssignableWorker[]> {
    assertAdmin(viewer);
    const requestId = parseId(requestIdInput);
    const r = requestId ? await this.em.findOne(ServiceRequest, { id: requestId }) : null;
    if (!r) throw notFound('Service request');
    // Approved workers (the worker gate; applicants are not candidates yet).
    const [providers, names] = await Promise.all([
      this.em.find(ServiceProvider, { onboardingCompleted: true, backgroundCheckStatus: 'approved', documentVerificationStatus: 'approved' }),
      categoryNames(this.em),
    ]);
    const load = providers.length
      ? await this.em.execute<{ provider_id: number; active: string }[]>(
          `select provider_id, count(*) as active from service_requests where provider_id in (?) and status in ('scheduled', 'in_progress') group by provider_id`,
          [providers.map((p) => p.id)],
        )
      : [];
    const active = new Map(load.map((row) => [Number(row.provider_id), Number(row.active)]));
    const rows = await Promise.all(
      providers.map(async (p) => {
        const why = ineligibility(p, r);
        const option = await this.option(p, names, why.distance);
        return {
          ...option,
          eligible: why.reason === null,
          reasonCode: why.reason,
          reason: why.reason === null ? null : reasonInWords(why.reason, why.distance, p.serviceRadius),
          activeJobs: active.get(p.id) ?? 0,
        };
      }),
    );
    const order: (Ineligibility | null)[] = [null, 'distance', 'distance_unknown', 'category', 'unavailable'];
    return rows.sort(
      (a, b) =>
        order.indexOf(a.reasonCode) - order.indexOf(b.reasonCode) ||
        (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity) ||
        a.provider.name.localeCompare(b.provider.name) ||
        a.provider.id - b.provider.id,
    );
  }

  /**
   * Simple Job Assignment: paid pending unassigned requests, oldest first, one page (the
   * partial index service_requests_pending_paid_created_index), each with its eligible workers.
   */
  async assignmentBoardPage(viewer: Viewer, page: PageInput): Promise<Page<AdminAssignCandidate>> {
    assertAdmin(viewer);
    const [requests, providers, names] = await Promise.all([
      findPage(this.em, ServiceRequest, openJobFilter(), { createdAt: 'asc', id: 'asc' }, page),
      this.em.find(ServiceProvider, { status: 'available' }),
      categoryNames(this.em),
    ]);
    const rows = await Promise.all(requests.items.map(async (request) => ({ request, workers: await this.eligibleFor(request, providers, names) })));
    return mapPage(requests, () => rows);
  }

  /**
   * Assign a worker to a paid, pending, unassigned request. Eligibility is checked for a
   * clear message, then settled by one conditional UPDATE: of two admins assigning at once,
   * one wins and the other gets CONFLICT. Sets status scheduled and the provider; on a
   * series' first visit the worker keeps the series (claimSeries, as on accept); notifies
   * the worker (job_assignment) and the client after commit.
   */
  async assignWorker(viewer: Viewer, requestIdInput: string, providerIdInput: string): Promise<ServiceRequest> {
    assertAdmin(viewer);
    const requestId = parseId(requestIdInput);
    const providerId = parseId(providerIdInput);
    if (!providerId) throw badInput([{ path: 'providerId', message: 'Choose a worker' }]);
    const [r, p] = await Promise.all([
      requestId ? this.em.findOne(ServiceRequest, { id: requestId }) : Promise.resolve(null),
      this.em.findOne(ServiceProvider, { id: providerId }),
    ]);
    if (!r) throw notFound('Service request');
    if (!p) throw badInput([{ path: 'providerId', message: 'That worker does not exist' }]);
    if (r.status !== 'pending' || r.provider) throw conflict('This request is no longer waiting for assignment');
    if (!r.appointmentFeePaid) throw conflict('The consultation fee of this request is not paid yet');
    const why = ineligibility(p, r).message;
    if (why) throw badInput([{ path: 'providerId', message: why }]);

    const out = await this.em.transactional(async (tx) => {
      const assigned = await transitionStatus(tx, r.id, ['pending'], 'scheduled', { where: { appointmentFeePaid: true, provider: null }, sql: stillEligibleSql(p, workerReach(p)!), set: { provider: p.id } });
      if (!assigned) throw conflict('This request was just assigned or changed by someone else. Refresh and try again.');
      // A series' first visit: the assigned worker keeps the series, as when a worker accepts it.
      await claimSeries(tx, r, p.id, new Date());
      const fresh = await tx.findOneOrFail(ServiceRequest, { id: r.id }, { refresh: true });
      tx.create(Activity, { request: fresh, action: 'worker_assigned', description: `${p.name} was assigned by an admin.`, actorRole: 'admin', actor: viewer.user.id });
      audit(tx, viewer, {
        action: 'worker_assigned',
        entityType: 'service_request',
        entityId: r.id,
        requestId: r.id,
        before: { status: 'pending', providerId: null },
        after: { status: 'scheduled', providerId: p.id },
      });
      const notifications = [];
      if (p.user) {
        notifications.push(this.notifications.queue({ userId: p.user.id, userType: 'worker', type: 'job_assignment', title: 'New assignment', message: `You were assigned request ${requestNumber(r.id)}: ${r.title} in ${r.serviceCity}.`, data: { requestId: r.id } }, tx));
      }
      const clientUser = (await tx.findOne(ServiceRequest, { id: r.id }, { populate: ['client'] }))?.client.getEntity().user;
      if (clientUser) {
        notifications.push(this.notifications.queue({ userId: clientUser.id, userType: 'client', type: 'worker_assigned', title: 'Worker assigned', message: `${p.name} will handle your request ${requestNumber(r.id)} (${r.title}).`, data: { requestId: r.id } }, tx));
      }
      await enqueueAfterCommit(tx, { queue: { requestId: r.id, kind: 'taken', categoryIds: [r.category.id] }, notifications, request: { requestId: r.id, kind: 'assigned' } });
      return { fresh };
    });
    return out.fresh;
  }
}

/** The rule's reason as the Assign Worker dialog shows it beside a worker it cannot choose. */
export function reasonInWords(reason: Ineligibility, distance: number | null, radiusMiles: number): string {
  switch (reason) {
    case 'unavailable':
      return 'Not available';
    case 'category':
      return 'Offers other services';
    case 'distance_unknown':
      return 'Location unknown';
    case 'distance': {
      const d = distance ?? 0;
      // Whole miles unless rounding would hide that the job is past the radius.
      const shown = Math.round(d) > radiusMiles ? String(Math.round(d)) : d.toFixed(1);
      return `Outside service radius: ${shown} mi > ${radiusMiles} mi`;
    }
  }
}
