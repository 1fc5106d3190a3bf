/**
 * Module conversations: a conversation about a job and the live support chat.
 * Owns: conversations, conversation_messages and conversation_reads (who read up to where);
 * who may take part (conversation-access.ts); the notices and pushes a message sends
 * (conversation-delivery.ts, after the commit).
 * Words: conversation-words.ts (ConversationKind: request, support; MessageAuthorRole).
 * Entry points: ConversationService (forRequest, byId, send, markRead, mine), SupportChatService
 * (start, the admins' waiting list, the first-reply figures).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { RateLimits } from '../../shared/rate-limit';
import { Conversation } from './conversation.entity';
import { ConversationMessage } from './conversation-message.entity';
import { ServiceRequest } from '../requests/service-request.entity';
import { Upload } from '../uploads/upload.entity';
import { isRequestClient, isRequestWorker } from '../requests/request-access';
import { enqueue, enqueueAfterCommit, enqueueAt } from '../outbox/outbox';
import { assertPart, loadParties, recipientsOf, type ConversationParties } from './conversation-access';
import { DIGEST_DELAY_MS, MAX_MESSAGE_LENGTH, MAX_MESSAGE_PHOTOS, MESSAGE_NOTIFICATION_TYPE, MESSAGES_SHOWN, SUPPORT_NAME, type AuthorRole } from './conversation-words';
import { maskContactDetails } from '../../domain/contact-masking';
import { fieldError, notFound } from '../../shared/errors';
import { markConversationRead } from './conversation-reads';

export interface SendMessageInput {
  conversationId: number;
  body?: string | null;
  photoIds?: number[] | null;
}

/** Where a conversation opens in the app (links in notifications and digests). */
export function conversationPath(c: { id: number; requestId: number | null }): string {
  return c.requestId ? `/messages?request=${c.requestId}` : `/messages?conversation=${c.id}`;
}

/**
 * Conversations about a job (the client, the worker once on it, the admins) and support chats.
 * One method per rule: who may read (conversation-access.ts), what a message may say, whom it
 * notifies. A message's live event, its in-app notification and its unread digest 5 minutes
 * later are written to the outbox in the message's transaction.
 */
