import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from './service-request.entity';
import { Activity } from './activity.entity';
import type { UpdateRequestInput } from './request.types';
import { ServiceCategory } from '../catalog/service-category.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import { enqueueAfterCommit } from '../outbox/outbox';
import { requireServedZip } from './request-area';
import { transitionStatus, updateRequest } from './request-writes';
import type { RequestStatus } from '../../domain/request-status';
import { Validator, clean, isUsState } from '../../shared/validate';
import { conflict, forbidden, notFound } from '../../shared/errors';
import { requestNumber } from '../../domain/request-number';
import { finalTitle, statusWords } from './request-input';
import { formatDollars } from '../../domain/money';
import { CONSULTATION_TOTAL_CENTS } from '../../domain/constants';

/** Statuses a client may cancel from (a non-completed request). */
export const CLIENT_CANCELLABLE: RequestStatus[] = ['pending', 'scheduled', 'in_progress'];

/** Whether the client `clientId` may cancel the request now: theirs, and in a cancellable status (cancel's rule; the request's canCancel field). */
export function clientMayCancel(clientId: number | null, r: Pick<ServiceRequest, 'clientId' | 'status'>): boolean {
  return clientId !== null && clientId === r.clientId && CLIENT_CANCELLABLE.includes(r.status);
}

/** Whether the client `clientId` may edit the request's details now: theirs, while it is pending (update's rule; the request's canEdit field). */
export function clientMayEdit(clientId: number | null, r: Pick<ServiceRequest, 'clientId' | 'status'>): boolean {
  return clientId !== null && clientId === r.clientId && r.status === 'pending';
}

/** A consultation fee a cancel refunds: decided in the cancel's transaction, given back by the processor after it. */
export interface FeeRefundDecision {
  paymentId: number;
  transactionId: string;
  amountCents: number;
}

/** The refunds a cancel needs, implemented by the payments module (above this one). */
export interface FeeRefunds {
  /** In the cancel's transaction: the request's paid consultation fee marked refunded and audited (null: none to refund). */
  decide(tx: EntityManager, viewer: Viewer, requestId: number, now: Date): Promise<FeeRefundDecision | null>;
  /** After the commit: the processor gives it back (idempotent; a fault is finished by the refund sweep). */
  confirm(decision: FeeRefundDecision): Promise<void>;
}

/**
 * The cancellation policy for the consultation fee: a paid request cancelled before a worker
 * is assigned has its fee refunded through the processor; once a worker is assigned, the fee
 * is kept (the worker's time is booked). Nothing paid, nothing to say.
 */
export function cancelFeeOutcome(r: { appointmentFeePaid: boolean; providerId: number | null }): 'refund' | 'keep' | 'none' {
  if (!r.appointmentFeePaid) return 'none';
  return r.providerId === null ? 'refund' : 'keep';
}

/** What cancelling now does with the client's money, in the words the confirmation dialog shows before they confirm. */
export function cancelTerms(r: Pick<ServiceRequest, 'appointmentFeePaid' | 'provider' | 'paymentAmountCents'>): string {
  const fee = formatDollars(r.paymentAmountCents ?? CONSULTATION_TOTAL_CENTS);
  switch (cancelFeeOutcome({ appointmentFeePaid: r.appointmentFeePaid, providerId: r.provider?.id ?? null })) {
    case 'refund':
      return `No provider has been assigned yet, so your ${fee} consultation fee will be refunded to your original payment method (5-10 business days).`;
    case 'keep':
      return `A provider is already assigned, so your ${fee} consultation fee is kept and will not be refunded.`;
    default:
      return 'Nothing has been paid for this request, so nothing will be charged.';
  }
}

/** The request row as cancel reads it under its lock. */
interface LockedRequest {
  status: RequestStatus;
  appointment_fee_paid: boolean;
  provider_id: number | null;
  category_id: number;
  payment_amount_cents: number | null;
}

