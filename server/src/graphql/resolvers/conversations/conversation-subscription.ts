import type { Topic } from '../../../events/pubsub';
import type { AppContext } from '../../context';
import { unauthenticated } from '../../../shared/errors';

type ConversationTopic = Topic.MessageAdded | Topic.ConversationRead;

/**
 * A conversation's live events for the viewer: refused at subscribe when they have no part in
 * it; each event heard only while they still do (a worker taken off the job stops hearing it).
 */
export function conversationSubscription(topic: ConversationTopic) {
  return async ({ args, context }: { args: Record<string, unknown>; context: AppContext }) => {
    const viewer = context.viewer;
    if (!viewer) throw unauthenticated();
    const conversationId = Number(args.conversationId) || 0;
    await context.services.conversations.byId(viewer, conversationId);
    const admin = viewer.sessionRole === 'admin';
    return context.services.deps.pubsub.stream(topic, conversationId, {
      filter: (payload) => admin || payload.audience.includes(viewer.userId),
      onOverflow: () => context.live?.eventsMissed(),
    });
  };
}
