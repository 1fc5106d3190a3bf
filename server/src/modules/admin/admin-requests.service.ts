import { Series } from '../requests/series.entity';
import { checkRecurrence } from '../requests/request-creation.service';
import { earliestToday, isRealDate } from '../requests/request-input';
import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueAfterCommit } from '../outbox/outbox';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceCategory } from '../catalog/service-category.entity';
import { Client } from '../clients/client.entity';
import { Activity } from '../requests/activity.entity';
import type { Viewer } from '../auth/viewer';
import { audit } from '../audit/audit.service';
import { assertAdmin, parseId } from '../auth/admin-guard';
import type { AdminCreateRequestInput } from './admin.types';
import { PRIORITIES, type Priority } from '../../domain/request-status';
import { Place, type CompletePlace } from '../../domain/place';
import { requireServedClient } from '../requests/request-area';
import { updateRequest } from '../requests/request-writes';
import { Validator, clean, isHhMm } from '../../shared/validate';
import { badInput, conflict, notFound } from '../../shared/errors';

const REQUIRED_MESSAGE = 'Please fill in all required fields';

/** The admin's own changes to requests: a request created for an existing client, the actual cost. */
export class AdminRequestsService {
  constructor(private readonly em: EntityManager) {}

  /** An admin creates a request for an existing client: category, client, title and description required; priority normal; status pending. */
  async create(viewer: Viewer, input: AdminCreateRequestInput): Promise<ServiceRequest> {
    assertAdmin(viewer);
    const title = clean(input.title);
    const description = clean(input.description);
    const categoryId = parseId(input.categoryId);
    const clientId = parseId(input.clientId);
    const priority = (input.priority ?? 'normal') as Priority;
    const v = new Validator()
      .check(!!categoryId, 'categoryId', REQUIRED_MESSAGE)
      .check(!!clientId, 'clientId', REQUIRED_MESSAGE)
      .required(title, 'title', REQUIRED_MESSAGE)
      .required(description, 'description', REQUIRED_MESSAGE);
    if (!v.ok) throw badInput([...collect(v)], REQUIRED_MESSAGE);
    const v2 = new Validator()
      .maxLength(title, 200, 'title', 'Title')
      .maxLength(description, 5000, 'description', 'Description')
      .word(input.priority, PRIORITIES, 'priority', `Priority must be one of ${PRIORITIES.join(', ')}`);
    const date = clean(input.preferredDate);
    const time = clean(input.preferredTime);
    if (date) v2.check(isRealDate(date), 'preferredDate', 'Preferred date must be a date').check(!isRealDate(date) || date >= earliestToday(), 'preferredDate', 'Preferred date cannot be in the past');
    if (time) v2.check(['morning', 'afternoon', 'evening'].includes(time) || isHhMm(time), 'preferredTime', 'Choose morning, afternoon, evening or a time (HH:MM)');
    const seriesVisits = checkRecurrence(v2, input.recurrence, date, !!time);
    v2.throwIfInvalid();
    const [category, client] = await Promise.all([this.em.findOne(ServiceCategory, { id: categoryId! }), this.em.findOne(Client, { id: clientId! })]);
    new Validator().check(!!category, 'categoryId', 'Choose an existing category').check(!!client, 'clientId', 'Choose an existing client').throwIfInvalid();
    requireServedClient(client!);
    return this.em.transactional(async (tx) => {
      const rec = input.recurrence;
      const series =
        rec && seriesVisits !== null
          ? tx.create(Series, { client: client!.id, frequency: rec.frequency, count: rec.count ?? null, until: rec.count ? null : clean(rec.until), total: seriesVisits, anchorDate: date!, preferredTime: time! })
          : null;
      const r = tx.create(ServiceRequest, {
        series,
        seriesPosition: series ? 1 : null,
        preferredDate: date,
        preferredTime: time,
        title: title!,
        description: description!,
        category: category!.id,
        client: client!.id,
        clientName: client!.name,
        priority,
        address: serviceAddressFor(client!),
      });
      await tx.flush();
      tx.create(Activity, { request: r, action: 'request_created', description: `Request created by an admin for ${client!.name}.`, actorRole: 'admin', actor: viewer.user.id });
      audit(tx, viewer, { action: 'request_created_by_admin', entityType: 'service_request', entityId: r.id, requestId: r.id, after: { clientId: client!.id, categoryId: category!.id, title: r.title, priority, status: 'pending', ...(series ? { seriesVisits: series.total, frequency: series.frequency } : {}) } });
      await enqueueAfterCommit(tx, { request: { requestId: r.id, kind: 'created' } });
      return r;
    });
  }

  /**
   * The admin's cost edit: a request's actual cost, which billing uses when no invoice exists.
   * Refused once the balance is paid or the request is closed; audited with before and after.
   */
  async setActualCost(viewer: Viewer, requestIdInput: string | number, cents: number): Promise<ServiceRequest> {
    assertAdmin(viewer);
    if (!Number.isSafeInteger(cents) || cents < 0 || cents > 100_000_000) {
      throw badInput([{ path: 'actualCost', message: 'Actual cost must be a dollar amount from $0 to $1,000,000 with at most two decimals' }]);
    }
    const id = parseId(requestIdInput);
    const r = id ? await this.em.findOne(ServiceRequest, { id }) : null;
    if (!r) throw notFound('Service request');
    if (r.status === 'cancelled' || r.status === 'closed_successful') throw conflict(`This request is ${r.status.replace(/_/g, ' ')}: its cost can no longer change`);
    if (r.balancePaid || r.invoicePaid) throw conflict('The balance of this request is already paid: its cost can no longer change');
    const before = r.actualCostCents;
    await this.em.transactional(async (tx) => {
      const changed = await updateRequest(tx, r.id, { where: { version: r.version, balancePaid: false, invoicePaid: false }, set: { actualCostCents: cents } });
      if (!changed) throw conflict('This request changed meanwhile: reload it and try again');
      tx.create(Activity, { request: r.id, actor: viewer.user.id, actorRole: 'admin', action: 'cost_updated', description: `Actual cost set to $${(cents / 100).toFixed(2)}` });
      audit(tx, viewer, { action: 'actual_cost_set', entityType: 'service_request', entityId: r.id, requestId: r.id, amountCents: cents, before: { actualCostCents: before }, after: { actualCostCents: cents } });
      await enqueueAfterCommit(tx, { request: { requestId: r.id, kind: 'cost_updated' } });
    });
    return this.em.findOneOrFail(ServiceRequest, { id: r.id }, { refresh: true });
  }
}

/** The validator's errors as a list (it throws them; here they become one message). */
function collect(v: Validator): { path: string; message: string }[] {
  try {
    v.throwIfInvalid();
    return [];
  } catch (err) {
    return (err as { fields: { path: string; message: string }[] }).fields;
  }
}

/** A request's address at a client's contact address, with the ZIP code's city and state where the client gave none. */
function serviceAddressFor(client: Client): CompletePlace {
  const at = Place.locate({ street: client.address, city: client.city, state: client.state, zipCode: client.zipCode }, { fillTown: true });
  return Object.assign(at, { street: at.street ?? '', city: at.city ?? '', state: at.state ?? 'TN', zipCode: at.zipCode ?? '' }) as CompletePlace;
}