/** What a client changes on their own request: its details while pending, a cancel, a note to the worker. */
export class ClientRequestChangesService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
    private readonly refunds: FeeRefunds,
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
    if (!clientMayEdit(viewer.clientId, r)) throw conflict(`This request cannot be edited because it has already been ${statusWords(r.status)}.`);
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
    const changes = {
      title: finalTitle(input.title, input.customTitle),
      description: input.description.trim(),
      category: categoryId,
      address: r.address.moved({
        street: clean(input.serviceAddress) ?? r.address.street,
        city: clean(input.serviceCity) ?? r.address.city,
        state: clean(input.serviceState) ?? r.address.state,
        zipCode: zip,
      }),
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
          ? { requestId: r.id, kind: 'changed', categoryIds: [r.category.id, categoryId], before: { categoryId: r.category.id, latitude: r.address.latitude, longitude: r.address.longitude, zipCode: r.address.zipCode } }
          : undefined,
        request: { requestId: r.id, kind: 'edited' },
      });
    });
    const fresh = this.em.fork();
    return fresh.findOneOrFail(ServiceRequest, { id: r.id });
  }

  /**
   * DESIGN: cancelling keeps the row (status cancelled), hidden from the client's lists (not
   * from their billing history). Decided from the request row under its lock, so a payment or
   * an accept committing at the same moment is either wholly before (and the cancel sees it:
   * the fee refunded or kept, the job taken out of the workers' lists, the admins told) or
   * wholly after (and finds the request cancelled). The fee follows cancelFeeOutcome: refunded
   * through the processor after the commit, or kept; the client is told which, to the cent.
   */
  async cancel(viewer: Viewer, id: string): Promise<ServiceRequest> {
    const r = await this.ownRequest(viewer, id);
    const refund = await this.em.transactional(async (em) => {
      const [row] = await em.execute<LockedRequest[]>('select status, appointment_fee_paid, provider_id, category_id, payment_amount_cents from service_requests where id = ? for update', [r.id]);
      if (row.status === 'cancelled') throw conflict('This request is already cancelled.');
      if (!CLIENT_CANCELLABLE.includes(row.status)) throw conflict(`This request cannot be cancelled because it has already been ${statusWords(row.status)}.`);
      const now = new Date();
      const providerId = row.provider_id === null ? null : Number(row.provider_id);
      const wasQueued = row.status === 'pending' && row.appointment_fee_paid && providerId === null;
      const outcome = cancelFeeOutcome({ appointmentFeePaid: row.appointment_fee_paid, providerId });
      const decision = outcome === 'refund' ? await this.refunds.decide(em, viewer, r.id, now) : null;
      const moved = await transitionStatus(em, r.id, CLIENT_CANCELLABLE, 'cancelled', {
        set: { cancelledAt: now, ...(decision ? { appointmentFeePaid: false, paymentStatus: 'refunded' } : {}) },
      });
      if (!moved) throw conflict('This request changed while you were cancelling it. Please reload and try again.');
      em.create(Activity, { request: r.id, actor: viewer.user.id, actorRole: 'client', action: 'cancelled', description: 'The client cancelled the request' });
      const fee = formatDollars(decision?.amountCents ?? row.payment_amount_cents ?? CONSULTATION_TOTAL_CENTS);
      if (decision) em.create(Activity, { request: r.id, actorRole: 'system', action: 'fee_refunded', description: `Consultation fee of ${fee} refunded: the client cancelled before a provider was assigned` });
      const list: Notification[] = [];
      const provider = providerId !== null ? await em.findOne(ServiceProvider, { id: providerId }) : null;
      if (provider?.user) {
        list.push(this.notifications.queue({ userId: provider.user.id, userType: 'worker', type: 'job_cancelled', title: 'Job Cancelled', message: `The client cancelled request ${requestNumber(r.id)} "${r.title}".`, data: { requestId: r.id, jobId: r.id } }, em));
      }
      const data = { requestId: r.id, jobId: r.id, ...(decision ? { amountCents: decision.amountCents, paymentId: decision.paymentId, reason: 'cancelled' } : {}) };
      if (decision) {
        list.push(this.notifications.queue({ userId: viewer.user.id, userType: 'client', type: 'fee_refunded', title: 'Consultation Fee Refunded', message: `You cancelled request ${requestNumber(r.id)} "${r.title}" before a provider was assigned, so your ${fee} consultation fee was refunded.`, data }, em));
      } else if (outcome === 'keep') {
        const keptCents = row.payment_amount_cents ?? CONSULTATION_TOTAL_CENTS;
        list.push(this.notifications.queue({ userId: viewer.user.id, userType: 'client', type: 'request_cancelled', title: 'Request Cancelled', message: `You cancelled request ${requestNumber(r.id)} "${r.title}". A provider was already assigned, so your ${fee} consultation fee is kept.`, data: { ...data, keptCents } }, em));
      } else if (outcome === 'none') {
        list.push(this.notifications.queue({ userId: viewer.user.id, userType: 'client', type: 'request_cancelled', title: 'Request Cancelled', message: `You cancelled request ${requestNumber(r.id)} "${r.title}". No consultation fee was paid, so nothing was charged.`, data }, em));
      }
      if (row.appointment_fee_paid) {
        const money = decision ? `its ${fee} consultation fee was refunded.` : `its ${fee} consultation fee is kept (a provider was assigned).`;
        list.push(...(await this.notifications.queueForAdmins({ type: 'job_cancelled', title: 'Request Cancelled', message: `The client cancelled paid request ${requestNumber(r.id)} "${r.title}"; ${money}`, data }, em)));
      }
      await enqueueAfterCommit(em, {
        queue: wasQueued ? { requestId: r.id, kind: 'removed', categoryIds: [Number(row.category_id)] } : undefined,
        notifications: list,
        request: { requestId: r.id, kind: 'cancelled' },
      });
      return decision;
    });
    // The processor gives the fee back after the commit, never inside it; a fault here is finished by the refund sweep.
    if (refund) await this.refunds.confirm(refund).catch(() => undefined);
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
    return activity;
  }
}
