import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Notification } from './notification.entity';
import { OutboundMessage } from './outbound-message.entity';
import { MESSAGE_KINDS, messageKindFor, type MessageKind } from './message-kinds';
import { outboxWritten } from '../outbox/outbox-commits';

/** The domain of Message-IDs: the From address's. */
export function messageIdDomain(mailFrom: string): string {
  const m = /@([^<>@\s]+?)>?\s*$/.exec(mailFrom);
  return m ? m[1] : 'elite-services.local';
}

let domain = 'elite-services.local';

/** Message-IDs name the sender's domain (MAIL_FROM), set once at start. */
export function useMessageIdDomain(mailFrom: string): void {
  domain = messageIdDomain(mailFrom);
}

/**
 * Writes the e-mail and text message an in-app notification sends out, in the notification's
 * own unit of work (so in the transaction of the change): nothing leaves the app for a change
 * that rolled back, and nothing committed is lost. Called for every notification written
 * (notification.service.ts queueNotification); kinds in message-kinds.ts decide which go out.
 * The person's switches are checked when each message goes out (message-dispatcher.ts).
 * The dispatcher wakes when the transaction commits (outbox-commits.ts).
 */
export function planMessages(em: EntityManager, n: Notification): OutboundMessage[] {
  const kind = messageKindFor(n.userType, n.type, n.data);
  if (!kind) return [];
  const context = { ...(n.data ?? {}), title: n.title, message: n.message };
  const planned = MESSAGE_KINDS[kind].channels.map((channel) =>
    em.create(OutboundMessage, {
      user: n.user,
      notification: n,
      channel,
      kind,
      context,
      messageId: `<${crypto.randomUUID()}@${domain}>`,
    }),
  );
  return planned;
}

/**
 * The messages of a kind that has no in-app notification (a password reset link, for someone
 * not signed in), written in `em`'s unit of work like planMessages.
 */
export function planDirectMessages(em: EntityManager, input: { userId: number; kind: MessageKind; context: Record<string, unknown> }): OutboundMessage[] {
  const planned = MESSAGE_KINDS[input.kind].channels.map((channel) =>
    em.create(OutboundMessage, { user: input.userId, channel, kind: input.kind, context: input.context, messageId: `<${crypto.randomUUID()}@${domain}>` }),
  );
  return planned;
}

/**
 * The same rows for notifications written by one multi-row INSERT (new-job notices to many
 * workers), without managed entities: one INSERT for every channel of every message.
 */
export async function planMessagesSql(em: EntityManager, notices: { notificationId: number; userId: number; kind: keyof typeof MESSAGE_KINDS; context: Record<string, unknown> }[]): Promise<void> {
  const rows = notices.flatMap((n) => MESSAGE_KINDS[n.kind].channels.map((channel) => ({ ...n, channel })));
  if (rows.length === 0) return;
  const now = new Date();
  await em.execute(
    `insert into outbound_messages (user_id, notification_id, channel, kind, state, context, message_id, attempts, due_at, created_at)
     values ${rows.map(() => `(?, ?, ?, ?, 'queued', ?::jsonb, ?, 0, ?, ?)`).join(', ')}`,
    rows.flatMap((r) => [r.userId, r.notificationId, r.channel, r.kind, JSON.stringify(r.context), `<${crypto.randomUUID()}@${domain}>`, now, now]),
  );
  // Written past the unit of work: the dispatcher wakes when the transaction commits all the same.
  outboxWritten(em);
}
