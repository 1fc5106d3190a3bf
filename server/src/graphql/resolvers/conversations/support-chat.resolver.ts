import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Conversation } from '../../../modules/conversations/conversation.entity';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { Topic, type SupportConversationEvent } from '../../../events/pubsub';
import { liveSubscription } from '../../live-subscription';
import { notFound } from '../../../shared/errors';

@ObjectType({ description: 'How fast the admins answer support chats' })
export class SupportReplyTime {
  @Field(() => Int, { nullable: true, description: 'The median seconds to a first reply over the last 7 days; null while too few chats were answered' })
  medianSeconds!: number | null;

  @Field(() => Int, { description: 'How many answered chats the figure is taken from' })
  sample!: number;
}

/** Live support chats: a person's chat with the admins, and the admins' list of chats waiting for an answer. */
@Resolver(() => Conversation)
export class SupportChatResolver {
  @Authorized()
  @Query(() => Conversation, { description: 'A conversation the viewer is in, by id (a support chat, or a request\'s conversation)' })
  async conversationById(@Arg('id', () => ID, { description: 'Conversation.id' }) id: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Conversation> {
    return (await services.conversations.byId(viewer, Number(id) || 0)).conversation;
  }

  @Authorized()
  @Mutation(() => Conversation, { description: "Opens the viewer's live support chat with the admins (the same one each time)" })
  startSupportConversation(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Conversation> {
    return services.supportChats.start(viewer);
  }

  @Authorized('admin')
  @Query(() => [Conversation], { description: 'Support chats waiting for an answer, the longest-waiting first' })
  supportConversations(@Ctx() { services }: AppContext): Promise<Conversation[]> {
    return services.supportChats.waiting();
  }

  @Authorized()
  @Query(() => SupportReplyTime, { description: 'The real median time to a first reply in support chats over the last 7 days' })
  async supportReplyTime(@Ctx() { services }: AppContext): Promise<SupportReplyTime> {
    const { medianSeconds, sample } = await services.supportChats.medianFirstReply();
    return Object.assign(new SupportReplyTime(), { medianSeconds, sample });
  }

  @Authorized('admin')
  @Subscription(() => Conversation, {
    subscribe: liveSubscription(Topic.SupportConversationChanged),
    description: 'A support chat got a message: the chat as it stands (oldestUnansweredAt null once answered)',
  })
  async supportConversationChanged(@Root() event: SupportConversationEvent, @Ctx() { em }: AppContext): Promise<Conversation> {
    const c = await em.findOne(Conversation, { id: event.conversationId });
    if (!c) throw notFound('Conversation');
    return c;
  }

  @FieldResolver(() => Date, { nullable: true, description: "A support chat's oldest message the admins have not answered yet (null once answered)" })
  oldestUnansweredAt(@Root() c: Conversation, @Ctx() { services }: AppContext): Promise<Date | null> {
    return c.kind === 'support' ? services.supportChats.oldestUnansweredAt(c.id) : Promise.resolve(null);
  }
}
