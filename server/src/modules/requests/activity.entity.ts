import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { ServiceRequest } from './service-request.entity';
import { User } from '../users/user.entity';
import { ACTOR_ROLES, ActorRoleEnum } from '../../domain/words';

@ObjectType({ description: 'One entry of a request\'s timeline (notes, scheduling, invoices, status changes)' })
@Entity({ tableName: 'activities' })
@Index({ properties: ['request', 'createdAt'] })
export class Activity {
  [OptionalProps]?: 'requestId' | 'createdAt' | 'actor' | 'photoIds' | 'actorRole';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => ServiceRequest, { ref: true })
  request!: Ref<ServiceRequest>;

  @ManyToOne(() => User, { ref: true, nullable: true })
  actor: Ref<User> | null = null;

  @Field(() => ActorRoleEnum, { nullable: true })
  @Enum({ items: [...ACTOR_ROLES], columnType: 'varchar(10)', nullable: true })
  actorRole: string | null = null;

  @Field()
  @Property({ length: 50 })
  action!: string;

  @Field()
  @Property({ type: 'text' })
  description!: string;

  @Field(() => [ID])
  @Property({ type: 'json' })
  photoIds: number[] = [];

  @Field()
  @Property()
  createdAt: Date = new Date();

  @Field(() => ID)
  get requestId(): number {
    return this.request.id;
  }
}
