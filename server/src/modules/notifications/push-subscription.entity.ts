import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * One device's Web Push subscription (RFC 8030): the push service's endpoint for that browser
 * and the keys its messages are encrypted to (RFC 8291). Owned by the person signed in on the
 * device when it was turned on; the endpoint is the device, so signing in as someone else and
 * turning it on moves it to them. Deleted when turned off, or when the push service answers
 * 404 or 410 (the browser dropped it).
 */
@Entity({ tableName: 'push_subscriptions' })
@Index({ properties: ['user', 'createdAt'] })
export class PushSubscription {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Unique()
  @Property({ type: 'text' })
  endpoint!: string;

  /** The device's ECDH P-256 public key, base64url (65 bytes). */
  @Property({ length: 100 })
  p256dh!: string;

  /** The device's 16-byte authentication secret, base64url. */
  @Property({ length: 50 })
  auth!: string;

  @Property()
  createdAt: Date = new Date();

  @Property()
  updatedAt: Date = new Date();
}
