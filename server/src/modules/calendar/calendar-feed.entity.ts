import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A person's calendar feed once they have reset its address. The address holds a token that
 * is never stored: the user's id and an HMAC of the user and this row's random nonce under a
 * key derived from the data encryption key (calendar-feed-token.ts), so the owner can be
 * shown it again and the table alone opens nothing. Without a row the feed has its first
 * nonce (reading the address writes nothing). A reset draws a new nonce: a new address, and
 * the old one answers 404.
 */
@Entity({ tableName: 'calendar_feeds' })
export class CalendarFeed {
  [OptionalProps]?: 'createdAt' | 'resetAt';

  @PrimaryKey()
  id!: number;

  @Unique()
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** 32 random bytes, base64url: the token's input besides the user. */
  @Property({ length: 64 })
  nonce!: string;

  @Property()
  createdAt: Date = new Date();

  /** When the owner last replaced the address (null: never). */
  @Property({ type: 'datetime', nullable: true })
  resetAt: Date | null = null;
}
