import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Review } from './review.entity';
import type { AppContext } from '../../graphql/context';
import { CurrentViewer } from '../../graphql/current-viewer';
import type { Viewer } from '../auth/viewer';

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
  @Query(() => [Review], { description: 'The reviews the viewer wrote, newest first' })
  myReviews(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Review[]> {
    return services.reviews.myReviews(viewer);
  }

  @Authorized()
  @Mutation(() => Review, { description: 'Rate a completed service, once' })
  submitReview(@Arg('input') input: SubmitReviewInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Review> {
    return services.reviews.submit(viewer, input);
  }
}
