import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { ACTOR_ROLES, ActorRoleEnum } from '../../domain/words';

/**
 * An append-only record of a money movement or an admin decision. A database trigger
 * (see the initial migration) refuses UPDATE and DELETE on this table.
 */
@ObjectType()
@Entity({ tableName: 'audit_events' })
@Index({ properties: ['entityType', 'entityId'] })
@Index({ properties: ['createdAt'] })
/** One request's trail, newest first (keyset pagination). */
@Index({ properties: ['requestId', 'createdAt'] })
export class AuditEvent {
  [OptionalProps]?: 'createdAt' | 'actorId' | 'actorRole' | 'before' | 'after' | 'amountCents' | 'requestId' | 'impersonatorId';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  actorId: number | null = null;

  @Field(() => ActorRoleEnum, { nullable: true })
  @Enum({ items: [...ACTOR_ROLES], columnType: 'varchar(10)', nullable: true })
  actorRole: string | null = null;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  impersonatorId: number | null = null;

  @Field()
  @Property({ length: 60 })
  action!: string;

  @Field()
  @Property({ length: 40 })
  entityType!: string;

  @Field(() => ID)
  @Property()
  entityId!: number;

  @Field(() => ID, { nullable: true })
  @Index()
  @Property({ type: 'integer', nullable: true })
  requestId: number | null = null;

  @Field(() => Int, { nullable: true, description: 'The money moved, in cents, when the event moves money' })
  @Property({ type: 'integer', nullable: true })
  amountCents: number | null = null;

  @Field(() => GraphQLJSON, { nullable: true })
  @Property({ type: 'json', nullable: true })
  before: Record<string, unknown> | null = null;

  @Field(() => GraphQLJSON, { nullable: true })
  @Property({ type: 'json', nullable: true })
  after: Record<string, unknown> | null = null;

  @Field()
  @Property()
  createdAt: Date = new Date();
}
