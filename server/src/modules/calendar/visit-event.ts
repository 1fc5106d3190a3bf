import type { ServiceRequest } from '../requests/service-request.entity';
import { requestNumber } from '../../domain/request-number';
import type { VisitEvent } from './ics';

/**
 * How long a visit lasts in a calendar: the job's estimated duration (minutes) when it has
 * one, else DEFAULT_VISIT_MINUTES (two hours, the length of a standard visit). The category
 * knows no duration.
 */
export const DEFAULT_VISIT_MINUTES = 120;
const MAX_VISIT_MINUTES = 24 * 60;

/** Whose calendar the event is in: it decides the link (the screen that person opens). */
export type VisitAudience = 'client' | 'worker' | 'admin';

const SCREENS: Record<VisitAudience, (id: number) => string> = {
  client: (id) => `/request-status?request=${id}`,
  worker: (id) => `/worker-active-jobs?job=${id}`,
  admin: () => '/schedule',
};

export function visitMinutes(r: Pick<ServiceRequest, 'estimatedDuration'>): number {
  const m = r.estimatedDuration;
  return m !== null && Number.isSafeInteger(m) && m > 0 ? Math.min(m, MAX_VISIT_MINUTES) : DEFAULT_VISIT_MINUTES;
}

/** The event's UID: one per request, the same in every feed and download. */
export function visitUid(requestId: number, publicUrl: string): string {
  return `service-request-${requestId}@${new URL(publicUrl).hostname}`;
}

/**
 * A scheduled request as a calendar event. SEQUENCE is the row's version less one: every
 * write of a request bumps its version (requests/request-writes.ts, the ORM's optimistic
 * lock), so a moved or cancelled visit always comes with a higher one. The street is there
 * only when `showStreet` (the access rule of requests/request-access.ts decides it).
 */
export function visitEvent(r: ServiceRequest & { scheduledAt: Date }, o: { audience: VisitAudience; showStreet: boolean; publicUrl: string }): VisitEvent {
  const cancelled = r.status === 'cancelled';
  const number = requestNumber(r.id);
  const url = new URL(SCREENS[o.audience](r.id), o.publicUrl).toString();
  const a = r.address;
  const place = `${a.city}, ${a.state} ${a.zipCode}`;
  const who = o.audience === 'worker' ? [`Client: ${r.clientName}`] : [];
  return {
    uid: visitUid(r.id, o.publicUrl),
    sequence: Math.max(0, r.version - 1),
    stamp: r.updatedAt,
    start: r.scheduledAt,
    end: new Date(r.scheduledAt.getTime() + visitMinutes(r) * 60_000),
    summary: `${cancelled ? 'Cancelled: ' : ''}${r.title} (${number})`,
    description: [`Request ${number}${r.serviceTypeName ? ` · ${r.serviceTypeName}` : ''}`, ...who, ...(cancelled ? ['This visit was cancelled.'] : []), `Open in the app: ${url}`].join('\n'),
    location: o.showStreet && a.street ? `${a.street}, ${place}` : place,
    url,
    cancelled,
  };
}
