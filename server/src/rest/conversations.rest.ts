import { z } from 'zod';
import { route, idParams, zInt, zText } from './define';
import { zDateTime } from './schemas';
import type { RouteContext } from './define';
import type { Conversation } from '../modules/conversations/conversation.entity';
import type { ConversationMessage } from '../modules/conversations/conversation-message.entity';
import { Upload } from '../modules/uploads/upload.entity';
import { loadParties } from '../modules/conversations/conversation-access';
import { AUTHOR_ROLES, MAX_MESSAGE_LENGTH } from '../modules/conversations/conversation-words';

/** The REST twins of the conversation operations: a request's messages, posting one, marking them read. */
const id = z.number().int().describe('Id');

export const MessageOut = z
  .object({
    id,
    conversationId: id,
    authorRole: z.enum(AUTHOR_ROLES),
    authorName: z.string().describe('The client, the worker, or Elite Support for an admin'),
    mine: z.boolean().describe('Written by the caller'),
    body: z.string().describe('Plain text: render it as text'),
    photos: z.array(z.object({ id, url: z.string().describe('GET /api/uploads/{filename}') })),
    createdAt: zDateTime,
  })
  .meta({ id: 'ConversationMessage', description: 'One message of a conversation' });

export const ConversationOut = z
  .object({
    id,
    requestId: id.nullable(),
    kind: z.enum(['request', 'support']),
    title: z.string().describe('The request\'s title, or "Support chat with <name>"'),
    oldestUnansweredAt: zDateTime.nullable().describe("A support chat's oldest message the admins have not answered (null once answered)"),
    unreadCount: z.number().int().describe('Messages from others the caller has not read'),
    othersReadUpTo: z.number().int().describe('The last message someone else has read ("Seen" up to there), or 0'),
    messages: z.array(MessageOut).describe('The latest 200, oldest first'),
  })
  .meta({ id: 'Conversation', description: "A request's conversation (its client, the worker on the job and Elite Support), or a support chat with the admins" });

export async function messageJson(ctx: RouteContext, m: ConversationMessage) {
  const photos = m.photoIds.length ? await ctx.em.find(Upload, { id: { $in: m.photoIds } }, { orderBy: { id: 'asc' } }) : [];
  return {
    id: m.id, conversationId: m.conversationId, authorRole: m.authorRole, authorName: m.authorName, mine: m.author.id === ctx.me.userId,
    body: m.body, photos: photos.map((p) => ({ id: p.id, url: p.url })), createdAt: m.createdAt,
  };
}

export async function conversationJson(ctx: RouteContext, c: Conversation) {
  const s = ctx.services.conversations;
  const messages = await s.messages(c.id);
  return {
    id: c.id, requestId: c.requestId, kind: c.kind,
    title: (await loadParties(ctx.em, c.id))?.title ?? '', oldestUnansweredAt: await ctx.services.supportChats.oldestUnansweredAt(c.id),
    unreadCount: await s.unreadCount(ctx.me.userId, c.id), othersReadUpTo: await s.othersReadUpTo(ctx.me.userId, c.id),
    messages: await Promise.all(messages.map((m) => messageJson(ctx, m))),
  };
}

export const conversationRoutes = [
  route({
    method: 'get', path: '/api/service-requests/{id}/messages', tag: 'conversations', access: 'signed_in',
    summary: "The request's conversation: its client, the worker on the job and admins read it; anyone else is 403",
    params: idParams,
    response: { description: 'The conversation and its latest messages', schema: ConversationOut },
    errors: [403, 404],
    async handle(ctx, { params }) {
      return conversationJson(ctx, await ctx.services.conversations.forRequest(ctx.me, params.id));
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/messages', tag: 'conversations', access: 'signed_in', status: 201,
    summary: `Posts a message (at most ${MAX_MESSAGE_LENGTH} characters, photoIds from POST /api/uploads); contact details are masked until a worker is on the job; admins post as Elite Support`,
    params: idParams,
    body: z.object({ body: zText(MAX_MESSAGE_LENGTH), photoIds: z.array(zInt).max(10).optional() }),
    examples: { body: { body: 'The gate code changed to 4512' } },
    response: { description: 'The message as stored', schema: MessageOut },
    errors: [403, 404, 429],
    async handle(ctx, { params, body }) {
      const c = await ctx.services.conversations.forRequest(ctx.me, params.id);
      const m = await ctx.services.conversations.send(ctx.me, { conversationId: c.id, body: body.body ?? '', photoIds: body.photoIds ?? null });
      return messageJson(ctx, m);
    },
  }),
  route({
    method: 'put', path: '/api/service-requests/{id}/messages/read', tag: 'conversations', access: 'signed_in',
    summary: "Marks the request's conversation read up to its last message",
    params: idParams,
    response: { description: 'The conversation, now read', schema: ConversationOut },
    errors: [403, 404],
    async handle(ctx, { params }) {
      const c = await ctx.services.conversations.forRequest(ctx.me, params.id);
      return conversationJson(ctx, await ctx.services.conversations.markRead(ctx.me, c.id));
    },
  }),
];
