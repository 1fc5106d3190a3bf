/**
 * Every in-app notification type the code writes: `notifications.type` takes these words and
 * no other (a CHECK constraint, Migration20261128100000_closed_words_more). A new type is
 * added here and in a migration of its own (`npm run db:check` holds entity and schema to one).
 */
export const NOTIFICATION_TYPES = [
  // clients
  'welcome_new_client',
  'request_submitted_unpaid',
  'request_submitted_paid',
  'request_cancelled',
  'job_accepted',
  'request_accepted',
  'job_started',
  'worker_assigned',
  'appointment_scheduled',
  'appointment_reminder',
  'inspection_scheduled',
  'invoice',
  'invoice_ready',
  'invoice_created',
  'invoice_updated',
  'invoice_approved',
  'payment_processed',
  'payment_success',
  'payment_declined',
  'payment_rejected',
  'payment_approved',
  'payment_received',
  'project_approved',
  'job_completed',
  'fee_refunded',
  'on_my_way',
  'tip_added',
  // workers
  'account_approved',
  'account_rejected',
  'account_suspended',
  'onboarding_started',
  'document_required',
  'background_check_complete',
  'job_assignment',
  'job_cancelled',
  'new_job_available',
  'appointment',
  'note',
  'rating_received',
  'worker_update',
  'tip_received',
  // admins
  'new_worker_application',
  'job_requires_review',
  'payment_dispute',
  'revenue_milestone',
  'quality_review_needed',
  'system_alert',
  // conversations
  'new_message',
  // anyone's account
  'password_changed',
  'identity_linked',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What an unknown stored type becomes when the constraint is added: a plain note, for the record. */
export const FALLBACK_NOTIFICATION_TYPE: NotificationType = 'note';

/** The notices about a worker's own account: they carry the account as it now stands (Notification.provider). */
export const PROVIDER_ACCOUNT_NOTICES: readonly NotificationType[] = ['account_approved', 'account_rejected', 'account_suspended', 'document_required', 'background_check_complete'];
