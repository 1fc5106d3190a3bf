import { BeforeCreate, Check, Embedded, Entity, Enum, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Approval } from '../../domain/approval';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { PAYOUT_STATUSES, PayoutStatusEnum, isReleased } from './payout-words';
import { PayoutTimingEnum } from '../../domain/words';
import { PAYOUT_TIMINGS, type PayoutTiming } from '../../domain/billing';

export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

@ObjectType({ description: 'What a worker is paid for one job: 90% of service cost (or $78.25 for the $100 Special), plus tips' })
@Entity({ tableName: 'worker_payouts' })
/** The admin's payout list, newest first (keyset pagination). */
@Index({ properties: ['createdAt'] })
/** Released (approved or paid) exactly when the admin's decision is approved: status and decision give one answer. */
@Check({ name: 'worker_payouts_released_is_approved', expression: `(((status)::text = ANY ((ARRAY['approved'::character varying, 'paid'::character varying])::text[])) = ((admin_approval_status)::text = 'approved'::text))` })
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
  @Check({ expression: '"service_cost_cents" >= 0' })
  @Property()
  serviceCostCents!: number;

  @Field(() => Int)
  @Check({ expression: '"amount_cents" >= 0' })
  @Property()
  amountCents!: number;

  @Field(() => Int)
  @Check({ expression: '"tip_cents" >= 0' })
  @Property()
  tipCents: number = 0;

  @Field(() => PayoutTimingEnum)
  @Enum({ items: [...PAYOUT_TIMINGS], columnType: 'varchar(30)' })
  timing!: PayoutTiming;

  @Field(() => PayoutStatusEnum)
  @Enum({ items: [...PAYOUT_STATUSES], columnType: 'varchar(30)' })
  status: PayoutStatus = 'pending';

  /**
   * The admin's decision on releasing this payout, who decided, when and the notes (columns
   * admin_approval_status, approved_by_id, approved_at, admin_notes). A released payout
   * (status approved or paid) is an approved one and only that: the constraint
   * worker_payouts_released_is_approved holds the two to one answer.
   */
  @Embedded(() => Approval, { prefix: false })
  approval: Approval = Approval.pending();

  @Field(() => Date, { nullable: true })
  get approvedAt(): Date | null {
    return this.approval.at;
  }

  /** A payout written as released without a decision (the seeding of old rows, fixtures) records it as approved. */
  @BeforeCreate()
  releasedIsApproved(): void {
    if (isReleased(this.status) && this.approval.decision === 'pending') this.approval.decision = 'approved';
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
