import type { NotificationPriority } from '../../domain/words';

/**
 * How long notifications live and how much they matter (spec part 1: at most 50 kept per
 * person and type, expired ones dropped, an appointment reminder expires after 24 h, a
 * new-job alert after 48 h; priorities low, medium, high, urgent).
 */

/** At most this many notifications are kept per person and type; older ones are deleted as new ones arrive. */
export const MAX_PER_TYPE = 50;

const HOUR = 60 * 60_000;

/** Types that stop being true after a while: after this long they are neither listed nor counted. */
export const EXPIRES_AFTER_MS: Readonly<Record<string, number>> = {
  appointment_reminder: 24 * HOUR,
  new_job_available: 48 * HOUR,
  // "On my way" is about the next hour or so.
  on_my_way: 3 * HOUR,
};

/** The priority of each type when the writer does not say; medium for any other. */
export const DEFAULT_PRIORITY: Readonly<Record<string, NotificationPriority>> = {
  // Something is wrong with the person's account or money: act now.
  account_suspended: 'urgent',
  payment_declined: 'urgent',
  payment_dispute: 'urgent',
  system_alert: 'urgent',
  // Needs the person soon.
  document_required: 'high',
  identity_linked: 'high',
  quality_review_needed: 'high',
  job_requires_review: 'high',
  job_cancelled: 'high',
  appointment_reminder: 'high',
  appointment: 'high',
  job_assignment: 'high',
  on_my_way: 'high',
  new_worker_application: 'high',
  // For the record.
  welcome_new_client: 'low',
  rating_received: 'low',
  revenue_milestone: 'low',
  note: 'low',
  worker_update: 'low',
};

export function defaultPriority(type: string): NotificationPriority {
  return DEFAULT_PRIORITY[type] ?? 'medium';
}

/** When a notification of this type written at `now` expires, or null when it does not. */
export function expiryOf(type: string, now: number): Date | null {
  const ttl = EXPIRES_AFTER_MS[type];
  return ttl ? new Date(now + ttl) : null;
}

let clock: () => number = Date.now;

/**
 * The app's clock for notifications (Date.now; tests move it): expiry is set and checked by
 * it. Set once at start by createApp, like the Message-ID domain.
 */
export function useNotificationClock(now: () => number): void {
  clock = now;
}

export function notificationNow(): Date {
  return new Date(clock());
}
