import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { AUDIENCES, NOTIFICATION_PRIORITIES, AudienceEnum, NotificationPriorityEnum, type Audience, type NotificationPriority } from '../../domain/words';
import { GraphQLJSON } from 'graphql-scalars';
import { User } from '../users/user.entity';
import { NOTIFICATION_TYPES, type NotificationType } from './notification-types';

@ObjectType()
@Entity({ tableName: 'notifications' })
@Index({ properties: ['user', 'createdAt'] })
/**
 * The cap of 50 per person and type: a database trigger (migration notification_lifecycle)
 * deletes the oldest beyond 50 of the inserted row's user and type, in the inserting
 * statement's transaction, whichever path wrote it (this entity or a multi-row INSERT). It reads
 * each person's notices newest first (created_at, then id) past the 50th: with the id in this
 * index that is a read of the index alone, in its order, where without it each person's rows
 * were fetched from the table and sorted (migration notifications_newest_by_type).
 */
@Index({ properties: ['user', 'type', 'createdAt', 'id'] })
// The notices a later change resolves (resolveNotices: a declined payment paid after all, an invoice paid),
// found by their request without reading every notification (a payment is not a scan of the table).
@Index({ name: 'notifications_resolvable_index', expression: `create index "notifications_resolvable_index" on "notifications" ("type", ("data"->>'requestId')) where "type" in ('payment_declined', 'invoice_ready')` })
export class Notification {
  [OptionalProps]?: 'createdAt' | 'isRead' | 'data' | 'priority' | 'expiresAt';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Field(() => AudienceEnum)
  @Enum({ items: [...AUDIENCES], columnType: 'varchar(10)' })
  userType!: Audience;

  @Field(() => String, { description: 'What it is about (one of the types the code writes: notification-types.ts)' })
  @Enum({ items: [...NOTIFICATION_TYPES], columnType: 'varchar(40)' })
  type!: NotificationType;

  @Field()
  @Property({ length: 200 })
  title!: string;

  @Field()
  @Property({ type: 'text' })
  message!: string;

  @Field()
  @Property()
  isRead: boolean = false;

  @Field(() => GraphQLJSON, { nullable: true })
  @Property({ type: 'json', nullable: true })
  data: Record<string, unknown> | null = null;

  @Field(() => NotificationPriorityEnum, { description: 'How much it matters: a default per type (notification-lifecycle.ts)' })
  @Enum({ items: [...NOTIFICATION_PRIORITIES], columnType: 'varchar(10)', default: 'medium' })
  priority: NotificationPriority = 'medium';

  @Field(() => Date, { nullable: true, description: 'When it stops being true (an appointment reminder after 24 h, a new-job alert after 48 h); past it, it is neither listed nor counted' })
  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Field()
  @Property()
  createdAt: Date = new Date();
}
