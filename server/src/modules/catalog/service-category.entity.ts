import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'service_categories' })
export class ServiceCategory {
  [OptionalProps]?: 'sortOrder' | 'description';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Unique()
  @Property({ length: 100 })
  name!: string;

  @Field({ description: 'An emoji shown on the category tile' })
  @Property({ length: 20 })
  icon!: string;

  @Field({ description: 'A hex colour for the tile' })
  @Property({ length: 20 })
  color!: string;

  @Field()
  @Property()
  requiresScheduling!: boolean;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property()
  sortOrder: number = 0;
}
