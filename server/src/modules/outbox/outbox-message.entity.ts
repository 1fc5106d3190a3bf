import { Check, Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { OUTBOX_TYPES, type OutboxType } from './outbox-words';

/**
 * Work to do once a change has committed (publishing live events, notifying eligible
 * workers), written in the same transaction as the change and delivered by the API
 * processes after the answer, with retries. A row is delivered once: a deliverer claims it
 * with FOR UPDATE SKIP LOCKED and marks it delivered in the same transaction.
 */
@Entity({ tableName: 'outbox_messages' })
@Index({ name: 'outbox_messages_due_index', expression: 'create index "outbox_messages_due_index" on "outbox_messages" ("available_at", "id") where "delivered_at" is null' })
// The reconnect resync reads the messages delivered since a moment (requests/live-resync.ts).
@Index({ name: 'outbox_messages_delivered_index', expression: 'create index "outbox_messages_delivered_index" on "outbox_messages" ("delivered_at") where "delivered_at" is not null' })
export class OutboxMessage {
  [OptionalProps]?: 'attempts' | 'availableAt' | 'deliveredAt' | 'lastError' | 'createdAt';

  @PrimaryKey()
  id!: number;

  @Enum({ items: [...OUTBOX_TYPES], columnType: 'varchar(40)' })
  type!: OutboxType;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Check({ expression: '"attempts" >= 0' })
  @Property()
  attempts: number = 0;

  @Property()
  availableAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  deliveredAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property()
  createdAt: Date = new Date();
}
