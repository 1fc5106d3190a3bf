import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';
import { Notification } from './notification.entity';
import { MESSAGE_CHANNELS, MESSAGE_STATES, MessageChannelEnum, MessageStateEnum, type MessageChannel, type MessageState } from './message-words';

export { MESSAGE_CHANNELS, type MessageChannel } from './message-words';

export { MESSAGE_STATES, type MessageState } from './message-words';

/**
 * One e-mail or text message to one person, written in the transaction of the change it
 * tells of (with its in-app notification) and sent by the message dispatcher afterwards:
 * claimed by one process at a time (FOR UPDATE SKIP LOCKED, then a lease), retried with
 * backoff, never sent twice. The person's switches are checked when it goes out.
 */
@ObjectType({ description: 'An e-mail or text message to one person, and what became of it' })
@Entity({ tableName: 'outbound_messages' })
/** Each in-app notification becomes at most one message per channel. */
@Unique({ properties: ['notification', 'channel'] })
/** The admin list, newest first (keyset). */
@Index({ properties: ['createdAt', 'id'] })
@Index({ properties: ['state', 'createdAt', 'id'] })
/** A person's messages of one kind (a visit scheduled before tells a reschedule). */
@Index({ properties: ['user', 'kind'] })
/** What the dispatcher claims: waiting or leased messages by due time. */
@Index({ name: 'outbound_messages_due_index', expression: `create index "outbound_messages_due_index" on "outbound_messages" ("due_at", "id") where "state" in ('queued', 'sending')` })
export class OutboundMessage {
  [OptionalProps]?: 'state' | 'attempts' | 'lastError' | 'sentAt' | 'createdAt' | 'dueAt' | 'recipient' | 'subject' | 'textBody' | 'htmlBody' | 'notification' | 'context' | 'claimedBy';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => Notification, { ref: true, nullable: true, deleteRule: 'set null' })
  notification: Ref<Notification> | null = null;

  @Field(() => MessageChannelEnum)
  @Enum({ items: [...MESSAGE_CHANNELS], columnType: 'varchar(5)' })
  channel!: MessageChannel;

  @Field({ description: 'What it tells, e.g. request_confirmed, visit_reminder, fee_refunded' })
  @Property({ length: 40 })
  kind!: string;

  @Field(() => MessageStateEnum)
  @Enum({ items: [...MESSAGE_STATES], columnType: 'varchar(20)' })
  state: MessageState = 'queued';

  /** What the template needs: the notification's data (request, invoice ids...), title and text. */
  @Property({ type: 'json' })
  context: Record<string, unknown> = {};

  /** The RFC 5322 Message-ID, fixed at creation: a resend after a crash carries the same one. */
  @Unique()
  @Property({ length: 200 })
  messageId!: string;

  @Field(() => String, { nullable: true, description: 'The e-mail address or phone number it went to' })
  @Property({ type: 'string', length: 254, nullable: true })
  recipient: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 300, nullable: true })
  subject: string | null = null;

  @Field(() => String, { nullable: true, description: 'The plain-text body (the text of a text message)' })
  @Property({ type: 'text', nullable: true })
  textBody: string | null = null;

  @Property({ type: 'text', nullable: true, lazy: true })
  htmlBody: string | null = null;

  @Field(() => Int)
  @Check({ expression: '"attempts" >= 0' })
  @Property()
  attempts: number = 0;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, or why it was skipped' })
  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  /** Sending: the dispatcher holding it (dispatcher_heartbeats.instance_id), as long as that dispatcher's heartbeat is recent. */
  @Property({ type: 'string', length: 100, nullable: true })
  claimedBy: string | null = null;

  @Field({ description: 'Queued: when it goes out (next attempt); sending: until when its process holds it' })
  @Property()
  dueAt: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  @Field()
  @Property()
  createdAt: Date = new Date();
}
