import { z } from 'zod';
import { route, idParams, zInt, zText } from './define';
import { ConversationOut, MessageOut, conversationJson, messageJson } from './conversations.rest';
import { MAX_MESSAGE_LENGTH } from '../modules/conversations/conversation-words';

/** The REST twins of live support chat: open one's chat, the admins' waiting list, a chat's messages by id. */
export const supportChatRoutes = [
  route({
    method: 'post', path: '/api/support/conversations', tag: 'conversations', access: 'signed_in', status: 201,
    summary: "Opens the caller's live support chat with the admins (the same one each time); admins are 403",
    response: { description: 'The support chat and its latest messages', schema: ConversationOut },
    errors: [403],
    async handle(ctx) {
      return conversationJson(ctx, await ctx.services.supportChats.start(ctx.me));
    },
  }),
  route({
    method: 'get', path: '/api/support/conversations', tag: 'conversations', access: 'admin',
    summary: 'Support chats waiting for an answer, the longest-waiting first, with the time of the oldest unanswered message',
    response: { description: 'The waiting chats', schema: z.array(ConversationOut) },
    async handle(ctx) {
      return Promise.all((await ctx.services.supportChats.waiting()).map((c) => conversationJson(ctx, c)));
    },
  }),
  route({
    method: 'get', path: '/api/support/conversations/{id}/messages', tag: 'conversations', access: 'signed_in',
    summary: 'A conversation the caller is in, by id, with its latest messages',
    params: idParams,
    response: { description: 'The conversation', schema: ConversationOut },
    errors: [403, 404],
    async handle(ctx, { params }) {
      return conversationJson(ctx, (await ctx.services.conversations.byId(ctx.me, params.id)).conversation);
    },
  }),
  route({
    method: 'post', path: '/api/support/conversations/{id}/messages', tag: 'conversations', access: 'signed_in', status: 201,
    summary: `Posts to a conversation the caller is in, by id (at most ${MAX_MESSAGE_LENGTH} characters; admins post as Elite Support)`,
    params: idParams,
    body: z.object({ body: zText(MAX_MESSAGE_LENGTH), photoIds: z.array(zInt).max(10).optional() }),
    examples: { body: { body: 'Hello, I need help with my booking' } },
    response: { description: 'The message as stored', schema: MessageOut },
    errors: [403, 404, 429],
    async handle(ctx, { params, body }) {
      return messageJson(ctx, await ctx.services.conversations.send(ctx.me, { conversationId: params.id, body: body.body ?? '', photoIds: body.photoIds ?? null }));
    },
  }),
];
