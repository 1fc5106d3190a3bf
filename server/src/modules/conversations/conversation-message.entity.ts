import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';
import { Conversation } from './conversation.entity';
import { AuthorRoleEnum, MAX_MESSAGE_LENGTH, type AuthorRole } from './conversation-words';

/**
 * One message of a conversation: plain text (rendered as text, never as markup), masked when
 * written before a worker was assigned, with photos uploaded through POST /api/uploads.
 */
@ObjectType({ description: 'One message of a conversation' })
@Entity({ tableName: 'conversation_messages' })
@Index({ properties: ['conversation', 'id'] })
// As PostgreSQL prints it back: a body of at most 2,000 characters, an author role of client, worker or admin.
@Check({ name: 'conversation_messages_body_check', expression: `((char_length(body) <= ${MAX_MESSAGE_LENGTH}) AND ((author_role)::text = ANY ((ARRAY['client'::character varying, 'worker'::character varying, 'admin'::character varying])::text[])))` })
export class ConversationMessage {
  [OptionalProps]?: 'createdAt' | 'photoIds' | 'conversationId';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Conversation, { ref: true, deleteRule: 'cascade' })
  conversation!: Ref<Conversation>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  author!: Ref<User>;

  @Field(() => AuthorRoleEnum, { description: 'Who wrote it' })
  @Property({ type: 'string', length: 10 })
  authorRole!: AuthorRole;

  @Field({ description: 'The name shown: the client, the worker, or Elite Support for an admin' })
  @Property({ length: 200 })
  authorName!: string;

  @Field({ description: 'Plain text: render it as text' })
  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'json' })
  photoIds: number[] = [];

  @Field()
  @Property()
  createdAt: Date = new Date();

  @Field(() => ID, { description: 'The conversation it belongs to' })
  get conversationId(): number {
    return this.conversation.id;
  }
}
