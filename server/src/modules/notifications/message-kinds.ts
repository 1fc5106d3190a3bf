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

export const SWITCH_LABELS: Record<SwitchName | 'push', string> = {
  push: 'Push notifications',
  email: 'E-mail notifications',
  sms: 'Text messages',
  reminders: 'Appointment reminders',
  new_jobs: 'New job alerts',
  marketing: 'Marketing e-mails',
};

/**
 * A person's switches now, and `push`: the channel switch of push notifications (a worker's
 * `pushNotifications` setting; clients and admins turn push on per device, so theirs is on).
 */
export type Switches = Record<SwitchName, boolean> & { push: boolean };

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
/**
 * Kinds that also push to the person's devices. Any kind may: a kind pushes when its channels
 * include 'push' (the dispatcher sends it to every device the person turned on; the kind's gate
 * and the push switch decide as for e-mail and text).
 */
const ALL = ['email', 'sms', 'push'] as const;
const PUSH = ['push'] as const;

export const MESSAGE_KINDS = {
  // clients
  request_confirmed: { audience: 'client', channels: BOTH, gate: null },
  job_accepted: { audience: 'client', channels: ALL, gate: null },
  worker_assigned: { audience: 'client', channels: BOTH, gate: null },
  visit_scheduled: { audience: 'client', channels: BOTH, gate: null },
  visit_reminder: { audience: 'client', channels: BOTH, gate: 'reminders' },
  invoice_ready: { audience: 'client', channels: BOTH, gate: null },
  payment_received: { audience: 'client', channels: BOTH, gate: null },
  job_completed: { audience: 'client', channels: BOTH, gate: null },
  fee_refunded: { audience: 'client', channels: BOTH, gate: null },
  payment_declined: { audience: 'client', channels: ALL, gate: null },
  /** A new message in a conversation (the first one left unread: the bell's notice), pushed at once; the digest follows by e-mail and text. */
  new_message: { audience: 'client', channels: PUSH, gate: null },
  /** The worker tapped "On my way" (jobs/on-my-way.service.ts): the arrival estimate. */
  worker_on_the_way: { audience: 'client', channels: ALL, gate: null },
  /** The client cancelled their request: what happened to the fee (nothing paid, or kept by the policy). A refund is told by fee_refunded. */
  request_cancelled: { audience: 'client', channels: BOTH, gate: null },
  // workers
  account_approved: { audience: 'worker', channels: BOTH, gate: null },
  job_assigned: { audience: 'worker', channels: BOTH, gate: null },
  new_job_available: { audience: 'worker', channels: ALL, gate: 'new_jobs' },
  new_message_worker: { audience: 'worker', channels: PUSH, gate: null },
  account_suspended: { audience: 'worker', channels: BOTH, gate: null },
  document_required: { audience: 'worker', channels: BOTH, gate: null },
  background_check_complete: { audience: 'worker', channels: EMAIL, gate: null },
  worker_visit_scheduled: { audience: 'worker', channels: BOTH, gate: null },
  // admins
  worker_application: { audience: 'admin', channels: EMAIL, gate: null },
  job_needs_review: { audience: 'admin', channels: EMAIL, gate: null },
  fee_refunded_admin: { audience: 'admin', channels: EMAIL, gate: null },
  /** A request's consultation fee paid: it waits for a worker. */
  new_paid_request: { audience: 'admin', channels: PUSH, gate: null },
  /** A new message in a support chat. */
  new_message_admin: { audience: 'admin', channels: PUSH, gate: null },
  // anyone's account
  password_changed: { audience: 'account', channels: EMAIL, gate: null, security: true },
  password_reset: { audience: 'account', channels: EMAIL, gate: null, security: true },
  /** A provider's sign-in was connected to the account (every link, however it was made). */
  identity_linked: { audience: 'account', channels: EMAIL, gate: null, security: true },
  /** The owner's single-use link to let a provider identity with their address into their account. */
  identity_link_confirm: { audience: 'account', channels: EMAIL, gate: null, security: true },
  payment_disputed: { audience: 'admin', channels: EMAIL, gate: null },
  revenue_milestone: { audience: 'admin', channels: EMAIL, gate: null },
  quality_review_needed: { audience: 'admin', channels: EMAIL, gate: null },
  // conversations: one digest per conversation left unread for 5 minutes (conversations/conversation-delivery.ts)
  unread_messages: { audience: 'client', channels: BOTH, gate: null },
  unread_messages_worker: { audience: 'worker', channels: BOTH, gate: null },
  unread_messages_admin: { audience: 'admin', channels: EMAIL, gate: null },
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
    on_my_way: 'worker_on_the_way',
    job_completed: 'job_completed',
    fee_refunded: 'fee_refunded',
    request_cancelled: 'request_cancelled',
    password_changed: 'password_changed',
    identity_linked: 'identity_linked',
    new_message: 'new_message',
  },
  worker: {
    account_approved: 'account_approved',
    job_assignment: 'job_assigned',
    new_job_available: 'new_job_available',
    password_changed: 'password_changed',
    identity_linked: 'identity_linked',
    account_suspended: 'account_suspended',
    document_required: 'document_required',
    background_check_complete: 'background_check_complete',
    appointment: 'worker_visit_scheduled',
    new_message: 'new_message_worker',
  },
  admin: {
    new_worker_application: 'worker_application',
    job_requires_review: 'job_needs_review',
    fee_refunded: 'fee_refunded_admin',
    password_changed: 'password_changed',
    payment_dispute: 'payment_disputed',
    revenue_milestone: 'revenue_milestone',
    quality_review_needed: 'quality_review_needed',
    // A paid consultation fee is a new paid request (the balance paid stays in the app).
    payment_received: 'new_paid_request',
    // Admins hear of new messages in support chats only.
    new_message: 'new_message_admin',
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
  if (kind === 'new_paid_request' && data?.kind !== 'consultation') return null;
  return kind;
}

/** The switch that stops this message (the channel's, or the kind's gate), or null when it may go. */
export function blockedBy(kind: MessageKind, channel: MessageChannel, switches: Switches): SwitchName | 'push' | null {
  if (isSecurityKind(kind)) return null;
  if (channel === 'push') {
    if (!switches.push) return 'push';
  } else if (!switches[channel]) return channel;
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
