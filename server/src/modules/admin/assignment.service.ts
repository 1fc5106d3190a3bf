import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Activity } from '../requests/activity.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { AppPubSub } from '../../graphql/pubsub';
import { audit } from '../audit/audit.service';
import { assertAdmin, parseId } from './admin-guard';
import { deliverSoon, enqueueAfterCommit } from '../outbox/outbox';
import type { AdminAssignCandidate, AdminWorkerOption } from './admin.types';
import { coordinatesOf, haversineMiles, type Coordinates } from '../../domain/geo';
import { EARTH_RADIUS_MILES } from '../../domain/constants';
import { badInput, conflict, notFound } from '../../shared/errors';
import { findPage, mapPage, type Page, type PageInput } from '../../graphql/pagination';
import { requestNumber } from '../../domain/request-number';

const ASSIGN_SQL = `
update service_requests r
   set status = 'scheduled', provider_id = ?, updated_at = now(), version = r.version + 1
 where r.id = ?
   and r.status = 'pending' and r.appointment_fee_paid = true and r.provider_id is null
   and exists (
     select 1 from service_providers p
      where p.id = ? and p.status = 'available'
        and (p.service_categories @> jsonb_build_array(r.category_id) or p.category_id = r.category_id)
        and ${EARTH_RADIUS_MILES} * 2 * asin(least(1, sqrt(
              power(sin(radians((coalesce(p.latitude, ?::float8) - coalesce(r.service_latitude, ?::float8)) / 2)), 2)
              + cos(radians(coalesce(r.service_latitude, ?::float8))) * cos(radians(coalesce(p.latitude, ?::float8)))
              * power(sin(radians((coalesce(p.longitude, ?::float8) - coalesce(r.service_longitude, ?::float8)) / 2)), 2)
            ))) <= p.service_radius)
returning r.id`;

/** Why a worker cannot take a request, or null when eligible. */
export function ineligibility(p: ServiceProvider, r: ServiceRequest, distance: number | null): string | null {
  if (p.status !== 'available') return 'This worker is not available';
  if (!p.serviceCategories.includes(r.category.id) && p.category?.id !== r.category.id) return 'This worker does not offer this service category';
  if (distance === null) return 'The distance between this worker and the job is unknown';
  if (distance > p.serviceRadius) return `This job is ${distance.toFixed(1)} miles away, outside the worker's ${p.serviceRadius}-mile service radius`;
  return null;
}

const providerCoords = (p: ServiceProvider) => coordinatesOf(p.latitude, p.longitude, p.zipCode);
const requestCoords = (r: ServiceRequest) => coordinatesOf(r.serviceLatitude, r.serviceLongitude, r.serviceZipCode);

function distanceBetween(a: Coordinates | null, b: Coordinates | null): number | null {
  return a && b ? haversineMiles(a, b) : null;
}

/** Assignment: who may take a paid pending request, and the assignment itself, settled in the database. */
export class AssignmentService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
    private readonly pubsub: AppPubSub,
    private readonly categoryNames: () => Promise<Map<number, string>>,
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
      this.categoryNames(),
      requestId ? this.em.findOne(ServiceRequest, { id: requestId }) : Promise.resolve(null),
    ]);
    const rc = r ? requestCoords(r) : null;
    return Promise.all(providers.map((p) => this.option(p, names, r ? distanceBetween(providerCoords(p), rc) : null)));
  }

  /** Eligible workers of one request: available, category match, within radius; nearest first. */
  async eligibleWorkers(viewer: Viewer, requestIdInput: string): Promise<AdminWorkerOption[]> {
    assertAdmin(viewer);
    const requestId = parseId(requestIdInput);
    const r = requestId ? await this.em.findOne(ServiceRequest, { id: requestId }) : null;
    if (!r) throw notFound('Service request');
    const [providers, names] = await Promise.all([this.em.find(ServiceProvider, { status: 'available' }), this.categoryNames()]);
    return this.eligibleFor(r, providers, names);
  }

  private async eligibleFor(r: ServiceRequest, providers: ServiceProvider[], names: Map<number, string>): Promise<AdminWorkerOption[]> {
    const rc = requestCoords(r);
    const eligible = providers
      .map((p) => ({ p, d: distanceBetween(providerCoords(p), rc) }))
      .filter(({ p, d }) => ineligibility(p, r, d) === null)
      .sort((a, b) => a.d! - b.d! || a.p.id - b.p.id);
    return Promise.all(eligible.map(({ p, d }) => this.option(p, names, d)));
  }

  /**
   * Simple Job Assignment: paid pending unassigned requests, oldest first, one page (the
   * partial index service_requests_pending_paid_created_index), each with its eligible workers.
   */
  async assignmentBoardPage(viewer: Viewer, page: PageInput): Promise<Page<AdminAssignCandidate>> {
    assertAdmin(viewer);
    const [requests, providers, names] = await Promise.all([
      findPage(this.em, ServiceRequest, { status: 'pending', appointmentFeePaid: true, provider: null }, { createdAt: 'asc', id: 'asc' }, page),
      this.em.find(ServiceProvider, { status: 'available' }),
      this.categoryNames(),
    ]);
    const rows = await Promise.all(requests.items.map(async (request) => ({ request, workers: await this.eligibleFor(request, providers, names) })));
    return mapPage(requests, () => rows);
  }

  /**
   * Assign a worker to a paid, pending, unassigned request. Eligibility is checked for a
   * clear message, then settled by one conditional UPDATE: of two admins assigning at once,
   * one wins and the other gets CONFLICT. Sets status scheduled and the provider; notifies
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
    const rc = requestCoords(r);
    const pc = providerCoords(p);
    const why = ineligibility(p, r, distanceBetween(pc, rc));
    if (why) throw badInput([{ path: 'providerId', message: why }]);

    const out = await this.em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: number }[]>(ASSIGN_SQL, [
        p.id, r.id, p.id,
        pc!.latitude, rc!.latitude, rc!.latitude, pc!.latitude, pc!.longitude, rc!.longitude,
      ]);
      if (rows.length !== 1) throw conflict('This request was just assigned or changed by someone else. Refresh and try again.');
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
      await enqueueAfterCommit(tx, { queue: { requestId: r.id, kind: 'taken', categoryIds: [r.category.id] }, notifications });
      return { fresh };
    });
    deliverSoon();
    return out.fresh;
  }
}
