import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { Activity } from '../requests/activity.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { ServiceCategory } from '../catalog/service-category.entity';
import { Client } from '../clients/client.entity';
import { Upload } from '../uploads/upload.entity';
import { Review } from '../reviews/review.entity';
import { Invoice } from '../invoices/invoice.entity';
import { WorkerPayout, type PayoutStatus } from '../payouts/worker-payout.entity';
import type { Notification } from '../notifications/notification.entity';
import type { NotificationService } from '../notifications/notification.service';
import type { Viewer } from '../auth/viewer';
import { audit } from '../audit/audit.service';
import { deliverSoon, enqueueAfterCommit } from '../outbox/outbox';
import { Topic, type AppPubSub, type QueueEvent } from '../../graphql/pubsub';
import { ACTIVE_STATUSES, type RequestStatus } from '../../domain/request-status';
import { billingBreakdown, serviceCostOf } from '../../domain/billing';
import { CONSULTATION_FEE_CENTS, ELITE_RATING, SPECIAL_WORKER_EARNINGS_CENTS } from '../../domain/constants';
import { formatDollars } from '../../domain/money';
import { conflict, fieldError, forbidden, notFound } from '../../shared/errors';
import { isEligible, isProjectWorkflow } from './eligibility';
import { openQueueCount, openQueueList, openQueuePage, type QueueOrigin } from './open-queue';
import { coordinatesOf } from '../../domain/geo';
import { emptyPage, findPage, type Page, type PageInput } from '../../graphql/pagination';
import { JOB_TAKEN_MESSAGE, requireApprovedProvider, requireApprovedProviderProfile, withStaleCheck } from './job-errors';
import { parseVisitTime, startOfDay, startOfMonth, startOfWeek, zonedParts, zonedTimeToUtc, businessTimeLabel } from './time';
import type { EarningsDay, EarningsJob, EarningStatus, QueueItem, WorkerDashboard, WorkerEarnings, WorkerRatings } from './job.types';
import { requestNumber } from '../../domain/request-number';

const HISTORY: RequestStatus[] = ['completed', 'closed_pending_review', 'closed_successful', 'cancelled'];
const MAX_NOTE = 2000;
const MAX_PHOTOS = 10;
const OPEN_QUEUE_LIST_MAX = 500;

export type JobScope = 'active' | 'history' | 'all';

/**
 * Where a job's money stands for its worker: open work is potential; finished work is pending
 * until the admin releases its payout (no payout yet, or one waiting for photo review or an
 * inspection); a payout approved or paid is released.
 */
export function earningStatus(status: RequestStatus, payoutStatus: PayoutStatus | null): EarningStatus {
  if (payoutStatus === 'approved' || payoutStatus === 'paid') return 'released';
  return ACTIVE_STATUSES.includes(status) ? 'potential' : 'pending';
}

/** Scheduled visits first, soonest first; unscheduled jobs last. */
function soonestFirst(rows: ServiceRequest[]): ServiceRequest[] {
  const t = (r: ServiceRequest) => r.scheduledAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
  return [...rows].sort((a, b) => t(a) - t(b));
}

/**
 * The worker's side of a job, one method per rule: the open queue, accepting (settled by one
 * conditional UPDATE), scheduling, notes with photos, completion (simple or Project
 * Workflow), the $100 Special, unassigning, and the worker's earnings, dashboard and ratings.
 * Every method acts for the signed-in viewer's own provider record; notifications and queue
 * events are published only after the transaction commits.
 */
