import { Entity, OptionalProps, Index, ManyToOne, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { ServiceCategory } from './service-category.entity';

@ObjectType()
@Entity({ tableName: 'service_types' })
@Unique({ properties: ['category', 'name'] })
export class ServiceType {
  [OptionalProps]?: 'categoryId';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 150 })
  name!: string;

  @Index()
  @ManyToOne(() => ServiceCategory, { ref: true })
  category!: Ref<ServiceCategory>;

  @Field(() => ID)
  get categoryId(): number {
    return this.category.id;
  }
}
