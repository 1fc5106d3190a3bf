import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** What a reset token is sealed for (shared/data-encryption.ts): the e-mail's link opens it. */
export const RESET_TOKEN_PURPOSE = 'password_reset_tokens.token';

/**
 * A single-use password reset link: only the SHA-256 of its random token is stored. It works
 * until `expiresAt` (one hour after it was asked for) and once (`usedAt`); a newer link for the
 * same person, or a password change, makes it unusable (`usedAt` set too).
 */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken {
  [OptionalProps]?: 'createdAt' | 'usedAt' | 'requestedIp';

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
  usedAt: Date | null = null;

  /** The address the link was asked for from (for support). */
  @Property({ type: 'string', length: 100, nullable: true })
  requestedIp: string | null = null;
}
