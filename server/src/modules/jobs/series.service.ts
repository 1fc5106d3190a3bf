/**
 * Recurring visits, the client's side: skip one visit, move one, end the series. Each visit
 * is a request of its own, so a skip is that request's cancel (ClientRequestChangesService:
 * the cancellation policy and the notices of a single request), a move is a new time for
 * that visit (its worker told, its calendar event updated), and ending the series stops new
 * visits and cancels each visit still to come, one cancel each. The window of coming visits
 * is created by visit-series.ts (on the first accept, then by the scheduler).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { Series } from '../requests/series.entity';
import { Activity } from '../requests/activity.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import type { ClientRequestChangesService } from '../requests/client-request-changes.service';
import { CLIENT_CANCELLABLE } from '../requests/client-request-changes.service';
import { updateRequest } from '../requests/request-writes';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import type { Viewer } from '../auth/viewer';
import { enqueueAfterCommit } from '../outbox/outbox';
import { badInput, conflict, forbidden, notFound } from '../../shared/errors';
import { requestNumber } from '../../domain/request-number';
import { businessTimeLabel, parseVisitTime } from './time';
import { businessToday } from './visit-series';

export class SeriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
    private readonly changes: ClientRequestChangesService,
  ) {}

  /** The viewer's own visit of a series: NOT_FOUND for another client's, BAD_USER_INPUT for a one-time request. */
  private async ownVisit(viewer: Viewer, requestId: string): Promise<ServiceRequest> {
    const r = await this.changes.ownRequest(viewer, requestId);
    if (r.seriesId === null) throw badInput([{ path: 'requestId', message: 'This request is not a visit of a recurring series' }]);
    return r;
  }

  /** Skip one visit: it is cancelled by the policy of a single request; the rest of the series goes on. */
  async skipVisit(viewer: Viewer, requestId: string): Promise<ServiceRequest> {
    await this.ownVisit(viewer, requestId);
    return this.changes.cancel(viewer, requestId);
  }

  /** Move one visit to a new time ('YYYY-MM-DD HH:MM' Central, or ISO 8601 with an offset), in the future, while it may still be cancelled. */
  async rescheduleVisit(viewer: Viewer, requestId: string, scheduledAt: string): Promise<ServiceRequest> {
    const r = await this.ownVisit(viewer, requestId);
    const at = parseVisitTime(scheduledAt ?? '');
    if (!at) throw badInput([{ path: 'scheduledAt', message: 'Visit time must be YYYY-MM-DD HH:MM or an ISO 8601 time' }]);
    if (at.getTime() <= Date.now()) throw badInput([{ path: 'scheduledAt', message: 'Visit time must be in the future' }]);
    if (!CLIENT_CANCELLABLE.includes(r.status)) throw conflict('This visit can no longer be moved.');
    const label = businessTimeLabel(at);
    await this.em.transactional(async (tx) => {
      const moved = await updateRequest(tx, r.id, { where: { status: { $in: CLIENT_CANCELLABLE } }, set: { scheduledAt: at, preferredDate: businessToday(at) } });
      if (!moved) throw conflict('This visit changed while you were moving it. Please reload and try again.');
      tx.create(Activity, { request: r.id, actor: viewer.user.id, actorRole: 'client', action: 'visit_moved', description: `The client moved this visit to ${label}` });
      const out: Notification[] = [];
      const provider = r.provider ? await tx.findOne(ServiceProvider, { id: r.provider.id }) : null;
      const data = { requestId: r.id, jobId: r.id, scheduledAt: at.toISOString(), moved: true };
      if (provider?.user) out.push(this.notifications.queue({ userId: provider.user.id, userType: 'worker', type: 'appointment', title: 'Visit Moved', message: `The client moved the visit for ${r.title} (${requestNumber(r.id)}) to ${label}.`, data }, tx));
      out.push(this.notifications.queue({ userId: viewer.user.id, userType: 'client', type: 'appointment_scheduled', title: 'Visit Moved', message: `Your ${r.title} visit is now ${label}.`, data }, tx));
      await enqueueAfterCommit(tx, { notifications: out, request: { requestId: r.id, kind: 'visit_moved' } });
    });
    return this.em.fork().findOneOrFail(ServiceRequest, { id: r.id });
  }

  /** End the series of one of the viewer's visits (the REST twin names a visit). */
  async endSeriesOfVisit(viewer: Viewer, requestId: string): Promise<ServiceRequest[]> {
    const r = await this.ownVisit(viewer, requestId);
    return this.endSeries(viewer, String(r.seriesId));
  }

  /**
   * End the series: no visit is created any more, and every visit still to come (pending or
   * scheduled, or in progress with its time ahead) is cancelled by the policy of a single
   * request. Returns the visits it cancelled. Ending an ended series is a CONFLICT.
   */
  async endSeries(viewer: Viewer, seriesId: string): Promise<ServiceRequest[]> {
    if (viewer.clientId === null) throw forbidden('Only clients have service requests');
    const s = await this.em.findOne(Series, { id: Number(seriesId) || 0, client: viewer.clientId });
    if (!s) throw notFound('Series');
    const ended = await this.em.transactional(async (tx) => {
      const n = await tx.nativeUpdate(Series, { id: s.id, status: 'active' }, { status: 'ended', endedAt: new Date() });
      if (n === 1) {
        const first = await tx.findOne(ServiceRequest, { series: s.id, seriesPosition: 1 });
        if (first) tx.create(Activity, { request: first.id, actor: viewer.user.id, actorRole: 'client', action: 'series_ended', description: 'The client ended the recurring series' });
      }
      return n === 1;
    });
    if (!ended) throw conflict('This series has already ended.');
    const now = Date.now();
    const coming = await this.em.fork().find(ServiceRequest, { series: s.id, status: { $in: CLIENT_CANCELLABLE } }, { orderBy: { seriesPosition: 'asc' } });
    const cancelled: ServiceRequest[] = [];
    for (const v of coming) {
      if (v.status === 'in_progress' && (v.scheduledAt === null || v.scheduledAt.getTime() <= now)) continue;
      try {
        cancelled.push(await this.changes.cancel(viewer, String(v.id)));
      } catch {
        // Changed meanwhile (completed, cancelled): it is no longer to come.
      }
    }
    return cancelled;
  }
}
