import { Check, Embedded, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { Approval } from '../../domain/approval';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ServiceRequest } from '../requests/service-request.entity';
import { Client } from '../clients/client.entity';
import { RECORDED_PAYMENT_METHODS, ApprovalStatusEnum, type ApprovalStatus, RecordedPaymentMethodEnum, type RecordedPaymentMethod } from '../../domain/words';
import { PAYMENT_KINDS, PAYMENT_STATUSES, PaymentKindEnum, PaymentStatusEnum } from './payment-words';

export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/** refunded: a succeeded charge given back (the consultation fee of a request no worker took within 7 days). */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

@ObjectType({ description: 'One charge through the payment gateway: the consultation fee or a service balance' })
@Entity({ tableName: 'payments' })
@Index({ properties: ['request', 'kind'] })
@Index({ properties: ['createdAt'] })
/** At most one successful consultation fee per request, whatever idempotency key was used. */
@Index({ name: 'payments_one_consultation_per_request', expression: `create unique index "payments_one_consultation_per_request" on "payments" ("request_id") where "kind" = 'consultation' and "status" = 'succeeded'` })
export class Payment {
  [OptionalProps]?: 'requestId' | 'createdAt' | 'adminApprovalStatus' | 'adminNotes' | 'approval' | 'approvedAt' | 'failureReason' | 'tipCents' | 'refundedAt' | 'refundId' | 'disputedAt' | 'disputeReason';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => ServiceRequest, { ref: true })
  request!: Ref<ServiceRequest>;

  @Index()
  @ManyToOne(() => Client, { ref: true })
  client!: Ref<Client>;

  @Field(() => PaymentKindEnum)
  @Enum({ items: [...PAYMENT_KINDS], columnType: 'varchar(20)' })
  kind!: PaymentKind;

  @Field(() => Int)
  @Check({ expression: '"amount_cents" >= 0' })
  @Property()
  amountCents!: number;

  @Field(() => Int)
  @Check({ expression: '"tip_cents" >= 0' })
  @Property()
  tipCents: number = 0;

  @Field(() => RecordedPaymentMethodEnum)
  @Enum({ items: [...RECORDED_PAYMENT_METHODS], columnType: 'varchar(30)' })
  method!: RecordedPaymentMethod;

  @Field(() => PaymentStatusEnum)
  @Enum({ items: [...PAYMENT_STATUSES], columnType: 'varchar(20)' })
  status!: PaymentStatus;

  @Field(() => String, { nullable: true })
  @Unique()
  @Property({ type: 'string', length: 100, nullable: true })
  gatewayTransactionId!: string | null;

  /** Scoped per client: the same key from the same client always means the same payment. */
  @Unique()
  @Property({ length: 200 })
  idempotencyKey!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 300, nullable: true })
  failureReason: string | null = null;

  /** The admin's decision, who decided, when and the notes (columns admin_approval_status, approved_by_id, approved_at, admin_notes). */
  @Embedded(() => Approval, { prefix: false })
  approval: Approval = Approval.pending();

  /** The decision, read and written through approval (em.create accepts it as a field). */
  @Field(() => ApprovalStatusEnum)
  @Property({ persist: false })
  get adminApprovalStatus(): ApprovalStatus {
    return this.approval.decision;
  }
  set adminApprovalStatus(decision: ApprovalStatus) {
    this.approval.decision = decision;
  }

  /** The admin's notes (a rejection's reason), through approval. */
  @Field(() => String, { nullable: true })
  @Property({ persist: false })
  get adminNotes(): string | null {
    return this.approval.notes;
  }
  set adminNotes(notes: string | null) {
    this.approval.notes = notes;
  }

  @Field(() => Date, { nullable: true })
  get approvedAt(): Date | null {
    return this.approval.at;
  }

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  refundedAt: Date | null = null;

  /** The gateway's id of the refund. */
  @Property({ type: 'string', length: 100, nullable: true })
  refundId: string | null = null;

  /** The client disputed this payment (disputePayment): when, and why. Admins are told. */
  @Field(() => Date, { nullable: true, description: 'When the client disputed this payment' })
  @Property({ type: 'datetime', nullable: true })
  disputedAt: Date | null = null;

  @Field(() => String, { nullable: true, description: "The client's reason for the dispute" })
  @Property({ type: 'text', nullable: true })
  disputeReason: string | null = null;

  @Field()
  @Property()
  createdAt: Date = new Date();

  @Field(() => ID)
  get requestId(): number {
    return this.request.id;
  }
}
