import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A person's account at an OpenID Connect provider, linked to their user: the provider's
 * issuer and the stable `sub` it gives them. A later sign-in through that provider finds the
 * user by this pair, whatever e-mail address the provider reports by then.
 */
@Entity({ tableName: 'external_identities' })
@Unique({ properties: ['issuer', 'subject'] })
export class ExternalIdentity {
  [OptionalProps]?: 'createdAt' | 'lastSignInAt';

  @PrimaryKey()
  id!: number;

  @Index()
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The provider's issuer identifier (the ID token's `iss`). */
  @Property({ length: 500 })
  issuer!: string;

  /** The person's identifier at that provider (the ID token's `sub`). */
  @Property({ length: 255 })
  subject!: string;

  /** The verified address the provider reported when the identity was linked (for support). */
  @Property({ length: 254 })
  email!: string;

  @Property()
  createdAt: Date = new Date();

  @Property()
  lastSignInAt: Date = new Date();
}
