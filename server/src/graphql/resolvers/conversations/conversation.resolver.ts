import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Conversation } from '../../../modules/conversations/conversation.entity';
import { ConversationMessage } from '../../../modules/conversations/conversation-message.entity';
import { loadParties } from '../../../modules/conversations/conversation-access';
import { Upload } from '../../../modules/uploads/upload.entity';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { Topic, type ConversationReadEvent, type MessageEvent } from '../../../events/pubsub';
import { conversationSubscription } from './conversation-subscription';

const id = (value: string) => Number(value) || 0;

@InputType({ description: 'A message to a conversation: text (at most 2,000 characters), photos uploaded first through POST /api/uploads, or both' })
export class SendMessageInput {
  @Field(() => ID, { description: 'The conversation (Conversation.id)' }) conversationId!: string;
  @Field(() => String, { nullable: true, description: 'Plain text, at most 2,000 characters' }) body?: string | null;
  @Field(() => [ID], { nullable: true, description: 'ids returned by POST /api/uploads' }) photoIds?: string[] | null;
}

@ObjectType({ description: 'Someone read a conversation up to a message (their "Seen")' })
export class ConversationReadChange {
  @Field(() => ID, { description: 'The conversation read' }) conversationId!: number;
  @Field(() => ID, { description: 'The reader (users.id)' }) userId!: number;
  @Field(() => ID, { description: 'The last message they have read' }) lastReadMessageId!: number;
}

@Resolver(() => Conversation)
export class ConversationResolver {
  @Authorized()
  @Query(() => Conversation, { description: "A request's conversation: its client, the worker on the job and the admins (Elite Support)" })
  conversation(@Arg('requestId', () => ID) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Conversation> {
    return services.conversations.forRequest(viewer, id(requestId));
  }

  @Authorized()
  @Query(() => [Conversation], { description: "The viewer's conversations with messages, latest first (admins: every conversation's latest)" })
  myConversations(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Conversation[]> {
    return services.conversations.mine(viewer);
  }

  @Authorized()
  @Mutation(() => ConversationMessage, { description: 'Posts a message (admins post as Elite Support); phone numbers and e-mail addresses are masked until a worker is on the job' })
  sendMessage(@Arg('input') input: SendMessageInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ConversationMessage> {
    return services.conversations.send(viewer, { conversationId: id(input.conversationId), body: input.body, photoIds: (input.photoIds ?? []).map(id) });
  }

  @Authorized()
  @Mutation(() => Conversation, { description: 'Marks the conversation read up to its last message' })
  markConversationRead(@Arg('conversationId', () => ID, { description: 'The conversation (Conversation.id)' }) conversationId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Conversation> {
    return services.conversations.markRead(viewer, id(conversationId));
  }

  @Authorized()
  @Subscription(() => ConversationMessage, {
    subscribe: conversationSubscription(Topic.MessageAdded),
    description: 'New messages of a conversation the viewer is in, as they are posted',
  })
  messageAdded(@Arg('conversationId', () => ID, { description: 'The conversation (Conversation.id)' }) _conversationId: string, @Root() event: MessageEvent): ConversationMessage {
    return messageFromEvent(event);
  }

  @Authorized()
  @Subscription(() => ConversationReadChange, {
    subscribe: conversationSubscription(Topic.ConversationRead),
    description: 'Someone in the conversation read it (their "Seen")',
  })
  conversationRead(@Arg('conversationId', () => ID, { description: 'The conversation (Conversation.id)' }) _conversationId: string, @Root() event: ConversationReadEvent): ConversationReadChange {
    return Object.assign(new ConversationReadChange(), { conversationId: event.conversationId, userId: event.userId, lastReadMessageId: event.lastReadMessageId });
  }

  @FieldResolver(() => String, { description: 'The request\'s title, or "Support chat"' })
  async title(@Root() c: Conversation, @Ctx() { em }: AppContext): Promise<string> {
    return (await loadParties(em, c.id))?.title ?? '';
  }

  @FieldResolver(() => [ConversationMessage], { description: 'The latest 200 messages, oldest first' })
  messages(@Root() c: Conversation, @Ctx() { services }: AppContext): Promise<ConversationMessage[]> {
    return services.conversations.messages(c.id);
  }

  @FieldResolver(() => Int, { description: "The viewer's unread notifications (the bell's count, Query.unreadNotificationCount) as they stand now: markConversationRead marks the conversation's notices read too, and its answer carries the new count" })
  bellUnreadCount(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<number> {
    return services.notifications.unreadCount(viewer.userId);
  }

  @FieldResolver(() => Int, { description: "Messages from others the viewer has not read" })
  unreadCount(@Root() c: Conversation, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<number> {
    return services.conversations.unreadCount(viewer.userId, c.id);
  }

  @FieldResolver(() => Int, { description: 'The last message someone else in it has read ("Seen" up to there), or 0' })
  othersReadUpTo(@Root() c: Conversation, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<number> {
    return services.conversations.othersReadUpTo(viewer.userId, c.id);
  }
}

/** A message as its live event carries it (the same object as a fetched one, in the client's cache). */
function messageFromEvent(e: MessageEvent): ConversationMessage {
  const m = new ConversationMessage();
  return Object.assign(m, {
    id: e.id,
    conversation: { id: e.conversationId },
    author: { id: e.authorUserId },
    authorRole: e.authorRole,
    authorName: e.authorName,
    body: e.body,
    photoIds: e.photoIds,
    createdAt: new Date(e.createdAt),
  });
}

@Resolver(() => ConversationMessage)
export class ConversationMessageResolver {
  @FieldResolver(() => Boolean, { description: 'Written by the viewer' })
  mine(@Root() m: ConversationMessage, @CurrentViewer() viewer: Viewer): boolean {
    return m.author.id === viewer.userId;
  }

  @FieldResolver(() => [Upload], { description: 'Its photos (served at /api/uploads/{filename})' })
  async photos(@Root() m: ConversationMessage, @Ctx() { loaders }: AppContext): Promise<Upload[]> {
    if (!m.photoIds?.length) return [];
    return (await loaders.uploadById.loadMany(m.photoIds.map(Number))).filter((u): u is Upload => u instanceof Upload);
  }
}
