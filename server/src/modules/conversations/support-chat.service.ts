import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../auth/viewer';
import { Conversation } from './conversation.entity';
import { forbidden } from '../../shared/errors';

/** The reply-time figure needs at least this many answered chats in the window. */
export const MIN_REPLY_SAMPLE = 5;
/** The window the reply-time figure looks back over. */
export const REPLY_WINDOW_DAYS = 7;

/** Messages of a support chat since the admins last answered it (parameter: none; joins v). */
const UNANSWERED = `m.author_role <> 'admin'
  and m.id > coalesce((select max(a.id) from conversation_messages a where a.conversation_id = v.id and a.author_role = 'admin'), 0)`;

/**
 * Live support chats: a person's one conversation with the admins (the same machinery as a
 * job's conversation, with no request), the admins' list of chats waiting for an answer, and
 * the real median time to a first reply.
 */
export class SupportChatService {
  constructor(private readonly em: EntityManager) {}

  /** The viewer's support chat, opened on first use (one per person: the database settles a double start). */
  async start(viewer: Viewer): Promise<Conversation> {
    if (viewer.sessionRole === 'admin') throw forbidden('Admins answer support chats; open one from the list of waiting chats');
    await this.em.execute(`insert into conversations (kind, owner_id, created_at) values ('support', ?, now()) on conflict (owner_id) do nothing`, [viewer.userId]);
    return this.em.findOneOrFail(Conversation, { owner: viewer.userId, kind: 'support' });
  }

  /** Support chats waiting for an answer, the longest-waiting first. */
  async waiting(): Promise<Conversation[]> {
    const rows = await this.em.execute<{ id: number }[]>(
      `select v.id from conversations v join conversation_messages m on m.conversation_id = v.id
        where v.kind = 'support' and ${UNANSWERED}
        group by v.id order by min(m.created_at), v.id`,
    );
    const ids = rows.map((r) => Number(r.id));
    const found = new Map((await this.em.find(Conversation, { id: { $in: ids } })).map((c) => [c.id, c]));
    return ids.map((id) => found.get(id)).filter((c): c is Conversation => !!c);
  }

  /** When the oldest message the admins have not answered was written, or null (answered, or not a support chat). */
  async oldestUnansweredAt(conversationId: number): Promise<Date | null> {
    const [row] = await this.em.execute<{ at: Date | null }[]>(
      `select min(m.created_at) as at from conversations v join conversation_messages m on m.conversation_id = v.id
        where v.id = ? and v.kind = 'support' and ${UNANSWERED}`,
      [conversationId],
    );
    return row?.at ? new Date(row.at) : null;
  }

  /**
   * The median time from a person's first message of a stretch (their first, or their first
   * after an answer) to the admins' next answer, over the stretches begun in the last 7 days;
   * null while fewer than MIN_REPLY_SAMPLE were answered.
   */
  async medianFirstReply(): Promise<{ medianSeconds: number | null; sample: number }> {
    const [row] = await this.em.execute<{ median: number | null; n: number }[]>(
      `with m as (
         select m.conversation_id, m.id, m.created_at, m.author_role = 'admin' as staff,
                lag(m.author_role = 'admin', 1, true) over (partition by m.conversation_id order by m.id) as after_staff
           from conversation_messages m join conversations v on v.id = m.conversation_id
          where v.kind = 'support'
       ), starts as (
         select conversation_id, id, created_at from m
          where not staff and after_staff and created_at > now() - make_interval(days => ?)
       )
       select percentile_cont(0.5) within group (order by extract(epoch from r.created_at - s.created_at)) as median, count(*)::int as n
         from starts s
         join lateral (select a.created_at from conversation_messages a
                        where a.conversation_id = s.conversation_id and a.id > s.id and a.author_role = 'admin'
                        order by a.id limit 1) r on true`,
      [REPLY_WINDOW_DAYS],
    );
    const sample = row?.n ?? 0;
    return { medianSeconds: sample >= MIN_REPLY_SAMPLE && row?.median !== null && row?.median !== undefined ? Math.round(Number(row.median)) : null, sample };
  }
}
