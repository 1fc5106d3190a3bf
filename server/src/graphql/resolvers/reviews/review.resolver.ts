import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Connection, PageArgs } from '../../pagination';
import { Review } from '../../../modules/reviews/review.entity';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';

const ReviewConnection = Connection(Review);

@InputType()
export class SubmitReviewInput {
  @Field(() => ID) requestId!: string;
  @Field(() => Int, { description: '1 to 5 stars for the worker' }) rating!: number;
  @Field(() => Int, { nullable: true }) serviceRating?: number | null;
  @Field(() => String, { nullable: true }) comment?: string | null;
}

@Resolver(() => Review)
export class ReviewResolver {
  @Authorized()
  @Query(() => ReviewConnection, { description: 'The reviews the viewer wrote, newest first' })
  myReviews(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.reviews.myReviews(viewer, page);
  }

  @Authorized()
  @Mutation(() => Review, { description: 'Rate a completed service, once' })
  submitReview(@Arg('input') input: SubmitReviewInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Review> {
    return services.reviews.submit(viewer, input);
  }

  @FieldResolver(() => ServiceRequest, { description: 'The reviewed request as it stands now (its rating, and whether it may be rated): the review\'s answer carries it' })
  request(@Root() review: Review, @Ctx() { em }: AppContext): Promise<ServiceRequest> {
    return em.findOneOrFail(ServiceRequest, { id: review.requestId }, { refresh: true });
  }
}
