import type { MessageChannel } from './outbound-message.entity';

/**
 * What leaves the app, decided in one place: which in-app notifications become e-mails and
 * text messages, to whom, and which of the person's switches let them through. Pure rules;
 * message-plan.ts writes the messages, the dispatcher checks the switches when they go out.
 */
export { SWITCHES, type SwitchName } from './message-words';
export { type Audience } from '../../domain/words';
import type { Audience } from '../../domain/words';
import type { SwitchName } from './message-words';

export const SWITCH_LABELS: Record<SwitchName, string> = {
  email: 'E-mail notifications',
  sms: 'Text messages',
  reminders: 'Appointment reminders',
  new_jobs: 'New job alerts',
  marketing: 'Marketing e-mails',
};

export type Switches = Record<SwitchName, boolean>;

/**
 * Whom a kind goes to: a side of the marketplace (the address of their client or provider
 * profile, or an admin's account), or `account`: the person's sign-in account, whatever their
 * role (its e-mail address, which is the one that can take the account back).
 */
export type MessageAudience = Audience | 'account';

interface KindRule {
  audience: MessageAudience;
  channels: readonly MessageChannel[];
  /** A switch this kind needs besides the channel's own. */
  gate: SwitchName | null;
  /** About the account's security: always sent (no switch stops it), without an unsubscribe link. */
  security?: true;
}

const BOTH = ['email', 'sms'] as const;
const EMAIL = ['email'] as const;

export const MESSAGE_KINDS = {
  // clients
  request_confirmed: { audience: 'client', channels: BOTH, gate: null },
  job_accepted: { audience: 'client', channels: BOTH, gate: null },
  worker_assigned: { audience: 'client', channels: BOTH, gate: null },
  visit_scheduled: { audience: 'client', channels: BOTH, gate: null },
  visit_reminder: { audience: 'client', channels: BOTH, gate: 'reminders' },
  invoice_ready: { audience: 'client', channels: BOTH, gate: null },
  payment_received: { audience: 'client', channels: BOTH, gate: null },
  job_completed: { audience: 'client', channels: BOTH, gate: null },
  fee_refunded: { audience: 'client', channels: BOTH, gate: null },
  payment_declined: { audience: 'client', channels: BOTH, gate: null },
  // workers
  account_approved: { audience: 'worker', channels: BOTH, gate: null },
  job_assigned: { audience: 'worker', channels: BOTH, gate: null },
  new_job_available: { audience: 'worker', channels: BOTH, gate: 'new_jobs' },
  account_suspended: { audience: 'worker', channels: BOTH, gate: null },
  document_required: { audience: 'worker', channels: BOTH, gate: null },
  background_check_complete: { audience: 'worker', channels: EMAIL, gate: null },
  worker_visit_scheduled: { audience: 'worker', channels: BOTH, gate: null },
  // admins
  worker_application: { audience: 'admin', channels: EMAIL, gate: null },
  job_needs_review: { audience: 'admin', channels: EMAIL, gate: null },
  fee_refunded_admin: { audience: 'admin', channels: EMAIL, gate: null },
  // anyone's account
  password_changed: { audience: 'account', channels: EMAIL, gate: null, security: true },
  password_reset: { audience: 'account', channels: EMAIL, gate: null, security: true },
  payment_disputed: { audience: 'admin', channels: EMAIL, gate: null },
  revenue_milestone: { audience: 'admin', channels: EMAIL, gate: null },
  quality_review_needed: { audience: 'admin', channels: EMAIL, gate: null },
} as const satisfies Record<string, KindRule>;

export type MessageKind = keyof typeof MESSAGE_KINDS;

export function isMessageKind(kind: string): kind is MessageKind {
  return Object.prototype.hasOwnProperty.call(MESSAGE_KINDS, kind);
}

/** In-app notification type -> message kind, per audience. Types not listed stay in the app. */
const BY_NOTIFICATION: Record<Audience, Record<string, MessageKind>> = {
  client: {
    request_submitted_paid: 'request_confirmed',
    job_started: 'job_accepted',
    worker_assigned: 'worker_assigned',
    appointment_scheduled: 'visit_scheduled',
    appointment_reminder: 'visit_reminder',
    invoice_ready: 'invoice_ready',
    payment_processed: 'payment_received',
    // The service balance paid: the job is paid in full (its receipt; the fee's payment_processed stays in the app).
    payment_success: 'payment_received',
    payment_declined: 'payment_declined',
    job_completed: 'job_completed',
    fee_refunded: 'fee_refunded',
    password_changed: 'password_changed',
  },
  worker: {
    account_approved: 'account_approved',
    job_assignment: 'job_assigned',
    new_job_available: 'new_job_available',
    password_changed: 'password_changed',
    account_suspended: 'account_suspended',
    document_required: 'document_required',
    background_check_complete: 'background_check_complete',
    appointment: 'worker_visit_scheduled',
  },
  admin: {
    new_worker_application: 'worker_application',
    job_requires_review: 'job_needs_review',
    fee_refunded: 'fee_refunded_admin',
    password_changed: 'password_changed',
    payment_dispute: 'payment_disputed',
    revenue_milestone: 'revenue_milestone',
    quality_review_needed: 'quality_review_needed',
  },
};

/**
 * The message an in-app notification sends out, or null when it stays in the app. The
 * consultation fee's payment_processed is left out: the request confirmation carries its receipt.
 */
export function messageKindFor(userType: string, type: string, data: Record<string, unknown> | null | undefined): MessageKind | null {
  const byType = BY_NOTIFICATION[userType as Audience];
  const kind = byType?.[type] ?? null;
  if (kind === 'payment_received' && data?.kind === 'consultation') return null;
  return kind;
}

/** The switch that stops this message (the channel's, or the kind's gate), or null when it may go. */
export function blockedBy(kind: MessageKind, channel: MessageChannel, switches: Switches): SwitchName | null {
  if (isSecurityKind(kind)) return null;
  if (!switches[channel]) return channel;
  const gate = MESSAGE_KINDS[kind].gate;
  if (gate && !switches[gate]) return gate;
  return null;
}

/** The switch an e-mail's unsubscribe link turns off: the kind's own when it has one, else e-mail. */
export function unsubscribeSwitchOf(kind: MessageKind): SwitchName {
  return MESSAGE_KINDS[kind].gate ?? 'email';
}

/** A message about the account's security (a password change, a reset link): sent whatever the person's switches. */
export function isSecurityKind(kind: MessageKind): boolean {
  const rule: KindRule = MESSAGE_KINDS[kind];
  return rule.security === true;
}
