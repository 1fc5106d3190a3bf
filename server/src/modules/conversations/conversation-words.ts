import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

/** request: about one service request (its client, its worker, the admins); support: a person and the admins. */
export const CONVERSATION_KINDS = ['request', 'support'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];
export const ConversationKindEnum = wordEnum(CONVERSATION_KINDS);
registerEnumType(ConversationKindEnum, {
  name: 'ConversationKind',
  description: 'A conversation about a service request, or a live support chat',
  valuesConfig: { request: { description: 'About one service request' }, support: { description: 'A live support chat with the admins' } },
});

/** Who wrote a message: the request's client, its worker, or an admin (shown as Elite Support). */
export const AUTHOR_ROLES = ['client', 'worker', 'admin'] as const;
export type AuthorRole = (typeof AUTHOR_ROLES)[number];
export const AuthorRoleEnum = wordEnum(AUTHOR_ROLES);
registerEnumType(AuthorRoleEnum, {
  name: 'MessageAuthorRole',
  description: 'Who wrote a conversation message',
  valuesConfig: { client: { description: "The request's client (or a support chat's person)" }, worker: { description: 'The worker on the job' }, admin: { description: 'An admin, shown as Elite Support' } },
});

/** The longest message body, in characters. */
export const MAX_MESSAGE_LENGTH = 2000;
/** Photos one message may carry. */
export const MAX_MESSAGE_PHOTOS = 10;
/** The messages a conversation shows (the latest). */
export const MESSAGES_SHOWN = 200;
/** How long a message waits unread before its recipient gets an e-mail or text digest. */
export const DIGEST_DELAY_MS = 5 * 60_000;
/** The name admins post under. */
export const SUPPORT_NAME = 'Elite Support';
/** The in-app notification type of unread conversation messages (one per conversation until read). */
export const MESSAGE_NOTIFICATION_TYPE = 'new_message';
