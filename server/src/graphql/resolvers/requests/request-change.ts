import { Field, ID, ObjectType } from 'type-graphql';
import { requestChannel, type RequestEvent } from '../../../events/pubsub';
import type { AppContext } from '../../context';
import { freshEventContext } from '../../event-context';
import type { Viewer } from '../../../modules/auth/viewer';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import { canViewRequest } from '../../../modules/requests/request-access';
import { LiveList, listsHolding } from '../../../modules/requests/request-lists';

/**
 * Who hears a request's change on requestChanged: the users it concerns (its client, its
 * worker, a worker just taken off it). Everyone else (other clients and workers, anonymous
 * connections) hears nothing; admins listen on adminReviewChanged. Compares ids only.
 */
export function hearsRequestEvent(viewer: Viewer | null | undefined, event: RequestEvent): boolean {
  return !!viewer && event.userIds.includes(viewer.userId);
}

/** The RequestChanged channel a signed-in user listens on: their own. */
export function requestChannelOf(viewer: Viewer | null | undefined): string {
  return viewer ? requestChannel.user(viewer.userId) : 'none';
}

@ObjectType({ description: "A change of one of the viewer's requests (a client) or jobs (a worker), as the viewer sees it" })
export class RequestChange {
  @Field(() => ID) requestId!: number;
  @Field({ description: 'What happened: created, edited, cancelled, consultation_paid, balance_paid, taken, released, assigned, visit_scheduled, note_added, completed, approved, invoice_created, ...' })
  kind!: string;
  @Field(() => Date, { description: 'When it happened' }) at!: string;
  @Field(() => ServiceRequest, { nullable: true, description: 'The request as the viewer now sees it (the same fields and redaction as serviceRequest); null once the viewer may no longer see it' })
  request!: ServiceRequest | null;
  @Field(() => [LiveList], { description: "The viewer's lists that hold the request now; it leaves the viewer's other lists" })
  lists!: LiveList[];
}

/** The request of an event and the lists that hold it, as the receiving viewer sees them, read afresh for this event. */
export async function requestAsSeen(ctx: AppContext, event: RequestEvent): Promise<{ request: ServiceRequest | null; lists: LiveList[] }> {
  const { em, viewer } = freshEventContext(ctx);
  const r = await em.findOne(ServiceRequest, { id: event.requestId });
  if (!r || !viewer || !canViewRequest(viewer, r)) return { request: null, lists: [] };
  return { request: r, lists: await listsHolding(em, viewer, r.id) };
}
