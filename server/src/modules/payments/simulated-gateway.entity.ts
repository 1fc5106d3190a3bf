import { BigIntType, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * The simulated processor's own records (`gateway-ledger.ts`): not the app's payments, but
 * what the processor would hold on its side. Kept in the database so that idempotency keys
 * survive restarts and are shared by every API process, as a real processor's are.
 */
@Entity({ tableName: 'simulated_gateway_charges' })
export class SimulatedCharge {
  @PrimaryKey({ length: 200 })
  idempotencyKey!: string;

  @Unique()
  @Property({ type: 'string', length: 100, nullable: true })
  transactionId!: string | null;

  /** succeeded | declined */
  @Property({ length: 20 })
  status!: string;

  @Property({ type: 'string', length: 300, nullable: true })
  failureReason!: string | null;

  @Property({ type: new BigIntType('number') })
  amountCents!: number;

  @Property({ type: new BigIntType('number'), default: 0 })
  refundedCents: number = 0;

  @Property({ length: 30 })
  method!: string;

  @Property({ length: 300 })
  description!: string;

  /** The request and purpose the app named when charging (the processor's metadata). */
  @Index()
  @Property({ type: 'integer', nullable: true })
  requestId!: number | null;

  @Property({ type: 'string', length: 20, nullable: true })
  kind!: string | null;

  @Property()
  createdAt: Date = new Date();
}

@Entity({ tableName: 'simulated_gateway_refunds' })
export class SimulatedRefund {
  @PrimaryKey({ length: 200 })
  refundKey!: string;

  @Unique()
  @Property({ length: 100 })
  refundId!: string;

  @Index()
  @Property({ length: 100 })
  transactionId!: string;

  @Property({ type: new BigIntType('number') })
  amountCents!: number;

  @Property({ length: 300 })
  reason!: string;

  @Property()
  createdAt: Date = new Date();
}
