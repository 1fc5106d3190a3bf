import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { ServiceRequest } from '../requests/service-request.entity';
import { Client } from '../clients/client.entity';
import { PAYMENT_KINDS } from './payment-words';
import { PAYMENT_METHODS } from '../../domain/words';

import { ATTEMPT_STATES, type AttemptState } from '../../domain/payment-attempt';

/** The states and their moves: domain/payment-attempt.ts; the one writer: attempt-writes.ts. */
export { ATTEMPT_STATES, OPEN_ATTEMPT_STATES, type AttemptState } from '../../domain/payment-attempt';

/**
 * One payment attempt, recorded before the processor is asked for money: the idempotency key
 * bound for ever to one request, purpose and amount. The card is charged under the same key,
 * so the processor and this row always name the same charge (`attempt-drive.ts`).
 */
@Entity({ tableName: 'payment_attempts' })
@Index({ properties: ['request', 'kind', 'state'] })
@Index({ name: 'payment_attempts_open_index', expression: `create index "payment_attempts_open_index" on "payment_attempts" ("updated_at", "id") where "state" in ('started', 'refunding')` })
export class PaymentAttempt {
  [OptionalProps]?: 'tipCents' | 'state' | 'gatewayTransactionId' | 'outcome' | 'paymentId' | 'createdAt' | 'updatedAt';

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

  @Enum({ items: [...PAYMENT_KINDS], columnType: 'varchar(20)' })
  kind!: (typeof PAYMENT_KINDS)[number];

  @Check({ expression: '"amount_cents" >= 0' })
  @Property()
  amountCents!: number;

  /** The tip inside amountCents (a balance paid with a tip, or the whole of a tip): 100% for the worker. */
  @Check({ expression: '"tip_cents" >= 0 and "tip_cents" <= "amount_cents"' })
  @Property({ default: 0 })
  tipCents: number = 0;

  @Enum({ items: [...PAYMENT_METHODS], columnType: 'varchar(30)' })
  method!: string;

  @Enum({ items: [...ATTEMPT_STATES], columnType: 'varchar(20)' })
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
