import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** An opaque sign-in session: only the SHA-256 of the token is stored. */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'createdAt' | 'revokedAt' | 'impersonatorId' | 'userAgent' | 'lastUsedAt';

  @PrimaryKey()
  id!: number;

  @Unique()
  @Property({ length: 64 })
  tokenHash!: string;

  @Index()
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property()
  createdAt: Date = new Date();

  @Property()
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  /** The admin's user id when this session is an audited impersonation. */
  @Property({ type: 'integer', nullable: true })
  impersonatorId: number | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  userAgent: string | null = null;

  /** When a request last used this session (kept to within a few minutes: auth/viewer.ts). */
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;
}
