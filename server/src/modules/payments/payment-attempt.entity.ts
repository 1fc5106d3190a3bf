import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { ServiceRequest } from '../requests/service-request.entity';
import { Client } from '../clients/client.entity';

/**
 * started: recorded before the card is charged; a retry (or the recovery sweep) completes it.
 * succeeded: settled as a payment. declined: the processor declined it (the same answer for ever).
 * refunding / refunded: charged, but the request could not take it (paid meanwhile, cancelled,
 * its balance changed): the charge is given back, and the key answers that conflict for ever.
 * abandoned: the sweep found no charge under the key; a retry may still complete it.
 */
export const ATTEMPT_STATES = ['started', 'succeeded', 'declined', 'refunding', 'refunded', 'abandoned'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/** States in which money may be moving: the attempt must be completed before another one starts. */
export const OPEN_ATTEMPT_STATES: AttemptState[] = ['started', 'refunding'];

/**
 * One payment attempt, recorded before the processor is asked for money: the idempotency key
 * bound for ever to one request, purpose and amount. The card is charged under the same key,
 * so the processor and this row always name the same charge (`payment.service.ts`).
 */
@Entity({ tableName: 'payment_attempts' })
@Index({ properties: ['request', 'kind', 'state'] })
@Index({ name: 'payment_attempts_open_index', expression: `create index "payment_attempts_open_index" on "payment_attempts" ("updated_at", "id") where "state" in ('started', 'refunding')` })
export class PaymentAttempt {
  [OptionalProps]?: 'state' | 'gatewayTransactionId' | 'outcome' | 'paymentId' | 'createdAt' | 'updatedAt';

  @PrimaryKey()
  id!: number;

  /** Scoped per client (`<client id>:<key>`), as the processor is asked with it. */
  @Unique()
  @Property({ length: 200 })
  idempotencyKey!: string;

  @ManyToOne(() => ServiceRequest, { ref: true })
  request!: Ref<ServiceRequest>;

  @ManyToOne(() => Client, { ref: true })
  client!: Ref<Client>;

  /** The payer's account: told of the payment, and its actor when a sweep completes it. */
  @Property({ type: 'integer', nullable: true })
  payerUserId!: number | null;

  @Property({ length: 20 })
  kind!: 'consultation' | 'balance';

  @Property()
  amountCents!: number;

  @Property({ length: 30 })
  method!: string;

  @Property({ type: 'string', length: 20 })
  state: AttemptState = 'started';

  @Property({ type: 'string', length: 100, nullable: true })
  gatewayTransactionId: string | null = null;

  /** Why it ended without a payment (the decline or the conflict), answered again to a retry. */
  @Property({ type: 'string', length: 300, nullable: true })
  outcome: string | null = null;

  @Property({ type: 'integer', nullable: true })
  paymentId: number | null = null;

  @Property()
  createdAt: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
