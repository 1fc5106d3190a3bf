import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { ServiceCategory } from '../catalog/service-category.entity';
import { Client } from '../clients/client.entity';
import { Activity } from '../requests/activity.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { AppPubSub } from '../../graphql/pubsub';
import { audit } from '../audit/audit.service';
import { AuditEvent } from '../audit/audit-event.entity';
import { assertAdmin, parseId } from './admin-guard';
import { publishAfterCommit } from './admin-events';
import { publishAccessChanged } from '../auth/session-events';
import { COMPLETED_SORTS, type CompletedSort } from './completed';
import { completedJobsPage, completedTotals } from './completed-queries';
import type {
  AdminClientRow,
  AdminCompletedJob,
  AdminCompletedJobs,
  AdminCreateRequestInput,
  AdminCustomerLookup,
  AdminDashboardStats,
  AdminProviderRow,
  AdminSearchResult,
} from './admin.types';
import { ACTIVE_STATUSES, DONE_STATUSES, PRIORITIES, type Priority } from '../../domain/request-status';
import { DASHBOARD_SEARCH_LIMIT } from '../../domain/constants';
import { lookupZip } from '../../domain/geo';
import { Validator, clean } from '../../shared/validate';
import { badInput, conflict, notFound } from '../../shared/errors';
import { findPage, mapPage, type Page, type PageInput } from '../../graphql/pagination';
import { pastDueRecords, reviewQueueFilter } from '../billing/billing-queries';
import { totalRevenueCents } from '../analytics/analytics-queries';
import { requestNumber } from '../../domain/request-number';

const REQUIRED_MESSAGE = 'Please fill in all required fields';

