import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { ServiceRequest } from '../requests/service-request.entity';
import { User } from '../users/user.entity';
import { ConversationKindEnum, type ConversationKind } from './conversation-words';

/**
 * One conversation: about a service request (one per request, created when first opened), or a
 * live support chat between one person (its owner) and the admins. Who may read and post is
 * decided by conversation-access.ts; the messages are ConversationMessage rows.
 */
@ObjectType({ description: 'A conversation about a service request, or a live support chat with the admins' })
@Entity({ tableName: 'conversations' })
// Written as PostgreSQL prints it back, so the schema check finds no difference: kind in ('request', 'support'), and a request id exactly for kind request.
@Check({ name: 'conversations_kind_check', expression: `(((kind)::text = ANY ((ARRAY['request'::character varying, 'support'::character varying])::text[])) AND (((kind)::text = 'request'::text) = (request_id IS NOT NULL)))` })
@Index({ properties: ['kind', 'lastMessageAt'] })
export class Conversation {
  [OptionalProps]?: 'createdAt' | 'lastMessageAt' | 'request' | 'owner' | 'requestId';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => ConversationKindEnum)
  @Property({ type: 'string', length: 10 })
  kind!: ConversationKind;

  @Unique()
  @ManyToOne(() => ServiceRequest, { ref: true, nullable: true, deleteRule: 'cascade' })
  request: Ref<ServiceRequest> | null = null;

  /** A support chat's person (the one who started it): one support chat per person. */
  @Unique()
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'cascade' })
  owner: Ref<User> | null = null;

  @Field(() => Date, { nullable: true, description: 'When its latest message was posted' })
  @Property({ type: 'datetime', nullable: true })
  lastMessageAt: Date | null = null;

  @Field()
  @Property()
  createdAt: Date = new Date();

  @Field(() => ID, { nullable: true, description: 'The service request it is about (none for a support chat)' })
  get requestId(): number | null {
    return this.request?.id ?? null;
  }
}