export class ConversationService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
    private readonly limits?: RateLimits,
  ) {}

  /** The conversation of a request the viewer may read, created on first use. */
  async forRequest(viewer: Viewer, requestId: number): Promise<Conversation> {
    const r = Number.isSafeInteger(requestId) && requestId > 0 ? await this.em.findOne(ServiceRequest, { id: requestId }) : null;
    if (!r) throw notFound('Service request');
    const existing = await this.em.findOne(Conversation, { request: r.id });
    if (existing) {
      assertPart(viewer, await loadParties(this.em, existing.id));
      return existing;
    }
    // Nothing is written for someone who may not read it.
    if (viewer.sessionRole !== 'admin' && !isRequestClient(viewer, r) && !isRequestWorker(viewer, r)) assertPart(viewer, null);
    await this.em.execute(`insert into conversations (kind, request_id, created_at) values ('request', ?, now()) on conflict (request_id) do nothing`, [r.id]);
    return this.em.findOneOrFail(Conversation, { request: r.id });
  }

  /** A conversation the viewer may read, by id. */
  async byId(viewer: Viewer, id: number): Promise<{ conversation: Conversation; parties: ConversationParties; part: AuthorRole }> {
    const conversation = Number.isSafeInteger(id) && id > 0 ? await this.em.findOne(Conversation, { id }) : null;
    if (!conversation) throw notFound('Conversation');
    const parties = await loadParties(this.em, id);
    return { conversation, parties: parties!, part: assertPart(viewer, parties) };
  }

  /** The latest messages, oldest first. */
  async messages(conversationId: number): Promise<ConversationMessage[]> {
    const latest = await this.em.find(ConversationMessage, { conversation: conversationId }, { orderBy: { id: 'desc' }, limit: MESSAGES_SHOWN });
    return latest.reverse();
  }

  async send(viewer: Viewer, input: SendMessageInput): Promise<ConversationMessage> {
    const raw = (input.body ?? '').replace(/\r\n/g, '\n').trim();
    const photoIds = [...new Set((input.photoIds ?? []).map(Number))];
    if (raw.length > MAX_MESSAGE_LENGTH) throw fieldError('body', `A message must be at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters (this one has ${raw.length.toLocaleString('en-US')})`);
    if (photoIds.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw fieldError('photoIds', 'Some photos could not be found. Upload them again.');
    if (photoIds.length > MAX_MESSAGE_PHOTOS) throw fieldError('photoIds', `Attach at most ${MAX_MESSAGE_PHOTOS} photos to one message`);
    if (!raw && photoIds.length === 0) throw fieldError('body', 'Please write a message or attach a photo');
    const { conversation, parties, part } = await this.byId(viewer, input.conversationId);
    await this.limits?.consume('message', String(viewer.userId));

    const message = await this.em.transactional(async (tx) => {
      const photos = photoIds.length ? await tx.find(Upload, { id: { $in: photoIds }, uploadedBy: viewer.userId }) : [];
      const requestId = conversation.requestId;
      if (photos.length !== photoIds.length || photos.some((p) => p.request && p.request.id !== requestId)) throw fieldError('photoIds', 'Some photos could not be found. Upload them again.');
      // Before a worker is on the job, contact details stay in the app.
      const body = parties.kind === 'request' && parties.workerUserId === null ? maskContactDetails(raw) : raw;
      if (requestId) for (const p of photos) p.request = tx.getReference(ServiceRequest, requestId, { wrapped: true });
      const m = tx.create(ConversationMessage, {
        conversation: conversation.id,
        author: viewer.userId,
        authorRole: part,
        authorName: part === 'admin' ? SUPPORT_NAME : await this.nameOf(tx, viewer, part),
        body,
        photoIds: photos.map((p) => p.id),
      });
      await tx.nativeUpdate(Conversation, { id: conversation.id }, { lastMessageAt: new Date() });
      await tx.flush();
      // The author has read what they wrote.
      await markConversationRead(tx, conversation.id, viewer.userId, m.id);
      const recipients = await recipientsOf(tx, parties, viewer.userId, part);
      const path = conversationPath({ id: conversation.id, requestId });
      const queued = [];
      for (const r of recipients) {
        if (!(await this.hasUnreadNotice(tx, r.userId, conversation.id))) {
          queued.push(this.notifications.queue({
            userId: r.userId,
            userType: r.audience,
            type: MESSAGE_NOTIFICATION_TYPE,
            title: `New message from ${m.authorName}`,
            message: `${parties.title}: ${(body || 'A photo').slice(0, 140)}`,
            data: { conversationId: conversation.id, requestId, path },
          }, tx));
        }
        if (!(await this.hasPendingDigest(tx, r.userId, conversation.id))) {
          enqueueAt(tx, new Date(Date.now() + DIGEST_DELAY_MS), { type: 'conversation_digest', conversationId: conversation.id, userId: r.userId, audience: r.audience, messageId: m.id });
        }
      }
      enqueue(tx, { type: 'conversation_message', messageId: m.id });
      await enqueueAfterCommit(tx, { notifications: queued });
      return m;
    });
    return message;
  }

  /** Marks the conversation read up to its last message: its notices leave the bell, the others see "Seen". */
  async markRead(viewer: Viewer, conversationId: number): Promise<Conversation> {
    const { conversation } = await this.byId(viewer, conversationId);
    await this.em.transactional(async (tx) => {
      const [last] = await tx.execute<{ id: number | null }[]>('select max(id) as id from conversation_messages where conversation_id = ?', [conversation.id]);
      const lastId = Number(last?.id ?? 0);
      const moved = await markConversationRead(tx, conversation.id, viewer.userId, lastId);
      await tx.execute(
        `update notifications set is_read = true where user_id = ? and type = ? and is_read = false and data->>'conversationId' = ?`,
        [viewer.userId, MESSAGE_NOTIFICATION_TYPE, String(conversation.id)],
      );
      if (moved) enqueue(tx, { type: 'conversation_read', conversationId: conversation.id, userId: viewer.userId, lastReadMessageId: lastId });
    });
    return conversation;
  }

  /** Messages from others the user has not read. */
  async unreadCount(userId: number, conversationId: number): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from conversation_messages m
        where m.conversation_id = ? and m.author_id <> ?
          and m.id > coalesce((select last_read_message_id from conversation_reads where conversation_id = ? and user_id = ?), 0)`,
      [conversationId, userId, conversationId, userId],
    );
    return row?.n ?? 0;
  }

  /** The last message someone other than the user has read (their "Seen"), or 0. */
  async othersReadUpTo(userId: number, conversationId: number): Promise<number> {
    const [row] = await this.em.execute<{ id: number | null }[]>('select max(last_read_message_id) as id from conversation_reads where conversation_id = ? and user_id <> ?', [conversationId, userId]);
    return Number(row?.id ?? 0);
  }

  /** The viewer's conversations, latest first: their requests' and support chats (admins: the latest of all). */
  async mine(viewer: Viewer, limit = 50): Promise<Conversation[]> {
    if (viewer.sessionRole === 'admin') return this.em.find(Conversation, { lastMessageAt: { $ne: null } }, { orderBy: { lastMessageAt: 'desc', id: 'desc' }, limit });
    const rows = await this.em.execute<{ id: number }[]>(
      `select v.id from conversations v
         left join service_requests r on r.id = v.request_id
         left join clients c on c.id = r.client_id
         left join service_providers p on p.id = r.provider_id
        where v.last_message_at is not null and (v.owner_id = ? or c.user_id = ? or p.user_id = ?)
        order by v.last_message_at desc, v.id desc limit ?`,
      [viewer.userId, viewer.userId, viewer.userId, limit],
    );
    const ids = rows.map((r) => Number(r.id));
    const found = new Map((await this.em.find(Conversation, { id: { $in: ids } })).map((c) => [c.id, c]));
    return ids.map((id) => found.get(id)!).filter(Boolean);
  }

  private async nameOf(em: EntityManager, viewer: Viewer, part: AuthorRole): Promise<string> {
    const table = part === 'worker' ? 'service_providers' : 'clients';
    const [row] = await em.execute<{ name: string }[]>(`select name from ${table} where user_id = ? limit 1`, [viewer.userId]);
    return row?.name || viewer.user.fullName;
  }

  private async hasUnreadNotice(em: EntityManager, userId: number, conversationId: number): Promise<boolean> {
    const rows = await em.execute(`select 1 from notifications where user_id = ? and type = ? and is_read = false and data->>'conversationId' = ? limit 1`, [userId, MESSAGE_NOTIFICATION_TYPE, String(conversationId)]);
    return rows.length > 0;
  }

  /** A digest still to come for a message the person has not read yet (one for a message read since does not count). */
  private async hasPendingDigest(em: EntityManager, userId: number, conversationId: number): Promise<boolean> {
    const rows = await em.execute(
      `select 1 from outbox_messages where type = 'conversation_digest' and delivered_at is null and payload->>'conversationId' = ? and payload->>'userId' = ?
          and (payload->>'messageId')::int > coalesce((select last_read_message_id from conversation_reads where conversation_id = ? and user_id = ?), 0)
        limit 1`,
      [String(conversationId), String(userId), conversationId, userId],
    );
    return rows.length > 0;
  }
}
