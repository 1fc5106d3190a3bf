import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from './service-request.entity';
import { Activity } from './activity.entity';
import type { BillingEntry, CreateRequestInput, UpdateRequestInput } from './request.types';
import { ServiceCategory } from '../catalog/service-category.entity';
import { Invoice } from '../invoices/invoice.entity';
import { billingBreakdown, serviceCostOf } from '../../domain/billing';
import { Client } from '../clients/client.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import { Topic, type AppPubSub } from '../../graphql/pubsub';
import { deliverSoon, enqueueAfterCommit } from '../outbox/outbox';
import { isInServiceArea } from '../../domain/service-area';
import { lookupZip } from '../../domain/geo';
import { PRIORITIES, DONE_STATUSES, type Priority, type RequestStatus } from '../../domain/request-status';
import { CONSULTATION_TOTAL_CENTS } from '../../domain/constants';
import { emptyPage, findPage, mapPage, type Page, type PageInput } from '../../graphql/pagination';
import { Validator, clean, isEmail, isHhMm, isIsoDate, isPhone, isUsState } from '../../shared/validate';
import { badInput, conflict, forbidden, isUniqueViolation, notFound } from '../../shared/errors';
import { requestNumber } from '../../domain/request-number';

export const OUT_OF_AREA_MESSAGE = 'We do not serve this ZIP code yet. Join the expansion waitlist and we will let you know when we arrive.';
export const TIME_WINDOWS = ['morning', 'afternoon', 'evening', 'specific'] as const;
/** Statuses a client may cancel from (a non-completed request). */
export const CLIENT_CANCELLABLE: RequestStatus[] = ['pending', 'scheduled', 'in_progress'];

/** The earliest calendar date anywhere on earth right now (UTC-12): a preferred date may not be before it. */
export function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

/** A title starting with 'Custom' is replaced by the custom title when one is given. */
export function finalTitle(title: string, customTitle?: string | null): string {
  const t = title.trim();
  const c = clean(customTitle);
  return /^custom/i.test(t) && c ? c : t;
}

