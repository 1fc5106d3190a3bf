/**
 * The kinds of post-commit work (OutboxWork['type'] in outbox.ts, which checks that the two
 * agree): `outbox_messages.type` takes these words and no other (a CHECK constraint). A new
 * kind of work is added here, in OutboxWork and its deliverer, and in a migration.
 */
export const OUTBOX_TYPES = [
  'notifications',
  'queue',
  'request',
  'review',
  'new_job_available',
  'password_reset_request',
  'conversation_message',
  'conversation_read',
  'conversation_digest',
  'revenue_milestones',
] as const;

export type OutboxType = (typeof OUTBOX_TYPES)[number];
