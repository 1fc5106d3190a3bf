import type { EntityManager } from '@mikro-orm/postgresql';

/** Moves a person's read mark forward to `messageId` (never back); true when it moved. */
export async function markConversationRead(em: EntityManager, conversationId: number, userId: number, messageId: number): Promise<boolean> {
  const rows = await em.execute(
    `insert into conversation_reads (conversation_id, user_id, last_read_message_id, digest_message_id, read_at) values (?, ?, ?, 0, now())
       on conflict (conversation_id, user_id) do update set last_read_message_id = excluded.last_read_message_id, read_at = now()
       where conversation_reads.last_read_message_id < excluded.last_read_message_id
     returning 1`,
    [conversationId, userId, messageId],
  );
  return rows.length > 0;
}
