import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from './service-request.entity';
import { Activity } from './activity.entity';
import type { UpdateRequestInput } from './request.types';
import { ServiceCategory } from '../catalog/service-category.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import { deliverSoon, enqueueAfterCommit } from '../outbox/outbox';
import { requireServedZip } from './request-area';
import { transitionStatus, updateRequest } from './request-writes';
import { locateZip } from '../../domain/geo';
import type { RequestStatus } from '../../domain/request-status';
import { Validator, clean, isUsState } from '../../shared/validate';
import { conflict, forbidden, notFound } from '../../shared/errors';
import { requestNumber } from '../../domain/request-number';
import { finalTitle, statusWords } from './request-input';

/** Statuses a client may cancel from (a non-completed request). */
export const CLIENT_CANCELLABLE: RequestStatus[] = ['pending', 'scheduled', 'in_progress'];

/** Whether the client `clientId` may cancel the request now: theirs, and in a cancellable status (cancel's rule; the request's canCancel field). */
export function clientMayCancel(clientId: number | null, r: Pick<ServiceRequest, 'clientId' | 'status'>): boolean {
  return clientId !== null && clientId === r.clientId && CLIENT_CANCELLABLE.includes(r.status);
}

/** What a client changes on their own request: its details while pending, a cancel, a note to the worker. */
export class ClientRequestChangesService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
  ) {}

  private clientIdOf(viewer: Viewer): number {
    if (viewer.clientId === null) throw forbidden('Only clients have service requests');
    return viewer.clientId;
  }

  /** The viewer's own request, or NOT_FOUND (another client's request is not revealed). */
  async ownRequest(viewer: Viewer, id: number | string): Promise<ServiceRequest> {
    const clientId = this.clientIdOf(viewer);
    const r = await this.em.findOne(ServiceRequest, { id: Number(id) || 0, client: clientId });
    if (!r) throw notFound('Service request');
    return r;
  }

  async update(viewer: Viewer, input: UpdateRequestInput): Promise<ServiceRequest> {
    const r = await this.ownRequest(viewer, input.id);
    if (r.status !== 'pending') throw conflict(`This request cannot be edited because it has already been ${statusWords(r.status)}.`);
    // An ID: GraphQL sends text ("3"), REST a number; a word that is no id finds no category.
    const categoryId = input.categoryId === null || input.categoryId === undefined ? r.category.id : Number(input.categoryId);
    const category = Number.isSafeInteger(categoryId) && categoryId > 0 ? await this.em.findOne(ServiceCategory, { id: categoryId }) : null;
    const zip = clean(input.serviceZipCode) ?? r.address.zipCode;
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
    requireServedZip(zip, 'serviceZipCode');
    const at = zip !== r.address.zipCode ? locateZip(zip) : null;
    const changes = {
      title: finalTitle(input.title, input.customTitle),
      description: input.description.trim(),
      category: categoryId,
      address: {
        street: clean(input.serviceAddress) ?? r.address.street,
        city: clean(input.serviceCity) ?? r.address.city,
        state: clean(input.serviceState) ?? r.address.state,
        zipCode: zip,
      },
      ...(at && at.latitude !== null ? { serviceLatitude: at.latitude, serviceLongitude: at.longitude } : {}),
    };
    await this.em.transactional(async (em) => {
      if (!(await updateRequest(em, r.id, { where: { status: 'pending' }, set: changes }))) {
        const now = await em.fork().findOneOrFail(ServiceRequest, { id: r.id });
        throw conflict(`This request cannot be edited because it has already been ${statusWords(now.status)}.`);
      }
      em.create(Activity, { request: r.id, actor: viewer.user.id, actorRole: 'client', action: 'request_updated', description: 'The client updated the request details' });
      // Workers of the old and the new category: the job may have left some queues and joined others.
      await enqueueAfterCommit(em, {
        queue: r.appointmentFeePaid
          ? { requestId: r.id, kind: 'changed', categoryIds: [r.category.id, categoryId], before: { categoryId: r.category.id, latitude: r.serviceLatitude, longitude: r.serviceLongitude, zipCode: r.address.zipCode } }
          : undefined,
        request: { requestId: r.id, kind: 'edited' },
      });
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
      if (!(await transitionStatus(em, r.id, CLIENT_CANCELLABLE, 'cancelled', { set: { cancelledAt: new Date() } }))) {
        throw conflict('This request changed while you were cancelling it. Please reload and try again.');
      }
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
        request: { requestId: r.id, kind: 'cancelled' },
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
    const activity = await this.em.transactional(async (em) => {
      const activity = em.create(Activity, { request: r.id, actor: viewer.user.id, actorRole: 'client', action: 'note_added', description: note });
      const queued: Notification[] = [];
      // Read inside the transaction (r.provider.load() would take a second pooled connection).
      const provider = r.provider ? await em.findOne(ServiceProvider, { id: r.provider.id }) : null;
      if (provider?.user) {
        queued.push(this.notifications.queue({ userId: provider.user.id, userType: 'worker', type: 'note', title: 'New Note from Client', message: `Request ${requestNumber(r.id)}: ${note.slice(0, 140)}`, data: { requestId: r.id, jobId: r.id } }, em));
      }
      await enqueueAfterCommit(em, { notifications: queued, request: { requestId: r.id, kind: 'note_added' } });
      return activity;
    });
    deliverSoon();
    return activity;
  }
}
