import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { AudienceEnum, type Audience } from '../../graphql/enums';
import { GraphQLJSON } from 'graphql-scalars';
import { User } from '../auth/user.entity';

@ObjectType()
@Entity({ tableName: 'notifications' })
@Index({ properties: ['user', 'createdAt'] })
export class Notification {
  [OptionalProps]?: 'createdAt' | 'isRead' | 'data';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Field(() => AudienceEnum)
  @Property({ type: 'string', length: 10 })
  userType!: Audience;

  @Field()
  @Property({ length: 40 })
  type!: string;

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

  @Field()
  @Property()
  createdAt: Date = new Date();
}
