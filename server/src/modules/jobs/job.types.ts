import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ServiceRequest } from '../requests/service-request.entity';
import type { ServiceCategory } from '../catalog/service-category.entity';
import type { Client } from '../clients/client.entity';
import { EarningStatusEnum, QueueChangeKindEnum, type EarningStatus, type QueueChangeKind } from './job-words';
import { PhotoKindEnum } from './job-words';

@ObjectType({ description: 'One open request in the worker queue, with its distance from the worker', simpleResolvers: true })
export class QueueItem {
  @Field(() => ServiceRequest) request!: ServiceRequest;
  @Field(() => Float, { description: 'miles from the worker\'s ZIP to the job' }) distanceMiles!: number;
  @Field(() => Int, { description: "The job's place in the queue's priority order (0 urgent, 1 high, 2 medium, 3 normal, 4 low; lower comes first; within one rank, newest first): the order openJobs lists and a live item is placed in" })
  rank!: number;
  /** Read with the page (not schema fields: they are served as request { category client } through the loaders). */
  category!: ServiceCategory;
  client!: Client;
}

@ObjectType({ description: 'Something changed in the open queue: a request was paid, taken, released or changed. Carries the job as the receiving worker sees it in the queue (item), or the id of a job that left the worker\'s queue (removedId).' })
export class QueueChange {
  @Field(() => ID) requestId!: number;
  @Field(() => QueueChangeKindEnum) kind!: QueueChangeKind;
  @Field(() => ID) categoryId!: number;
  @Field(() => Date, { description: 'When it happened' }) at!: string;
  @Field(() => QueueItem, { nullable: true, description: 'The job as an item of this worker\'s openJobs (same fields, same redaction, distance from this worker): it is open and in the worker\'s categories and radius' })
  item!: QueueItem | null;
  @Field(() => ID, { nullable: true, description: 'The request that is no longer in this worker\'s queue (taken, assigned, cancelled, or edited out of the worker\'s categories or radius)' })
  removedId!: string | null;
  @Field(() => Int, { description: "How the event changed the number of jobs in this worker's queue (workerDashboard.availableRequests): 1 the job entered it, -1 it left, 0 neither" })
  queueDelta!: number;
}

@InputType()
export class JobNoteInput {
  @Field(() => ID) requestId!: string;
  @Field() note!: string;
  @Field(() => [ID], { nullable: true, description: 'ids returned by POST /api/uploads' }) photoIds?: string[] | null;
  @Field(() => PhotoKindEnum, { nullable: true, description: 'before or after (default before while scheduled, after once in progress)' }) photoKind?: string | null;
}

export type { EarningStatus };

@ObjectType({ description: 'One job on the earnings page: what the worker earns from it (90% of service cost, or $78.25 for the $100 Special, plus tips)' })
export class EarningsJob {
  @Field(() => ServiceRequest) request!: ServiceRequest;
  @Field(() => Int) serviceCostCents!: number;
  @Field(() => Int) payoutCents!: number;
  @Field(() => Int, { description: "the client's tip inside payoutCents: 100% the worker's" }) tipCents!: number;
  @Field({ description: 'payout released this week (from Sunday)' }) thisWeek!: boolean;
  @Field({ description: 'payout released this month (from day 1)' }) thisMonth!: boolean;
  @Field({ description: 'not completed yet: potential earnings' }) potential!: boolean;
  @Field(() => EarningStatusEnum) payoutStatus!: EarningStatus;
  @Field(() => Date, { nullable: true, description: 'when the payout was released; null until then' }) earnedAt!: Date | null;
}

@ObjectType()
export class EarningsDay {
  @Field({ description: 'Sun ... Sat' }) day!: string;
  @Field() date!: string;
  @Field(() => Int) cents!: number;
}

@ObjectType({ description: 'The signed-in worker\'s earnings (integer cents)' })
export class WorkerEarnings {
  @Field(() => Int, { description: 'payouts released this week' }) weekCents!: number;
  @Field(() => Int, { description: 'payouts released this month' }) monthCents!: number;
  @Field(() => Int, { description: 'open jobs: what they would pay' }) potentialCents!: number;
  @Field(() => Int, { description: 'finished work whose payout an admin has not released yet' }) pendingCents!: number;
  @Field(() => Int, { description: 'payouts released (approved or paid), all time' }) totalCents!: number;
  @Field(() => Date) weekStart!: Date;
  @Field(() => Date) monthStart!: Date;
  @Field(() => [EarningsDay], { description: 'this week, Sunday to Saturday' }) week!: EarningsDay[];
  @Field(() => [EarningsJob]) jobs!: EarningsJob[];
}

@ObjectType({ description: 'The worker dashboard\'s cards and today\'s schedule' })
export class WorkerDashboard {
  @Field(() => Int) availableRequests!: number;
  @Field(() => Int) activeJobs!: number;
  @Field(() => Float) rating!: number;
  @Field(() => Int) ratingCount!: number;
  @Field(() => Int) completedJobs!: number;
  @Field(() => [ServiceRequest], { description: 'jobs scheduled today or in progress' }) today!: ServiceRequest[];
}

@ObjectType()
export class RatingBucket {
  @Field(() => Int) stars!: number;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class WorkerReview {
  @Field(() => ID) id!: number;
  @Field(() => ID) requestId!: number;
  @Field() requestTitle!: string;
  @Field() clientName!: string;
  @Field(() => Int) workerRating!: number;
  @Field(() => Int) serviceRating!: number;
  @Field(() => String, { nullable: true }) comment!: string | null;
  @Field() createdAt!: Date;
}

@ObjectType({ description: 'The worker\'s real reviews: average, 5-to-1 breakdown, Elite Status at 4.5+' })
export class WorkerRatings {
  @Field(() => Float) average!: number;
  @Field(() => Int) count!: number;
  @Field() elite!: boolean;
  @Field({ description: 'Elite Status or Good Standing' }) standing!: string;
  @Field(() => [RatingBucket]) breakdown!: RatingBucket[];
  @Field(() => [WorkerReview]) reviews!: WorkerReview[];
}
