import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { assertAdmin } from '../auth/admin-guard';
import { audit } from '../audit/audit.service';
import { requestNumber } from '../../domain/request-number';
import { Activity } from '../requests/activity.entity';
import { Upload } from '../uploads/upload.entity';
import type { Viewer } from '../auth/viewer';
import type { UploadKind } from '../../domain/words';
import { ACTIVE_STATUSES } from '../../domain/request-status';
import { conflict, fieldError, notFound } from '../../shared/errors';
import { withStaleCheck } from './job-errors';
import { PHOTO_KINDS } from './job-words';
import { parseVisitTime, businessTimeLabel } from './time';
import { JobActions } from './job-actions';
import { enqueueAfterCommit } from '../outbox/outbox';

const MAX_NOTE = 2000;
const MAX_PHOTOS = 10;

/** A job under way: the visit times the worker sets and the progress notes (with photos) the client is told of. */
export class JobVisitService extends JobActions {
  /** Set the visit time ('YYYY-MM-DD HH:MM', Central time, or ISO with offset) of a scheduled or in-progress job. */
  schedule(viewer: Viewer, requestId: number, scheduledAt: string): Promise<ServiceRequest> {
    return this.setVisit(viewer, requestId, scheduledAt, 'appointment_scheduled', 'Appointment Scheduled', false);
  }

  /** Schedule the next visit of a job already under way. */
  scheduleNext(viewer: Viewer, requestId: number, scheduledAt: string): Promise<ServiceRequest> {
    return this.setVisit(viewer, requestId, scheduledAt, 'next_visit_scheduled', 'Next Visit Scheduled', false);
  }

  /**
   * An admin sets or moves the visit of an assigned job: the client hears appointment_scheduled
   * (as when the worker sets it), the worker hears appointment, for their calendar.
   */
  scheduleByAdmin(viewer: Viewer, requestId: number, scheduledAt: string): Promise<ServiceRequest> {
    assertAdmin(viewer);
    return this.setVisit(viewer, requestId, scheduledAt, 'appointment_scheduled', 'Appointment Scheduled', true);
  }

  /**
   * The visit time of a job, set by its worker or by an admin. Whoever did not set it is told:
   * the client always (appointment_scheduled, with the e-mail and text), the worker when an
   * admin set or moved it (appointment); nobody hears twice of one change.
   */
  private async setVisit(viewer: Viewer, requestId: number, input: string, action: string, title: string, byAdmin: boolean): Promise<ServiceRequest> {
    const when = parseVisitTime(input);
    if (!when) throw fieldError('scheduledAt', 'Please enter the date and time as YYYY-MM-DD HH:MM');
    if (when.getTime() < Date.now() - 60_000) throw fieldError('scheduledAt', 'Please choose a date and time in the future');
    await withStaleCheck(() =>
      this.em.transactional(async (tx) => {
        const r = byAdmin ? await this.assignedJob(tx, requestId) : (await this.ownJob(tx, viewer, requestId)).r;
        if (!ACTIVE_STATUSES.includes(r.status)) throw conflict(`Visits can only be scheduled for scheduled or in-progress jobs (this one is ${r.displayStatus.replace(/_/g, ' ')})`);
        const before = r.scheduledAt;
        const moved = before !== null && before.getTime() !== when.getTime();
        r.scheduledAt = when;
        // An admin's decision on someone else's job: audited.
        if (byAdmin) audit(tx, viewer, { action: 'visit_scheduled_by_admin', entityType: 'service_request', entityId: r.id, requestId: r.id, before: { scheduledAt: before?.toISOString() ?? null }, after: { scheduledAt: when.toISOString() } });
        const label = businessTimeLabel(when);
        tx.create(Activity, { request: r, actor: viewer.user.id, actorRole: byAdmin ? 'admin' : 'worker', action, description: `${title}${byAdmin ? ' by an admin' : ''}: ${label}` });
        const clientUser = await this.clientUserId(tx, r);
        const workerUser = byAdmin && r.provider ? (await tx.findOne(ServiceProvider, { id: r.provider.id }))?.user?.id ?? null : null;
        await tx.flush();
        const data = { jobId: r.id, requestId: r.id, scheduledAt: when.toISOString() };
        const notifications = [
          ...(clientUser ? [this.notifications.queue({ userId: clientUser, userType: 'client', type: 'appointment_scheduled', title, message: `Your ${r.title} visit is scheduled for ${label}.`, data }, tx)] : []),
          ...(workerUser
            ? [this.notifications.queue({ userId: workerUser, userType: 'worker', type: 'appointment', title: moved ? 'Visit Moved' : 'Visit Scheduled', message: `An admin ${moved ? 'moved' : 'set'} the visit for ${r.title} (${requestNumber(r.id)}) ${moved ? 'to' : 'for'} ${label}.`, data: { ...data, moved } }, tx)]
            : []),
        ];
        await enqueueAfterCommit(tx, { notifications, request: { requestId: r.id, kind: 'visit_scheduled' } });
      }),
    );
    return this.reload(requestId);
  }

  /** A job with a worker on it, for an admin. */
  private async assignedJob(em: EntityManager, requestId: number): Promise<ServiceRequest> {
    const r = await em.findOne(ServiceRequest, { id: requestId }, { populate: ['category'] });
    if (!r) throw notFound('Service request');
    if (!r.provider) throw conflict('Assign a worker before scheduling the visit');
    return r;
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
    // Absent: the job's state decides; "" or any other word is an error, never silently a default.
    if (input.photoKind != null && !(PHOTO_KINDS as readonly string[]).includes(input.photoKind)) throw fieldError('photoKind', 'Photo kind must be before or after');

    const result = await this.em.transactional(async (tx) => {
      const { r } = await this.ownJob(tx, viewer, input.requestId);
      if (r.status === 'cancelled') throw conflict('This job was cancelled');
      const photos = ids.length ? await tx.find(Upload, { id: { $in: ids }, uploadedBy: viewer.user.id }, { orderBy: { id: 'asc' } }) : [];
      if (photos.length !== ids.length || photos.some((p) => p.request && p.request.id !== r.id)) {
        throw fieldError('photoIds', 'Some photos could not be found. Upload them again.');
      }
      const kind = (input.photoKind ?? (r.status === 'scheduled' ? 'before' : 'after')) as UploadKind;
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
      await enqueueAfterCommit(tx, { notifications: queued, request: { requestId: r.id, kind: 'note_added' } });
      return activity;
    });
    return result;
  }
}
