import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { UPLOAD_KINDS, UploadKindEnum, type UploadKind } from '../../domain/words';
import { User } from '../users/user.entity';
import { ServiceRequest } from '../requests/service-request.entity';

@ObjectType({ description: 'A photo stored by the server, served at /api/uploads/{filename}' })
@Entity({ tableName: 'uploads' })
export class Upload {
  [OptionalProps]?: 'url' | 'createdAt' | 'request' | 'kind';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Unique()
  @Property({ length: 100 })
  filename!: string;

  @Field()
  @Property({ length: 255 })
  originalName!: string;

  @Field()
  @Property({ length: 50 })
  mimeType!: string;

  @Field(() => Int)
  @Check({ expression: '"size_bytes" >= 0' })
  @Property()
  sizeBytes!: number;

  @ManyToOne(() => User, { ref: true })
  uploadedBy!: Ref<User>;

  @Index()
  @ManyToOne(() => ServiceRequest, { ref: true, nullable: true })
  request: Ref<ServiceRequest> | null = null;

  @Field(() => UploadKindEnum)
  @Enum({ items: [...UPLOAD_KINDS], columnType: 'varchar(20)' })
  kind: UploadKind = 'before';

  @Field()
  @Property()
  createdAt: Date = new Date();

  @Field()
  get url(): string {
    return `/api/uploads/${this.filename}`;
  }
}
