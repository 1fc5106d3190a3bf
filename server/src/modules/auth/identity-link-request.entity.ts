import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** What a link request's token is sealed for (shared/data-encryption.ts): the e-mail's link opens it. */
export const LINK_TOKEN_PURPOSE = 'identity_link_requests.token';

/**
 * A provider identity waiting for the owner of an existing account to let it in: someone
 * signed in through the provider with an identity whose verified e-mail address is this
 * account's, and nothing was linked. The owner gets an e-mailed single-use link; only the
 * SHA-256 of its random token is stored. It works until `expiresAt` (one hour) and once
 * (`usedAt`); a password reset, or a newer request for the same identity, makes it unusable.
 */
@Entity({ tableName: 'identity_link_requests' })
export class IdentityLinkRequest {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey()
  id!: number;

  @Unique()
  @Property({ length: 64 })
  tokenHash!: string;

  @Index()
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The provider's issuer identifier and the person's `sub` there: the identity to link. */
  @Property({ length: 500 })
  issuer!: string;

  @Property({ length: 255 })
  subject!: string;

  /** The verified address the provider reported. */
  @Property({ length: 254 })
  email!: string;

  @Property()
  createdAt: Date = new Date();

  @Property()
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
