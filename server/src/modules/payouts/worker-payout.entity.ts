import { Embedded, Entity, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Approval } from '../../domain/approval';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { PAYOUT_STATUSES, PayoutStatusEnum } from './payout-words';
import { PayoutTimingEnum } from '../../domain/words';
import type { PayoutTiming } from '../../domain/billing';

export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

@ObjectType({ description: 'What a worker is paid for one job: 90% of service cost (or $78.25 for the $100 Special), plus tips' })
@Entity({ tableName: 'worker_payouts' })
/** The admin's payout list, newest first (keyset pagination). */
@Index({ properties: ['createdAt'] })
export class WorkerPayout {
  [OptionalProps]?: 'requestId' | 'providerId' | 'createdAt' | 'approval' | 'approvedAt' | 'status' | 'tipCents';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  /** One payout per request: a second approval cannot create another. */
  @OneToOne(() => ServiceRequest, { ref: true, owner: true, unique: true })
  request!: Ref<ServiceRequest>;

  @Index()
  @ManyToOne(() => ServiceProvider, { ref: true })
  provider!: Ref<ServiceProvider>;

  @Field(() => Int)
  @Property()
  serviceCostCents!: number;

  @Field(() => Int)
  @Property()
  amountCents!: number;

  @Field(() => Int)
  @Property()
  tipCents: number = 0;

  @Field(() => PayoutTimingEnum)
  @Property({ type: 'string', length: 30 })
  timing!: PayoutTiming;

  @Field(() => PayoutStatusEnum)
  @Property({ type: 'string', length: 30 })
  status: PayoutStatus = 'pending';

  /** Who decided and when (columns approved_by_id, approved_at): null until an admin decides. */
  @Embedded(() => Approval, { prefix: 'approved_', nullable: true })
  approval: Approval | null = null;

  @Field(() => Date, { nullable: true })
  get approvedAt(): Date | null {
    return this.approval?.at ?? null;
  }

  @Field()
  @Property()
  createdAt: Date = new Date();

  @Field(() => ID)
  get requestId(): number {
    return this.request.id;
  }

  @Field(() => ID)
  get providerId(): number {
    return this.provider.id;
  }
}
