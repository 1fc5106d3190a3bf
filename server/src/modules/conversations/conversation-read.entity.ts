import { Entity, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { Conversation } from './conversation.entity';

/**
 * How far one person has read one conversation (the last message id they saw), and the
 * message their last unread digest was sent for: one digest per conversation until they read.
 */
@Entity({ tableName: 'conversation_reads' })
export class ConversationRead {
  [OptionalProps]?: 'lastReadMessageId' | 'digestMessageId' | 'readAt';

  @ManyToOne(() => Conversation, { ref: true, primary: true, deleteRule: 'cascade' })
  conversation!: Ref<Conversation>;

  @ManyToOne(() => User, { ref: true, primary: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property()
  lastReadMessageId: number = 0;

  @Property()
  digestMessageId: number = 0;

  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;
}