/** YYYY-MM-DD that names a real calendar day (no 31 February). */
export function isRealDate(v: string): boolean {
  return isIsoDate(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
}

const statusWords = (s: string) => s.replace(/_/g, ' ');

/** The client side of a request's life: create, edit while pending, cancel, and the client's own lists. */
export class RequestService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
    private readonly pubsub: AppPubSub,
  ) {}

  private clientIdOf(viewer: Viewer): number {
    if (viewer.clientId === null) throw forbidden('Only clients have service requests');
    return viewer.clientId;
  }

  /**
   * The client record requests belong to. A worker (approved or pending) may request
   * services too: their client record is made on their first request.
   */
  private async clientIdForNewRequest(viewer: Viewer): Promise<number> {
    if (viewer.clientId !== null) return viewer.clientId;
    if (viewer.role !== 'worker') throw forbidden('Only clients have service requests');
    const existing = await this.em.findOne(Client, { user: viewer.user.id });
    if (existing) return existing.id;
    const u = viewer.user;
    const c = this.em.create(Client, { user: u.id, name: u.fullName, email: u.email, phone: u.phone });
    try {
      await this.em.flush();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      this.em.clear();
      return (await this.em.findOneOrFail(Client, { user: u.id })).id;
    }
    viewer.clientId = c.id;
    return c.id;
  }

  /** The viewer's own list: empty for a worker who never requested anything. */
  private listClientId(viewer: Viewer): number | null {
    if (viewer.clientId === null && viewer.role !== 'worker') throw forbidden('Only clients have service requests');
    return viewer.clientId;
  }

  /** The viewer's own request, or NOT_FOUND (another client's request is not revealed). */
  async ownRequest(viewer: Viewer, id: number | string): Promise<ServiceRequest> {
    const clientId = this.clientIdOf(viewer);
    const r = await this.em.findOne(ServiceRequest, { id: Number(id) || 0, client: clientId });
    if (!r) throw notFound('Service request');
    return r;
  }

  async create(viewer: Viewer, input: CreateRequestInput): Promise<ServiceRequest> {
    if (viewer.clientId === null && viewer.role !== 'worker') throw forbidden('Only clients have service requests');
    const category = Number.isInteger(input.categoryId) ? await this.em.findOne(ServiceCategory, { id: input.categoryId }) : null;
    const same = !!input.sameAddress;
    const svc = {
      address: same ? clean(input.contactAddress) : clean(input.serviceAddress),
      city: same ? clean(input.contactCity) : clean(input.serviceCity),
      state: same ? clean(input.contactState) : clean(input.serviceState) ?? 'TN',
      zip: same ? clean(input.contactZipCode) : clean(input.serviceZipCode),
    };
    const zipPath = same ? 'contactZipCode' : 'serviceZipCode';
    const v = new Validator()
      .check(!!category, 'categoryId', 'Please choose a service category')
      .required(input.title, 'title', 'Please choose a service type')
      .maxLength(input.title, 150, 'title', 'Service type')
      .maxLength(finalTitle(input.title ?? '', input.customTitle), 200, 'customTitle', 'Title')
      .required(input.description, 'description', 'Description is required')
      .maxLength(input.description, 5000, 'description', 'Description')
      .required(input.contactName, 'contactName', 'Name is required')
      .maxLength(input.contactName, 200, 'contactName', 'Name')
      .required(input.contactPhone, 'contactPhone', 'Phone is required')
      .check(!clean(input.contactPhone) || isPhone(input.contactPhone), 'contactPhone', 'Please enter a valid phone number')
      .required(input.contactEmail, 'contactEmail', 'Email is required')
      .check(!clean(input.contactEmail) || isEmail(input.contactEmail), 'contactEmail', 'Please enter a valid email address')
      .required(input.contactAddress, 'contactAddress', 'Street address is required')
      .maxLength(input.contactAddress, 300, 'contactAddress', 'Street address')
      .required(input.contactCity, 'contactCity', 'City is required')
      .maxLength(input.contactCity, 100, 'contactCity', 'City')
      .check(isUsState(input.contactState), 'contactState', 'Please choose a state')
      .required(input.contactZipCode, 'contactZipCode', 'ZIP code is required')
      .check(!clean(input.contactZipCode) || /^\d{5}$/.test(input.contactZipCode.trim()), 'contactZipCode', 'ZIP code must be 5 digits');
    if (!same) {
      v.required(svc.address, 'serviceAddress', 'Service address is required')
        .maxLength(svc.address, 300, 'serviceAddress', 'Service address')
        .required(svc.city, 'serviceCity', 'Service city is required')
        .maxLength(svc.city, 100, 'serviceCity', 'Service city')
        .check(isUsState(svc.state), 'serviceState', 'Please choose a state')
        .required(svc.zip, 'serviceZipCode', 'Service ZIP code is required')
        .check(!svc.zip || /^\d{5}$/.test(svc.zip), 'serviceZipCode', 'ZIP code must be 5 digits');
    }
    const needsSchedule = category?.requiresScheduling ?? false;
    const date = clean(input.preferredDate);
    const time = clean(input.preferredTime);
    const specific = clean(input.specificTime);
    if (needsSchedule) {
      v.required(date, 'preferredDate', 'Preferred date is required').required(time, 'preferredTime', 'Preferred time is required');
    }
    if (date) v.check(isRealDate(date), 'preferredDate', 'Preferred date must be a date').check(!isRealDate(date) || date >= earliestToday(), 'preferredDate', 'Preferred date cannot be in the past');
    if (time) v.check((TIME_WINDOWS as readonly string[]).includes(time) || isHhMm(time), 'preferredTime', 'Choose morning, afternoon, evening or a specific time');
    if (time === 'specific') v.required(specific, 'specificTime', 'Specific time is required');
    if (specific) v.check(isHhMm(specific), 'specificTime', 'Time must be HH:MM');
    v.maxLength(input.alternativeTime1, 100, 'alternativeTime1', 'Alternative time')
      .maxLength(input.alternativeTime2, 100, 'alternativeTime2', 'Alternative time')
      .maxLength(input.notes, 2000, 'notes', 'Notes')
      .check(!input.priority || (PRIORITIES as readonly string[]).includes(input.priority), 'priority', 'Unknown priority');
    v.throwIfInvalid();
    if (!isInServiceArea(svc.zip)) throw badInput([{ path: zipPath, message: OUT_OF_AREA_MESSAGE }]);

    const coords = lookupZip(svc.zip);
    const payLater = !!input.payLater;
    const clientId = await this.clientIdForNewRequest(viewer);
    const { request, queued } = await this.em.transactional(async (em) => {
      const request = em.create(ServiceRequest, {
        title: finalTitle(input.title, input.customTitle),
        serviceTypeName: input.title.trim(),
        description: input.description.trim(),
        category: category!.id,
        client: clientId,
        priority: (input.priority as Priority) ?? 'normal',
        clientName: input.contactName.trim(),
        serviceAddress: svc.address!,
        serviceCity: svc.city!,
        serviceState: svc.state!,
        serviceZipCode: svc.zip!,
        serviceLatitude: coords?.latitude ?? null,
        serviceLongitude: coords?.longitude ?? null,
        preferredDate: date,
        preferredTime: time,
        specificTime: time === 'specific' ? specific : null,
        alternativeTime1: clean(input.alternativeTime1),
        alternativeTime2: clean(input.alternativeTime2),
        notes: clean(input.notes),
      });
      await em.flush();
      em.create(Activity, { request, actor: viewer.user.id, actorRole: 'client', action: 'created', description: `Request submitted: ${request.title}` });
      // Fill the client's profile blanks from the contact step; never overwrite what they saved.
      const client = await em.findOneOrFail(Client, { id: clientId });
      client.phone ??= clean(input.contactPhone);
      client.address ??= clean(input.contactAddress);
      client.city ??= clean(input.contactCity);
      client.state ??= clean(input.contactState);
      client.zipCode ??= clean(input.contactZipCode);
      const queued: Notification[] = [];
      if (payLater) {
        queued.push(
          this.notifications.queue(
            {
              userId: viewer.user.id,
              userType: 'client',
              type: 'request_submitted_unpaid',
              title: 'Request Saved',
              message: `Request ${requestNumber(request.id)} is saved. Pay the $102.99 consultation fee anytime to send it to our providers.`,
              data: { requestId: request.id },
            },
            em,
          ),
        );
      }
      return { request, queued };
    });
    this.notifications.publish(queued);
    this.pubsub.publish(Topic.AdminReviewChanged, { requestId: request.id, kind: 'created', at: new Date().toISOString() });
    return request;
  }

  async update(viewer: Viewer, input: UpdateRequestInput): Promise<ServiceRequest> {
    const r = await this.ownRequest(viewer, input.id);
    if (r.status !== 'pending') throw conflict(`This request cannot be edited because it has already been ${statusWords(r.status)}.`);
    const categoryId = input.categoryId ?? r.category.id;
    const category = await this.em.findOne(ServiceCategory, { id: categoryId });
    const zip = clean(input.serviceZipCode) ?? r.serviceZipCode;
    new Validator()
      .required(input.title, 'title', 'Title is required')
      .required(input.description, 'description', 'Description is required')
      .check(!!category, 'categoryId', 'Category is required')
      .maxLength(finalTitle(input.title ?? '', input.customTitle), 200, 'title', 'Title')
      .maxLength(input.description, 5000, 'description', 'Description')
      .maxLength(input.serviceAddress, 300, 'serviceAddress', 'Service address')
      .maxLength(input.serviceCity, 100, 'serviceCity', 'Service city')
      .check(input.serviceState == null || input.serviceState === '' || isUsState(input.serviceState), 'serviceState', 'Please choose a state')
      .check(/^\d{5}$/.test(zip), 'serviceZipCode', 'ZIP code must be 5 digits')
      .throwIfInvalid();
    if (!isInServiceArea(zip)) throw badInput([{ path: 'serviceZipCode', message: OUT_OF_AREA_MESSAGE }]);
    const coords = zip !== r.serviceZipCode ? lookupZip(zip) : null;
    const changes = {
      title: finalTitle(input.title, input.customTitle),
      description: input.description.trim(),
      category: categoryId,
      serviceAddress: clean(input.serviceAddress) ?? r.serviceAddress,
      serviceCity: clean(input.serviceCity) ?? r.serviceCity,
      serviceState: clean(input.serviceState) ?? r.serviceState,
      serviceZipCode: zip,
      ...(coords ? { serviceLatitude: coords.latitude, serviceLongitude: coords.longitude } : {}),
      updatedAt: new Date(),
    };
    await this.em.transactional(async (em) => {
      const n = await em.nativeUpdate(ServiceRequest, { id: r.id, status: 'pending' }, changes);
      if (n !== 1) {
        const now = await em.fork().findOneOrFail(ServiceRequest, { id: r.id });
        throw conflict(`This request cannot be edited because it has already been ${statusWords(now.status)}.`);
      }
      await em.getConnection().execute('update service_requests set version = version + 1 where id = ?', [r.id], 'run', em.getTransactionContext());
      em.create(Activity, { request: r.id, actor: viewer.user.id, actorRole: 'client', action: 'request_updated', description: 'The client updated the request details' });
      // Workers of the old and the new category: the job may have left some queues and joined others.
      if (r.appointmentFeePaid) await enqueueAfterCommit(em, { queue: { requestId: r.id, kind: 'changed', categoryIds: [r.category.id, categoryId] } });
    });
    deliverSoon();
    const fresh = this.em.fork();
    return fresh.findOneOrFail(ServiceRequest, { id: r.id });
  }

  /** DESIGN: cancelling keeps the row (status cancelled), hidden from the client's lists. */
  async cancel(viewer: Viewer, id: string): Promise<ServiceRequest> {
    const r = await this.ownRequest(viewer, id);
    if (r.status === 'cancelled') throw conflict('This request is already cancelled.');
    if (!CLIENT_CANCELLABLE.includes(r.status)) throw conflict(`This request cannot be cancelled because it has already been ${statusWords(r.status)}.`);
    const wasQueued = r.status === 'pending' && r.appointmentFeePaid && !r.provider;
    await this.em.transactional(async (em) => {
      const n = await em.nativeUpdate(ServiceRequest, { id: r.id, status: { $in: CLIENT_CANCELLABLE } }, { status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() });
      if (n !== 1) throw conflict('This request changed while you were cancelling it. Please reload and try again.');
      await em.getConnection().execute('update service_requests set version = version + 1 where id = ?', [r.id], 'run', em.getTransactionContext());
      em.create(Activity, { request: r.id, actor: viewer.user.id, actorRole: 'client', action: 'cancelled', description: 'The client cancelled the request' });
      const list: Notification[] = [];
      // Read inside the transaction (r.provider.load() would take a second pooled connection).
      const provider = r.provider ? await em.findOne(ServiceProvider, { id: r.provider.id }) : null;
      if (provider?.user) {
        list.push(this.notifications.queue({ userId: provider.user.id, userType: 'worker', type: 'job_cancelled', title: 'Job Cancelled', message: `The client cancelled request ${requestNumber(r.id)} "${r.title}".`, data: { requestId: r.id, jobId: r.id } }, em));
      }
      if (r.appointmentFeePaid) {
        list.push(...(await this.notifications.queueForAdmins({ type: 'job_cancelled', title: 'Request Cancelled', message: `The client cancelled paid request ${requestNumber(r.id)} "${r.title}".`, data: { requestId: r.id } }, em)));
      }
      await enqueueAfterCommit(em, {
        queue: wasQueued ? { requestId: r.id, kind: 'removed', categoryIds: [r.category.id] } : undefined,
        notifications: list,
        review: { requestId: r.id, kind: 'cancelled' },
      });
    });
    deliverSoon();
    return this.em.fork().findOneOrFail(ServiceRequest, { id: r.id });
  }

  /** A client's note on their own request (photo names appended by the browser); the assigned worker hears of it. */
  async addNote(viewer: Viewer, id: string, noteInput: string): Promise<Activity> {
    const r = await this.ownRequest(viewer, id);
    const note = (noteInput ?? '').trim();
    new Validator().required(note, 'note', 'Please enter a note').maxLength(note, 4000, 'note', 'Note').throwIfInvalid();
    if (r.status === 'cancelled') throw conflict('This request was cancelled');
    const { activity, queued } = await this.em.transactional(async (em) => {
      const activity = em.create(Activity, { request: r.id, actor: viewer.user.id, actorRole: 'client', action: 'note_added', description: note });
      const queued: Notification[] = [];
      // Read inside the transaction (r.provider.load() would take a second pooled connection).
      const provider = r.provider ? await em.findOne(ServiceProvider, { id: r.provider.id }) : null;
      if (provider?.user) {
        queued.push(this.notifications.queue({ userId: provider.user.id, userType: 'worker', type: 'note', title: 'New Note from Client', message: `Request ${requestNumber(r.id)}: ${note.slice(0, 140)}`, data: { requestId: r.id, jobId: r.id } }, em));
      }
      return { activity, queued };
    });
    this.notifications.publish(queued);
    return activity;
  }

  /** The client's requests, newest first; cancelled ones are hidden. */
  async myRequests(viewer: Viewer): Promise<ServiceRequest[]> {
    const clientId = this.listClientId(viewer);
    if (clientId === null) return [];
    return this.em.find(ServiceRequest, { client: clientId, status: { $ne: 'cancelled' } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Completed services, most recently completed first. */
  async myServiceHistory(viewer: Viewer): Promise<ServiceRequest[]> {
    const clientId = this.listClientId(viewer);
    if (clientId === null) return [];
    return this.em.find(ServiceRequest, { client: clientId, status: { $in: DONE_STATUSES } }, { orderBy: { completedAt: 'desc', id: 'desc' } });
  }

  /** One page of the viewer's requests, newest first (the GraphQL list; REST keeps myRequests). */
  async myRequestsPage(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    const clientId = this.listClientId(viewer);
    if (clientId === null) return emptyPage();
    return findPage(this.em, ServiceRequest, { client: clientId, status: { $ne: 'cancelled' } }, { createdAt: 'desc', id: 'desc' }, page);
  }

  /** One page of the completed services, most recently completed first. */
  async myServiceHistoryPage(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    const clientId = this.listClientId(viewer);
    if (clientId === null) return emptyPage();
    return findPage(this.em, ServiceRequest, { client: clientId, status: { $in: DONE_STATUSES }, completedAt: { $ne: null } }, { completedAt: 'desc', id: 'desc' }, page);
  }

  /** One page of the billing history: the rows of one page of the viewer's requests. */
  async myBillingPage(viewer: Viewer, page: PageInput): Promise<Page<BillingEntry>> {
    const requests = await this.myRequestsPage(viewer, page);
    const rows = await this.billingRows(requests.items);
    return mapPage(requests, () => rows);
  }

  /**
   * The billing history (DECISIONS: the detail dialog's formula): an unpaid fee is pending;
   * a paid fee with nothing more due is paid; an invoiced job is paid once its balance is.
   */
  async myBilling(viewer: Viewer): Promise<BillingEntry[]> {
    return this.billingRows(await this.myRequests(viewer));
  }

  private async billingRows(requests: ServiceRequest[]): Promise<BillingEntry[]> {
    if (requests.length === 0) return [];
    // One query for the latest invoice of every request; relations batch through the dataloader.
    const invoices = await this.em.find(Invoice, { request: { $in: requests.map((r) => r.id) } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const latest = new Map<number, Invoice>();
    for (const inv of invoices) if (!latest.has(inv.request.id)) latest.set(inv.request.id, inv);
    const [categories, providers] = await Promise.all([Promise.all(requests.map((r) => r.category.load())), Promise.all(requests.map((r) => (r.provider ? r.provider.load() : null)))]);
    return requests.map((r, i) => {
      const inv = latest.get(r.id) ?? null;
      const b = billingBreakdown({
        serviceCostCents: serviceCostOf({ latestInvoiceCents: inv?.finalAmountCents, actualCostCents: r.actualCostCents, estimatedCostCents: r.estimatedCostCents }),
        tipCents: r.tipCents,
        hundredDollarSpecial: r.hundredDollarSpecial,
      });
      const balancePaid = r.balancePaid || b.balanceDueCents === 0;
      const billed = DONE_STATUSES.includes(r.status) || r.status === 'closed_pending_review' || !!inv;
      const feeDue = r.appointmentFeePaid ? 0 : CONSULTATION_TOTAL_CENTS;
      const balanceDue = billed && !balancePaid ? b.balanceDueCents : 0;
      return {
        requestId: r.id,
        title: r.title,
        categoryName: categories[i]?.name ?? '',
        providerName: providers[i]?.name ?? null,
        invoiceNumber: inv?.invoiceNumber ?? null,
        status: feeDue + balanceDue > 0 ? 'pending' : 'paid',
        kind: billed ? 'service' : 'consultation',
        totalCents: billed ? b.combinedTotalCents : CONSULTATION_TOTAL_CENTS,
        amountDueCents: feeDue > 0 ? feeDue : balanceDue,
        dueFor: feeDue > 0 ? 'consultation' : 'balance',
        requestStatus: r.displayStatus,
        date: r.completedAt ?? r.paymentDate ?? r.createdAt,
        paymentMethod: r.paymentMethod,
      };
    });
  }
}