/** The admin area's reads (dashboard, lists, search, lookup) and its non-money decisions. */
export class AdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
    private readonly pubsub: AppPubSub,
  ) {}

  async categoryNames(): Promise<Map<number, string>> {
    const cats = await this.em.find(ServiceCategory, {});
    return new Map(cats.map((c) => [c.id, c.name]));
  }

  async dashboardStats(viewer: Viewer): Promise<AdminDashboardStats> {
    assertAdmin(viewer);
    const [activeJobs, completed, pending, unpaidRequests, pastDue, earningsCents, reviewQueue] = await Promise.all([
      this.em.count(ServiceRequest, { status: { $in: ACTIVE_STATUSES } }),
      this.em.count(ServiceRequest, { status: { $in: DONE_STATUSES } }),
      this.em.count(ServiceRequest, { status: 'pending', appointmentFeePaid: true }),
      this.em.count(ServiceRequest, { status: 'pending', appointmentFeePaid: false }),
      pastDueRecords(this.em),
      totalRevenueCents(this.em),
      this.em.count(ServiceRequest, reviewQueueFilter()),
    ]);
    return {
      activeJobs,
      completed,
      pending,
      unpaidRequests,
      pastDueBalances: pastDue.length,
      pastDueTotalCents: pastDue.reduce((s, p) => s + p.balanceDueCents, 0),
      earningsCents,
      reviewQueue,
    };
  }

  /** Active jobs (scheduled or in progress), newest first, one page (the partial index service_requests_active_created_index). */
  activeJobsPage(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    assertAdmin(viewer);
    return findPage(this.em, ServiceRequest, { status: { $in: ACTIVE_STATUSES } }, { createdAt: 'desc', id: 'desc' }, page);
  }

  /** Completed Jobs: the count, total value and ratings of every finished job; the jobs come a page at a time from completedJobsPage. */
  async completedJobs(viewer: Viewer, sort: string): Promise<AdminCompletedJobs> {
    assertAdmin(viewer);
    const order = completedSort(sort);
    return { ...(await completedTotals(this.em)), sort: order };
  }

  /** One page of finished work in one of the four sorts (recent, oldest, highest-value, lowest-value). */
  completedJobsPage(viewer: Viewer, sort: string, page: PageInput): Promise<Page<AdminCompletedJob>> {
    assertAdmin(viewer);
    return completedJobsPage(this.em, completedSort(sort), page);
  }

  /** Paid pending requests, oldest first, one page. */
  pendingPaidPage(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    assertAdmin(viewer);
    return findPage(this.em, ServiceRequest, { status: 'pending', appointmentFeePaid: true }, { createdAt: 'asc', id: 'asc' }, page);
  }

  /** Queued (unpaid) requests, newest first, one page. */
  queuedUnpaidPage(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    assertAdmin(viewer);
    return findPage(this.em, ServiceRequest, { status: 'pending', appointmentFeePaid: false }, { createdAt: 'desc', id: 'desc' }, page);
  }

  private allServicesWhere(status?: string | null): Record<string, unknown> {
    const where: Record<string, unknown> = {};
    if (status === 'awaiting_payment') Object.assign(where, { status: 'pending', appointmentFeePaid: false });
    else if (status === 'active') where.status = { $in: ACTIVE_STATUSES };
    else if (status) where.status = status;
    return where;
  }

  /** All Services: every request, newest first, optionally one status (awaiting_payment and active understood). */
  allServices(viewer: Viewer, status?: string | null): Promise<ServiceRequest[]> {
    assertAdmin(viewer);
    return this.em.find(ServiceRequest, this.allServicesWhere(status), { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 });
  }

  /** All Services, one page (the GraphQL list; REST keeps allServices). */
  allServicesPage(viewer: Viewer, status: string | null | undefined, page: PageInput): Promise<Page<ServiceRequest>> {
    assertAdmin(viewer);
    return findPage(this.em, ServiceRequest, this.allServicesWhere(status), { createdAt: 'desc', id: 'desc' }, page);
  }

  async clients(viewer: Viewer): Promise<AdminClientRow[]> {
    assertAdmin(viewer);
    return this.clientRows(await this.em.find(Client, {}, { orderBy: { name: 'asc', id: 'asc' } }));
  }

  /** One page of the clients, by name, with their request counts and payments (one statement for the figures). */
  async clientsPage(viewer: Viewer, page: PageInput): Promise<Page<AdminClientRow>> {
    assertAdmin(viewer);
    const clients = await findPage(this.em, Client, {}, { name: 'asc', id: 'asc' }, page);
    const rows = await this.clientRows(clients.items);
    return mapPage(clients, () => rows);
  }

  private async clientRows(clients: Client[]): Promise<AdminClientRow[]> {
    if (!clients.length) return [];
    const rows = await this.em.execute<{ client_id: number; requests: string; paid: string | null }[]>(
      `select c.id as client_id,
              (select count(*) from service_requests r where r.client_id = c.id) as requests,
              (select coalesce(sum(p.amount_cents), 0) from payments p where p.client_id = c.id and p.status = 'succeeded') as paid
         from clients c where c.id in (?)`,
      [clients.map((c) => c.id)],
    );
    const byClient = new Map(rows.map((r) => [Number(r.client_id), r]));
    return clients.map((client) => ({
      client,
      requestCount: Number(byClient.get(client.id)?.requests ?? 0),
      totalPaidCents: Number(byClient.get(client.id)?.paid ?? 0),
    }));
  }

  async providers(viewer: Viewer, opts: { status?: string | null } = {}): Promise<AdminProviderRow[]> {
    assertAdmin(viewer);
    const providers = await this.em.find(ServiceProvider, opts.status ? { status: opts.status as ServiceProvider['status'] } : {}, { orderBy: { name: 'asc', id: 'asc' } });
    return this.providerRows(providers);
  }

  /** One page of the providers (optionally of one status), by name, with their figures. */
  async providersPage(viewer: Viewer, page: PageInput, opts: { status?: string | null } = {}): Promise<Page<AdminProviderRow>> {
    assertAdmin(viewer);
    const providers = await findPage(this.em, ServiceProvider, opts.status ? { status: opts.status as ServiceProvider['status'] } : {}, { name: 'asc', id: 'asc' }, page);
    const rows = await this.providerRows(providers.items);
    return mapPage(providers, () => rows);
  }

  private async providerRows(providers: ServiceProvider[]): Promise<AdminProviderRow[]> {
    if (!providers.length) return [];
    const [names, stats] = await Promise.all([
      this.categoryNames(),
      this.em.execute<{ provider_id: number; active: string; earned: string }[]>(
        `select p.id as provider_id,
                (select count(*) from service_requests r where r.provider_id = p.id and r.status in ('scheduled', 'in_progress')) as active,
                (select coalesce(sum(w.amount_cents), 0) from worker_payouts w where w.provider_id = p.id) as earned
           from service_providers p where p.id in (?)`,
        [providers.map((p) => p.id)],
      ),
    ]);
    const byId = new Map(stats.map((s) => [Number(s.provider_id), s]));
    return providers.map((provider) => {
      const categoryNames = provider.serviceCategories.map((id) => names.get(id)).filter((n): n is string => !!n);
      return {
        provider,
        categoryName: categoryNames[0] ?? 'All Categories',
        categoryNames,
        activeJobs: Number(byId.get(provider.id)?.active ?? 0),
        earningsCents: Number(byId.get(provider.id)?.earned ?? 0),
      };
    });
  }

  /** Scheduled work from the start of today (UTC) on, soonest first, one page; the client groups it by day. */
  schedulePage(viewer: Viewer, page: PageInput, from: Date = new Date()): Promise<Page<ServiceRequest>> {
    assertAdmin(viewer);
    const start = new Date(from);
    start.setUTCHours(0, 0, 0, 0);
    start.setUTCDate(start.getUTCDate() - 1); // a day of slack for time zones west of UTC
    return findPage(
      this.em,
      ServiceRequest,
      { scheduledAt: { $ne: null, $gte: start }, status: { $in: [...ACTIVE_STATUSES, 'closed_pending_review'] } },
      { scheduledAt: 'asc', id: 'asc' },
      page,
    );
  }

  /** Dashboard search over requests (by number or title), clients and providers: at most 5 matches. */
  async search(viewer: Viewer, query: string, limit = DASHBOARD_SEARCH_LIMIT): Promise<AdminSearchResult[]> {
    assertAdmin(viewer);
    const q = (query ?? '').trim();
    if (!q) return [];
    const max = Math.min(Math.max(limit, 1), DASHBOARD_SEARCH_LIMIT);
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = parseId(q.replace(/^#/, ''));
    const [requests, clients, providers] = await Promise.all([
      this.em.find(ServiceRequest, { $or: [{ title: { $ilike: like } }, { clientName: { $ilike: like } }, ...(id ? [{ id }] : [])] }, { orderBy: { createdAt: 'desc' }, limit: max }),
      this.em.find(Client, { $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }] }, { orderBy: { name: 'asc' }, limit: max }),
      this.em.find(ServiceProvider, { $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }] }, { orderBy: { name: 'asc' }, limit: max }),
    ]);
    const results: AdminSearchResult[] = [
      ...requests.map((r) => ({ kind: 'request', id: String(r.id), title: `${requestNumber(r.id)} ${r.title}`, subtitle: `${r.clientName} · ${r.displayStatus.replace(/_/g, ' ')}`, link: `/services?requestId=${r.id}` })),
      ...clients.map((c) => ({ kind: 'client', id: String(c.id), title: c.name, subtitle: c.email, link: `/admin-customer-service?customerId=${c.id}` })),
      ...providers.map((p) => ({ kind: 'provider', id: String(p.id), title: p.name, subtitle: `${p.email} · ${p.status.replace(/_/g, ' ')}`, link: `/providers?providerId=${p.id}` })),
    ];
    return results.slice(0, max);
  }

  /** Account search: clients and providers by name, e-mail or phone (up to 50 of each). */
  async searchAccounts(viewer: Viewer, query: string): Promise<{ clients: Client[]; providers: ServiceProvider[] }> {
    assertAdmin(viewer);
    const q = (query ?? '').trim();
    if (!q) return { clients: [], providers: [] };
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [clients, providers] = await Promise.all([
      this.em.find(Client, { $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }, { phone: { $ilike: like } }] }, { orderBy: { name: 'asc' }, limit: 50 }),
      this.em.find(ServiceProvider, { $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }, { phone: { $ilike: like } }] }, { orderBy: { name: 'asc' }, limit: 50 }),
    ]);
    return { clients, providers };
  }

  /** Customer service lookup by customer id; anything that is not an integer finds nothing. */
  async lookupCustomer(viewer: Viewer, input: string): Promise<AdminCustomerLookup | null> {
    assertAdmin(viewer);
    const id = parseId(input);
    if (!id) return null;
    const client = await this.em.findOne(Client, { id });
    if (!client) return null;
    const requests = await this.em.find(ServiceRequest, { client: id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return { client, requestCount: requests.length, requests };
  }

  /** Customer service lookup by request number. */
  async lookupRequest(viewer: Viewer, input: string): Promise<ServiceRequest | null> {
    assertAdmin(viewer);
    const id = parseId((input ?? '').trim().replace(/^#/, ''));
    if (!id) return null;
    return this.em.findOne(ServiceRequest, { id });
  }

  /** The audit trail (append-only), newest first; of one request when given. */
  /** Worker applications waiting for a decision, one page. */
  workerApplicationsPage(viewer: Viewer, page: PageInput): Promise<Page<AdminProviderRow>> {
    return this.providersPage(viewer, page, { status: 'pending_approval' });
  }

  /** The audit trail, newest first (of one request when given), one page. */
  auditTrailPage(viewer: Viewer, requestIdInput: string | null, page: PageInput): Promise<Page<AuditEvent>> {
    assertAdmin(viewer);
    const id = parseId(requestIdInput);
    return findPage(this.em, AuditEvent, id ? { requestId: id } : {}, { createdAt: 'desc', id: 'desc' }, page);
  }

  /** Approve an application: both checks approved and status available, notified account_approved. */
  async approveWorker(viewer: Viewer, providerIdInput: string): Promise<ServiceProvider> {
    assertAdmin(viewer);
    const providerId = parseId(providerIdInput);
    if (!providerId) throw notFound('Worker application');
    const out = await this.em.transactional(async (tx) => {
      const p = await tx.findOne(ServiceProvider, { id: providerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!p) throw notFound('Worker application');
      if (p.status !== 'pending_approval' && p.status !== 'pending' && p.status !== 'rejected') throw conflict('This application was already decided');
      const before = { status: p.status, backgroundCheckStatus: p.backgroundCheckStatus, documentVerificationStatus: p.documentVerificationStatus };
      Object.assign(p, { status: 'available', backgroundCheckStatus: 'approved', documentVerificationStatus: 'approved', onboardingCompleted: true, approvedAt: new Date() });
      audit(tx, viewer, { action: 'worker_approved', entityType: 'service_provider', entityId: p.id, before, after: { status: 'available', backgroundCheckStatus: 'approved', documentVerificationStatus: 'approved' } });
      const notifications = p.user
        ? [this.notifications.queue({ userId: p.user.id, userType: 'worker', type: 'account_approved', title: 'Application approved', message: 'Welcome aboard! Your provider account is approved and you can now accept jobs.' }, tx)]
        : [];
      return { p, notifications };
    });
    publishAfterCommit(this.pubsub, this.notifications, { notifications: out.notifications });
    // The worker's sessions open as approved now: sockets opened while pending reconnect.
    if (out.p.user) publishAccessChanged(this.pubsub, out.p.user.id);
    return out.p;
  }

  async rejectWorker(viewer: Viewer, providerIdInput: string, reason?: string | null): Promise<ServiceProvider> {
    assertAdmin(viewer);
    const providerId = parseId(providerIdInput);
    if (!providerId) throw notFound('Worker application');
    const why = clean(reason);
    new Validator().maxLength(why, 1000, 'reason', 'Reason').throwIfInvalid();
    const out = await this.em.transactional(async (tx) => {
      const p = await tx.findOne(ServiceProvider, { id: providerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!p) throw notFound('Worker application');
      if (p.status !== 'pending_approval' && p.status !== 'pending') throw conflict('This application was already decided');
      const before = { status: p.status, backgroundCheckStatus: p.backgroundCheckStatus, documentVerificationStatus: p.documentVerificationStatus };
      Object.assign(p, { status: 'rejected', backgroundCheckStatus: 'rejected', documentVerificationStatus: 'rejected' });
      audit(tx, viewer, { action: 'worker_rejected', entityType: 'service_provider', entityId: p.id, before, after: { status: 'rejected', backgroundCheckStatus: 'rejected', documentVerificationStatus: 'rejected', reason: why } });
      const notifications = p.user
        ? [this.notifications.queue({ userId: p.user.id, userType: 'worker', type: 'account_rejected', title: 'Application not approved', message: why ? `Your provider application was not approved: ${why}` : 'Your provider application was not approved.' }, tx)]
        : [];
      return { p, notifications };
    });
    publishAfterCommit(this.pubsub, this.notifications, { notifications: out.notifications });
    return out.p;
  }

  /** An admin creates a request for an existing client: category, client, title and description required; priority normal; status pending. */
  async createServiceRequest(viewer: Viewer, input: AdminCreateRequestInput): Promise<ServiceRequest> {
    assertAdmin(viewer);
    const title = clean(input.title);
    const description = clean(input.description);
    const categoryId = parseId(input.categoryId);
    const clientId = parseId(input.clientId);
    const priority = (clean(input.priority) ?? 'normal') as Priority;
    const v = new Validator()
      .check(!!categoryId, 'categoryId', REQUIRED_MESSAGE)
      .check(!!clientId, 'clientId', REQUIRED_MESSAGE)
      .required(title, 'title', REQUIRED_MESSAGE)
      .required(description, 'description', REQUIRED_MESSAGE);
    if (!v.ok) throw badInput([...collect(v)], REQUIRED_MESSAGE);
    new Validator()
      .maxLength(title, 200, 'title', 'Title')
      .maxLength(description, 5000, 'description', 'Description')
      .check((PRIORITIES as readonly string[]).includes(priority), 'priority', `Priority must be one of ${PRIORITIES.join(', ')}`)
      .throwIfInvalid();
    const [category, client] = await Promise.all([this.em.findOne(ServiceCategory, { id: categoryId! }), this.em.findOne(Client, { id: clientId! })]);
    new Validator().check(!!category, 'categoryId', 'Choose an existing category').check(!!client, 'clientId', 'Choose an existing client').throwIfInvalid();
    return this.em.transactional(async (tx) => {
      const zip = lookupZip(client!.zipCode);
      const r = tx.create(ServiceRequest, {
        title: title!,
        description: description!,
        category: category!.id,
        client: client!.id,
        clientName: client!.name,
        priority,
        status: 'pending',
        serviceAddress: client!.address ?? '',
        serviceCity: client!.city ?? zip?.city ?? '',
        serviceState: client!.state ?? zip?.state ?? 'TN',
        serviceZipCode: client!.zipCode ?? '',
        serviceLatitude: zip?.latitude ?? null,
        serviceLongitude: zip?.longitude ?? null,
      });
      await tx.flush();
      tx.create(Activity, { request: r, action: 'request_created', description: `Request created by an admin for ${client!.name}.`, actorRole: 'admin', actor: viewer.user.id });
      audit(tx, viewer, { action: 'request_created_by_admin', entityType: 'service_request', entityId: r.id, requestId: r.id, after: { clientId: client!.id, categoryId: category!.id, title: r.title, priority, status: 'pending' } });
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
      const changed = await tx.nativeUpdate(ServiceRequest, { id: r.id, version: r.version, balancePaid: false, invoicePaid: false }, { actualCostCents: cents, version: r.version + 1, updatedAt: new Date() });
      if (changed !== 1) throw conflict('This request changed meanwhile: reload it and try again');
      tx.create(Activity, { request: r.id, actor: viewer.user.id, actorRole: 'admin', action: 'cost_updated', description: `Actual cost set to $${(cents / 100).toFixed(2)}` });
      audit(tx, viewer, { action: 'actual_cost_set', entityType: 'service_request', entityId: r.id, requestId: r.id, amountCents: cents, before: { actualCostCents: before }, after: { actualCostCents: cents } });
    });
    return this.em.findOneOrFail(ServiceRequest, { id: r.id }, { refresh: true });
  }

}

/** A Completed Jobs sort, or BAD_USER_INPUT. */
function completedSort(sort: string): CompletedSort {
  if (!(COMPLETED_SORTS as readonly string[]).includes(sort)) throw badInput([{ path: 'sort', message: `Sort must be one of ${COMPLETED_SORTS.join(', ')}` }]);
  return sort as CompletedSort;
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
