import { Check, Entity, Enum, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ServiceRequest } from '../requests/service-request.entity';
import { Client } from '../clients/client.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { REVIEW_TYPES } from './review-words';

@ObjectType()
@Entity({ tableName: 'reviews' })
/** A client's reviews, newest first (keyset pagination); also serves lookups by client. */
@Index({ properties: ['client', 'createdAt'] })
export class Review {
  [OptionalProps]?: 'requestId' | 'clientId' | 'createdAt' | 'comment' | 'provider' | 'reviewType';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  /** One review per completed request. */
  @OneToOne(() => ServiceRequest, { ref: true, owner: true, unique: true })
  request!: Ref<ServiceRequest>;

  @ManyToOne(() => Client, { ref: true })
  client!: Ref<Client>;

  @Index()
  @ManyToOne(() => ServiceProvider, { ref: true, nullable: true })
  provider: Ref<ServiceProvider> | null = null;

  @Field(() => Int)
  @Check({ expression: '"worker_rating" >= 1 and "worker_rating" <= 5' })
  @Property({ type: 'smallint' })
  workerRating!: number;

  @Field(() => Int)
  @Check({ expression: '"service_rating" >= 1 and "service_rating" <= 5' })
  @Property({ type: 'smallint' })
  serviceRating!: number;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  comment: string | null = null;

  @Field()
  @Enum({ items: [...REVIEW_TYPES], columnType: 'varchar(30)' })
  reviewType: string = 'client_to_worker';

  @Field()
  @Property()
  createdAt: Date = new Date();

  @Field(() => ID)
  get requestId(): number {
    return this.request.id;
  }

  @Field(() => ID)
  get clientId(): number {
    return this.client.id;
  }
}