export class JobService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
    private readonly pubsub: AppPubSub,
  ) {}

  private publishQueue(r: ServiceRequest, kind: QueueEvent['kind']): void {
    this.pubsub.publish(Topic.QueueChanged, { requestId: r.id, kind, categoryId: r.category.id, at: new Date().toISOString() });
  }

  private publishAdminReview(requestId: number, kind: string): void {
    this.pubsub.publish(Topic.AdminReviewChanged, { requestId, kind, at: new Date().toISOString() });
  }

  private async clientUserId(em: EntityManager, r: ServiceRequest): Promise<number | null> {
    const client = await em.findOne(Client, r.client.id);
    return client?.user?.id ?? null;
  }

  /** The request when it is assigned to the viewer's provider; NOT_FOUND / FORBIDDEN otherwise. */
  private async ownJob(em: EntityManager, viewer: Viewer, requestId: number): Promise<{ r: ServiceRequest; provider: ServiceProvider }> {
    const provider = requireApprovedProvider(viewer);
    const r = await em.findOne(ServiceRequest, { id: requestId }, { populate: ['category'] });
    if (!r) throw notFound('Service request');
    if (r.provider?.id !== provider.id) throw forbidden('This job is not assigned to you');
    return { r, provider };
  }

  private reload(requestId: number): Promise<ServiceRequest> {
    return this.em.findOneOrFail(ServiceRequest, { id: requestId }, { refresh: true });
  }

  /** The viewer's queue origin: categories, stored coordinates (else the ZIP centre) and radius; null when unknown. */
  private queueOrigin(viewer: Viewer): QueueOrigin | null {
    const provider = requireApprovedProviderProfile(viewer);
    const categories = (provider.serviceCategories ?? []).map(Number).filter(Number.isInteger);
    const at = coordinatesOf(provider.latitude, provider.longitude, provider.zipCode);
    if (categories.length === 0 || !at) return null;
    return { latitude: at.latitude, longitude: at.longitude, radiusMiles: provider.serviceRadius, categories };
  }

  /**
   * One page of the open queue (one SQL statement): paid, pending, unassigned requests in the
   * worker's categories and within the worker's radius. Urgent first, then newest.
   */
  async openQueuePage(viewer: Viewer, page: PageInput): Promise<Page<QueueItem>> {
    const origin = this.queueOrigin(viewer);
    return origin ? openQueuePage(this.em, origin, page) : emptyPage();
  }

  /** The open queue as a plain list, at most 500 (REST keeps the spec's array). */
  async openQueue(viewer: Viewer, limit: number = OPEN_QUEUE_LIST_MAX): Promise<QueueItem[]> {
    const origin = this.queueOrigin(viewer);
    return origin ? openQueueList(this.em, origin, Math.min(limit, OPEN_QUEUE_LIST_MAX)) : [];
  }

  /**
   * Accept an open job. The race is settled by one conditional UPDATE (status pending, no
   * provider, fee paid): exactly one worker wins; the others get CONFLICT 'This job has
   * already been taken by another worker'. Sets in_progress and the provider, counts the job,
   * writes the timeline, and tells the client 'Job Started!'.
   */
  async accept(viewer: Viewer, requestId: number): Promise<ServiceRequest> {
    const provider = requireApprovedProvider(viewer);
    const r = await this.em.findOne(ServiceRequest, { id: requestId }, { populate: ['category'] });
    if (!r) throw notFound('Service request');
    if (r.provider?.id === provider.id) throw conflict('You have already accepted this job');
    if (r.provider || r.status !== 'pending') throw conflict(JOB_TAKEN_MESSAGE);
    if (!r.appointmentFeePaid) throw conflict('This request is not open yet: the consultation fee has not been paid');
    if (!isEligible(provider, r).ok) throw forbidden('This job is outside your service categories or service area');

    await this.em.transactional(async (tx) => {
      const won = await tx.nativeUpdate(
        ServiceRequest,
        { id: requestId, status: 'pending', provider: null, appointmentFeePaid: true },
        { status: 'in_progress', provider: provider.id, updatedAt: new Date(), version: raw('version + 1') },
      );
      if (won !== 1) throw conflict(JOB_TAKEN_MESSAGE);
      await tx.nativeUpdate(ServiceProvider, { id: provider.id }, { totalJobs: raw('total_jobs + 1') });
      tx.create(Activity, { request: requestId, actor: viewer.user.id, actorRole: 'worker', action: 'job_accepted', description: `${provider.name} accepted the job and started work` });
      audit(tx, viewer, { action: 'job_accepted', entityType: 'service_request', entityId: requestId, requestId, before: { status: 'pending' }, after: { status: 'in_progress', providerId: provider.id } });
      const clientUser = await this.clientUserId(tx, r);
      const notifications = clientUser
        ? [this.notifications.queue({ userId: clientUser, userType: 'client', type: 'job_started', title: 'Job Started!', message: `${provider.name} accepted your ${r.title} request and has started the job.`, data: { jobId: requestId, requestId } }, tx)]
        : [];
      await enqueueAfterCommit(tx, { queue: { requestId, kind: 'taken', categoryIds: [r.category.id] }, notifications });
    });
    deliverSoon();
    return this.reload(requestId);
  }

  /** Set the visit time ('YYYY-MM-DD HH:MM', Central time, or ISO with offset) of a scheduled or in-progress job. */
  schedule(viewer: Viewer, requestId: number, scheduledAt: string): Promise<ServiceRequest> {
    return this.setVisit(viewer, requestId, scheduledAt, 'appointment_scheduled', 'Appointment Scheduled');
  }

  /** Schedule the next visit of a job already under way. */
  scheduleNext(viewer: Viewer, requestId: number, scheduledAt: string): Promise<ServiceRequest> {
    return this.setVisit(viewer, requestId, scheduledAt, 'next_visit_scheduled', 'Next Visit Scheduled');
  }

  private async setVisit(viewer: Viewer, requestId: number, input: string, action: string, title: string): Promise<ServiceRequest> {
    const when = parseVisitTime(input);
    if (!when) throw fieldError('scheduledAt', 'Please enter the date and time as YYYY-MM-DD HH:MM');
    if (when.getTime() < Date.now() - 60_000) throw fieldError('scheduledAt', 'Please choose a date and time in the future');
    const queued = await withStaleCheck(() =>
      this.em.transactional(async (tx) => {
        const { r } = await this.ownJob(tx, viewer, requestId);
        if (!ACTIVE_STATUSES.includes(r.status)) throw conflict(`Visits can only be scheduled for scheduled or in-progress jobs (this one is ${r.displayStatus.replace(/_/g, ' ')})`);
        r.scheduledAt = when;
        const label = businessTimeLabel(when);
        tx.create(Activity, { request: r, actor: viewer.user.id, actorRole: 'worker', action, description: `${title}: ${label}` });
        const clientUser = await this.clientUserId(tx, r);
        await tx.flush();
        return clientUser
          ? [this.notifications.queue({ userId: clientUser, userType: 'client', type: 'appointment_scheduled', title, message: `Your ${r.title} visit is scheduled for ${label}.`, data: { jobId: r.id, requestId: r.id, scheduledAt: when.toISOString() } }, tx)]
          : [];
      }),
    );
    this.notifications.publish(queued);
    return this.reload(requestId);
  }

  /**
   * A progress note on one of the worker's jobs, with photos uploaded earlier through
   * POST /api/uploads. The note text gets the count and names of the photos appended;
   * the photos are attached to the request; the client is told, with the photo links.
   */
  async addNote(viewer: Viewer, input: { requestId: number; note: string; photoIds?: number[] | null; photoKind?: string | null }): Promise<Activity> {
    const note = (input.note ?? '').trim();
    if (!note) throw fieldError('note', 'Please enter a note');
    if (note.length > MAX_NOTE) throw fieldError('note', `A note must be at most ${MAX_NOTE} characters`);
    const ids = [...new Set((input.photoIds ?? []).map(Number))];
    if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw fieldError('photoIds', 'Some photos could not be found. Upload them again.');
    if (ids.length > MAX_PHOTOS) throw fieldError('photoIds', `Attach at most ${MAX_PHOTOS} photos to one note`);
    if (input.photoKind && input.photoKind !== 'before' && input.photoKind !== 'after') throw fieldError('photoKind', 'Photo kind must be before or after');

    const result = await this.em.transactional(async (tx) => {
      const { r } = await this.ownJob(tx, viewer, input.requestId);
      if (r.status === 'cancelled') throw conflict('This job was cancelled');
      const photos = ids.length ? await tx.find(Upload, { id: { $in: ids }, uploadedBy: viewer.user.id }, { orderBy: { id: 'asc' } }) : [];
      if (photos.length !== ids.length || photos.some((p) => p.request && p.request.id !== r.id)) {
        throw fieldError('photoIds', 'Some photos could not be found. Upload them again.');
      }
      const kind = input.photoKind ?? (r.status === 'scheduled' ? 'before' : 'after');
      for (const p of photos) {
        p.request = tx.getReference(ServiceRequest, r.id, { wrapped: true });
        p.kind = kind;
      }
      const suffix = photos.length ? ` [${photos.length} photo${photos.length === 1 ? '' : 's'} attached: ${photos.map((p) => p.originalName).join(', ')}]` : '';
      const activity = tx.create(Activity, { request: r, actor: viewer.user.id, actorRole: 'worker', action: 'note_added', description: `${note}${suffix}`, photoIds: photos.map((p) => p.id) });
      const clientUser = await this.clientUserId(tx, r);
      await tx.flush();
      const urls = photos.map((p) => p.url);
      const queued = clientUser
        ? [this.notifications.queue({ userId: clientUser, userType: 'client', type: 'note', title: 'Worker Update', message: `Update on ${r.title}: ${activity.description}`, data: { jobId: r.id, requestId: r.id, beforePhotos: kind === 'before' ? urls : [], afterPhotos: kind === 'after' ? urls : [] } }, tx)]
        : [];
      return { activity, queued };
    });
    this.notifications.publish(result.queued);
    return result.activity;
  }

  /**
   * Mark a job complete. Simple jobs become completed (the client is told 'Job Completed!');
   * Project Workflow jobs (estimate over $500 or Home Improvements) become
   * closed_pending_review and wait for the admin's inspection.
   */
  async complete(viewer: Viewer, requestId: number): Promise<ServiceRequest> {
    const result = await withStaleCheck(() =>
      this.em.transactional(async (tx) => {
        const { r, provider } = await this.ownJob(tx, viewer, requestId);
        if (!ACTIVE_STATUSES.includes(r.status)) throw conflict(`Only scheduled or in-progress jobs can be marked complete (this one is ${r.displayStatus.replace(/_/g, ' ')})`);
        const category = await tx.findOne(ServiceCategory, r.category.id);
        const workflow = isProjectWorkflow(r, category?.name);
        const before = r.status;
        const clientUser = await this.clientUserId(tx, r);
        const queued: Notification[] = [];
        if (workflow) {
          r.status = 'closed_pending_review';
          tx.create(Activity, { request: r, actor: viewer.user.id, actorRole: 'worker', action: 'project_completed', description: 'Project marked as completed - pending admin review' });
          if (clientUser) queued.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'job_completed', title: 'Project Completed', message: `${provider.name} finished your ${r.title} project. Our team will inspect the work before closing it.`, data: { jobId: r.id, requestId: r.id } }, tx));
          queued.push(...(await this.notifications.queueForAdmins({ type: 'job_requires_review', title: 'Project Awaiting Inspection', message: `Request ${requestNumber(r.id)} (${r.title}) was marked complete by ${provider.name} and needs an inspection.`, data: { jobId: r.id, requestId: r.id } }, tx)));
        } else {
          r.status = 'completed';
          r.completedAt = new Date();
          await tx.nativeUpdate(ServiceProvider, { id: provider.id }, { completedJobs: raw('completed_jobs + 1') });
          tx.create(Activity, { request: r, actor: viewer.user.id, actorRole: 'worker', action: 'job_completed', description: `${provider.name} marked the job complete` });
          if (clientUser) queued.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'job_completed', title: 'Job Completed!', message: `${provider.name} marked your ${r.title} job as complete.`, data: { jobId: r.id, requestId: r.id } }, tx));
        }
        audit(tx, viewer, { action: workflow ? 'project_completed' : 'job_completed', entityType: 'service_request', entityId: r.id, requestId: r.id, before: { status: before }, after: { status: r.status } });
        await tx.flush();
        return { queued, workflow };
      }),
    );
    this.notifications.publish(result.queued);
    if (result.workflow) this.publishAdminReview(requestId, 'project_completed');
    return this.reload(requestId);
  }

  /**
   * The $100 Special: a flat-rate completion, allowed while scheduled or in progress. The
   * consultation fee covers it (balance 0), the worker earns $78.25 plus tips, and the case
   * goes to the admin review queue (adminApprovalStatus pending).
   */
  async completeSpecial(viewer: Viewer, requestId: number): Promise<ServiceRequest> {
    const queued = await withStaleCheck(() =>
      this.em.transactional(async (tx) => {
        const { r, provider } = await this.ownJob(tx, viewer, requestId);
        if (!ACTIVE_STATUSES.includes(r.status)) throw conflict(`The $100 Special is only available for scheduled or in-progress jobs (this one is ${r.displayStatus.replace(/_/g, ' ')})`);
        const before = r.status;
        Object.assign(r, {
          hundredDollarSpecial: true,
          status: 'completed',
          completedAt: new Date(),
          actualCostCents: CONSULTATION_FEE_CENTS,
          invoicePaid: true,
          adminApprovalStatus: 'pending',
        });
        await tx.nativeUpdate(ServiceProvider, { id: provider.id }, { completedJobs: raw('completed_jobs + 1') });
        tx.create(Activity, { request: r, actor: viewer.user.id, actorRole: 'worker', action: 'hundred_dollar_special', description: `Completed as a $100 Special: covered by the consultation fee; worker earns ${formatDollars(SPECIAL_WORKER_EARNINGS_CENTS)} plus tips. Awaiting admin review.` });
        audit(tx, viewer, { action: 'hundred_dollar_special', entityType: 'service_request', entityId: r.id, requestId: r.id, amountCents: SPECIAL_WORKER_EARNINGS_CENTS, before: { status: before }, after: { status: 'completed', hundredDollarSpecial: true } });
        const clientUser = await this.clientUserId(tx, r);
        await tx.flush();
        const out: Notification[] = [];
        if (clientUser) out.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'job_completed', title: 'Job Completed!', message: `${provider.name} completed your ${r.title} job as a $100 Special. Your consultation fee covers it: nothing more is due.`, data: { jobId: r.id, requestId: r.id } }, tx));
        out.push(...(await this.notifications.queueForAdmins({ type: 'job_requires_review', title: '$100 Special Awaiting Review', message: `Request ${requestNumber(r.id)} (${r.title}) was completed as a $100 Special by ${provider.name}.`, data: { jobId: r.id, requestId: r.id } }, tx)));
        return out;
      }),
    );
    this.notifications.publish(queued);
    this.publishAdminReview(requestId, 'hundred_dollar_special');
    return this.reload(requestId);
  }

  /** Give a scheduled or in-progress job back: paid pending and unassigned, in the open queue again. */
  async unassign(viewer: Viewer, requestId: number): Promise<ServiceRequest> {
    const provider = requireApprovedProvider(viewer);
    const r = await this.em.findOne(ServiceRequest, { id: requestId }, { populate: ['category'] });
    if (!r) throw notFound('Service request');
    await this.em.transactional(async (tx) => {
      const changed = await tx.nativeUpdate(
        ServiceRequest,
        { id: requestId, provider: provider.id, status: { $in: ACTIVE_STATUSES } },
        { status: 'pending', provider: null, scheduledAt: null, updatedAt: new Date(), version: raw('version + 1') },
      );
      if (changed !== 1) {
        if (r.provider?.id !== provider.id) throw forbidden('This job is not assigned to you');
        throw conflict(`This job can no longer be unassigned (it is ${r.displayStatus.replace(/_/g, ' ')})`);
      }
      tx.create(Activity, { request: requestId, actor: viewer.user.id, actorRole: 'worker', action: 'worker_unassigned', description: `${provider.name} unassigned themselves; the request is back in the queue` });
      audit(tx, viewer, { action: 'job_unassigned', entityType: 'service_request', entityId: requestId, requestId, before: { status: r.status, providerId: provider.id }, after: { status: 'pending', providerId: null } });
      const clientUser = await this.clientUserId(tx, r);
      const out: Notification[] = [];
      if (clientUser) out.push(this.notifications.queue({ userId: clientUser, userType: 'client', type: 'worker_update', title: 'Finding You a New Pro', message: `Your worker had to step away from ${r.title}. We are matching you with another professional.`, data: { jobId: requestId, requestId } }, tx));
      out.push(...(await this.notifications.queueForAdmins({ type: 'worker_update', title: 'Worker Unassigned', message: `${provider.name} unassigned themselves from request ${requestNumber(requestId)} (${r.title}); it is back in the queue.`, data: { jobId: requestId, requestId } }, tx)));
      await enqueueAfterCommit(tx, { queue: { requestId, kind: 'released', categoryIds: [r.category.id] }, notifications: out });
    });
    deliverSoon();
    return this.reload(requestId);
  }

  private jobStatuses(scope: JobScope): RequestStatus[] {
    return scope === 'active' ? ACTIVE_STATUSES : scope === 'history' ? HISTORY : [...ACTIVE_STATUSES, ...HISTORY];
  }

  /** The worker's jobs: active (scheduled, in progress), history (completed, closed, cancelled) or all. */
  async myJobs(viewer: Viewer, scope: JobScope): Promise<ServiceRequest[]> {
    const provider = requireApprovedProvider(viewer);
    const rows = await this.em.find(ServiceRequest, { provider: provider.id, status: { $in: this.jobStatuses(scope) } }, { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: 500 });
    return scope === 'active' ? soonestFirst(rows) : rows;
  }

  /**
   * One page of the worker's jobs, most recently changed first (keyset on updated_at, id);
   * active jobs are shown soonest visit first within the page.
   */
  async myJobsPage(viewer: Viewer, scope: JobScope, page: PageInput): Promise<Page<ServiceRequest>> {
    const provider = requireApprovedProvider(viewer);
    const result = await findPage(this.em, ServiceRequest, { provider: provider.id, status: { $in: this.jobStatuses(scope) } }, { updatedAt: 'desc', id: 'desc' }, page);
    return scope === 'active' ? { ...result, items: soonestFirst(result.items) } : result;
  }

  /** Week (from Sunday), month (from day 1), potential and per-job earnings: 90% of service cost (or $78.25 for the $100 Special) plus tips. */
  async earnings(viewer: Viewer, now: Date = new Date()): Promise<WorkerEarnings> {
    const provider = requireApprovedProvider(viewer);
    const rows = await this.em.find(
      ServiceRequest,
      { provider: provider.id, status: { $in: [...ACTIVE_STATUSES, 'completed', 'closed_pending_review', 'closed_successful'] } },
      { orderBy: { updatedAt: 'desc', id: 'desc' } },
    );
    const ids = rows.map((r) => r.id);
    const [invoices, payouts] = ids.length
      ? await Promise.all([
          this.em.find(Invoice, { request: { $in: ids } }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
          this.em.find(WorkerPayout, { request: { $in: ids } }),
        ])
      : [[], []];
    const latest = new Map<number, Invoice>();
    for (const inv of invoices) if (!latest.has(inv.request.id)) latest.set(inv.request.id, inv);
    const payoutOf = new Map(payouts.map((p) => [p.request.id, p]));

    const weekStart = startOfWeek(now);
    const monthStart = startOfMonth(now);
    const jobs: EarningsJob[] = rows.map((r) => {
      const serviceCostCents = r.hundredDollarSpecial
        ? CONSULTATION_FEE_CENTS
        : serviceCostOf({ latestInvoiceCents: latest.get(r.id)?.finalAmountCents, actualCostCents: r.actualCostCents, estimatedCostCents: r.estimatedCostCents });
      const payout = payoutOf.get(r.id);
      const payoutCents = payout?.amountCents ?? billingBreakdown({ serviceCostCents, tipCents: r.tipCents, hundredDollarSpecial: r.hundredDollarSpecial }).workerPayoutCents;
      const payoutStatus = earningStatus(r.status, payout?.status ?? null);
      // Money is earned when the admin releases the payout (approved or paid), not when the work is done.
      const earnedAt = payoutStatus === 'released' ? (payout!.approvedAt ?? payout!.createdAt) : null;
      return {
        request: r,
        serviceCostCents,
        payoutCents,
        payoutStatus,
        earnedAt,
        potential: payoutStatus === 'potential',
        thisWeek: !!earnedAt && earnedAt >= weekStart && earnedAt <= now,
        thisMonth: !!earnedAt && earnedAt >= monthStart && earnedAt <= now,
      };
    });
    const sum = (list: EarningsJob[]) => list.reduce((s, j) => s + j.payoutCents, 0);
    const ws = zonedParts(weekStart);
    const week: EarningsDay[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day, i) => {
      const from = zonedTimeToUtc(ws.year, ws.month, ws.day + i, 0, 0);
      const to = zonedTimeToUtc(ws.year, ws.month, ws.day + i + 1, 0, 0);
      const p = zonedParts(from);
      return {
        day,
        date: `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`,
        cents: sum(jobs.filter((j) => j.thisWeek && j.earnedAt! >= from && j.earnedAt! < to)),
      };
    });
    return {
      weekCents: sum(jobs.filter((j) => j.thisWeek)),
      monthCents: sum(jobs.filter((j) => j.thisMonth)),
      potentialCents: sum(jobs.filter((j) => j.potential)),
      pendingCents: sum(jobs.filter((j) => j.payoutStatus === 'pending')),
      totalCents: sum(jobs.filter((j) => j.payoutStatus === 'released')),
      weekStart,
      monthStart,
      week,
      jobs,
    };
  }

  /** The worker's payouts, newest first (pending, inspection_required, approved, paid). */
  async payoutsPage(viewer: Viewer, page: PageInput): Promise<Page<WorkerPayout>> {
    const provider = requireApprovedProvider(viewer);
    return findPage(this.em, WorkerPayout, { provider: provider.id }, { createdAt: 'desc', id: 'desc' }, page);
  }

  /** The dashboard's four cards and today's schedule. */
  async dashboard(viewer: Viewer, now: Date = new Date()): Promise<WorkerDashboard> {
    const provider = requireApprovedProvider(viewer);
    const origin = this.queueOrigin(viewer);
    const [queued, active, fresh] = await Promise.all([
      origin ? openQueueCount(this.em, origin) : 0,
      this.em.find(ServiceRequest, { provider: provider.id, status: { $in: ACTIVE_STATUSES } }, { orderBy: { scheduledAt: 'asc', id: 'asc' } }),
      this.em.findOneOrFail(ServiceProvider, { id: provider.id }, { refresh: true }),
    ]);
    const dayStart = startOfDay(now);
    const p = zonedParts(now);
    const dayEnd = zonedTimeToUtc(p.year, p.month, p.day + 1, 0, 0);
    const today = active.filter((r) => r.scheduledAt && r.scheduledAt >= dayStart && r.scheduledAt < dayEnd);
    return { availableRequests: queued, activeJobs: active.length, rating: fresh.rating, ratingCount: fresh.ratingCount, completedJobs: fresh.completedJobs, today };
  }

  /** Real reviews of the worker: average, 5-to-1 breakdown, newest first; 'Elite Status' at 4.5 or more. */
  async ratings(viewer: Viewer): Promise<WorkerRatings> {
    const provider = requireApprovedProvider(viewer);
    const reviews = await this.em.find(Review, { provider: provider.id }, { populate: ['request', 'client'], orderBy: { createdAt: 'desc', id: 'desc' } });
    const count = reviews.length;
    const average = count ? Math.round((reviews.reduce((s, r) => s + r.workerRating, 0) / count) * 10) / 10 : 0;
    const elite = count > 0 && average >= ELITE_RATING;
    return {
      average,
      count,
      elite,
      standing: elite ? 'Elite Status' : 'Good Standing',
      breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: reviews.filter((r) => r.workerRating === stars).length })),
      reviews: reviews.map((r) => ({
        id: r.id,
        requestId: r.request.id,
        requestTitle: r.request.getEntity().title,
        clientName: r.client.getEntity().name,
        workerRating: r.workerRating,
        serviceRating: r.serviceRating,
        comment: r.comment,
        createdAt: r.createdAt,
      })),
    };
  }
}
