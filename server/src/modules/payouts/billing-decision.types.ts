import { Field, ObjectType } from 'type-graphql';
import { ServiceRequest } from '../requests/service-request.entity';
import { WorkerPayout } from './worker-payout.entity';

@ObjectType({ description: 'The outcome of a money decision' })
export class BillingDecision {
  @Field(() => ServiceRequest) request!: ServiceRequest;
  @Field(() => WorkerPayout, { nullable: true }) payout!: WorkerPayout | null;
  @Field() message!: string;
}
