import { liveSubscription } from '../../live-subscription';
import { Authorized, Ctx, Resolver, Root, Subscription } from 'type-graphql';
import { Topic, type RequestEvent } from '../../../events/pubsub';
import type { AppContext } from '../../context';
import { RequestChange, hearsRequestEvent, requestAsSeen, requestChannelOf } from './request-change';

/** Live changes of the viewer's own requests (clients) and jobs (workers). */
@Resolver()
export class RequestLiveResolver {
  @Authorized()
  @Subscription(() => RequestChange, {
    // The viewer's own channel; the filter checks again.
    subscribe: liveSubscription(Topic.RequestChanged, { topicId: (context) => requestChannelOf(context.viewer), filter: (payload, context) => hearsRequestEvent(context.viewer, payload) }),
    description:
      "Changes of the viewer's own requests (as a client) and jobs (as a worker, including a job just taken off them): the request as the viewer sees it, and which of the viewer's lists hold it now. Nobody else's requests.",
  })
  async requestChanged(@Root() event: RequestEvent, @Ctx() ctx: AppContext): Promise<RequestChange> {
    const seen = await requestAsSeen(ctx, event);
    return { requestId: event.requestId, kind: event.kind, at: event.at, ...seen };
  }
}
