import type { EntityManager } from '@mikro-orm/postgresql';
import { Topic, type AppPubSub } from '../../events/pubsub';
import { planDirectMessages } from '../notifications/message-plan';
import { audienceOf, loadParties, partOf, type ConversationParties } from './conversation-access';
import { conversationPath } from './conversation.service';
import type { MessageKind } from '../notifications/message-kinds';

/** The digest's message kind for each audience (message-kinds.ts). */
const DIGEST_KIND: Record<'client' | 'worker' | 'admin', MessageKind> = {
  client: 'unread_messages',
  worker: 'unread_messages_worker',
  admin: 'unread_messages_admin',
};

interface MessageRow {
  id: number;
  conversation_id: number;
  author_id: number;
  author_role: 'client' | 'worker' | 'admin';
  author_name: string;
  body: string;
  photo_ids: number[];
  created_at: Date;
}

/** Publishes a new message on its conversation's channel, with who may hear it now (outbox work). */
export async function publishMessage(em: EntityManager, pubsub: AppPubSub, messageId: number): Promise<void> {
  const [m] = await em.execute<MessageRow[]>('select id, conversation_id, author_id, author_role, author_name, body, photo_ids, created_at from conversation_messages where id = ?', [messageId]);
  if (!m) return;
  const parties = await loadParties(em, Number(m.conversation_id));
  if (!parties) return;
  pubsub.publish(Topic.MessageAdded, Number(m.conversation_id), {
    id: Number(m.id),
    conversationId: Number(m.conversation_id),
    authorUserId: Number(m.author_id),
    authorRole: m.author_role,
    authorName: m.author_name,
    body: m.body,
    photoIds: (m.photo_ids ?? []).map(Number),
    createdAt: new Date(m.created_at).toISOString(),
    audience: audienceOf(parties),
  });
  if (parties.kind === 'support') pubsub.publish(Topic.SupportConversationChanged, { conversationId: Number(m.conversation_id), at: new Date().toISOString() });
}

/** Publishes that someone read a conversation (outbox work). */
export async function publishRead(em: EntityManager, pubsub: AppPubSub, work: { conversationId: number; userId: number; lastReadMessageId: number }): Promise<void> {
  const parties = await loadParties(em, work.conversationId);
  if (!parties) return;
  pubsub.publish(Topic.ConversationRead, work.conversationId, { ...work, audience: audienceOf(parties) });
}

/** Whether the user still has a part in the conversation (a worker taken off the job has none). */
function stillIn(parties: ConversationParties, userId: number, audience: 'client' | 'worker' | 'admin'): boolean {
  if (audience === 'admin') return true;
  return partOf({ sessionRole: audience, userId } as Parameters<typeof partOf>[0], parties) !== null;
}

/**
 * The unread digest, due 5 minutes after a message: nothing when the person has read it since,
 * or was sent a digest of this conversation since they last read it; else one e-mail and text
 * message (as their switches allow, checked when they go out) with the unread count and a link.
 */
export async function sendDigest(em: EntityManager, work: { conversationId: number; userId: number; audience: 'client' | 'worker' | 'admin'; messageId: number }): Promise<void> {
  const [read] = await em.execute<{ last_read_message_id: number; digest_message_id: number }[]>(
    'select last_read_message_id, digest_message_id from conversation_reads where conversation_id = ? and user_id = ? for update',
    [work.conversationId, work.userId],
  );
  const lastRead = Number(read?.last_read_message_id ?? 0);
  const digested = Number(read?.digest_message_id ?? 0);
  if (lastRead >= work.messageId || digested > lastRead) return;
  const parties = await loadParties(em, work.conversationId);
  if (!parties || !stillIn(parties, work.userId, work.audience)) return;
  const [unread] = await em.execute<{ n: number; last: number; request_id: number | null }[]>(
    `select count(*)::int as n, max(m.id) as last, min(v.request_id) as request_id from conversation_messages m join conversations v on v.id = m.conversation_id
      where m.conversation_id = ? and m.author_id <> ? and m.id > ?`,
    [work.conversationId, work.userId, lastRead],
  );
  if (!unread || unread.n === 0) return;
  await em.execute(
    `insert into conversation_reads (conversation_id, user_id, last_read_message_id, digest_message_id) values (?, ?, 0, ?)
       on conflict (conversation_id, user_id) do update set digest_message_id = excluded.digest_message_id`,
    [work.conversationId, work.userId, Number(unread.last)],
  );
  const requestId = unread.request_id === null ? null : Number(unread.request_id);
  planDirectMessages(em, {
    userId: work.userId,
    kind: DIGEST_KIND[work.audience],
    context: { conversationId: work.conversationId, requestId, unread: unread.n, path: conversationPath({ id: work.conversationId, requestId }), title: parties.title },
  });
}
