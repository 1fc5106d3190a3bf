import { Entity, OneToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * An admin's e-mail switch (clients keep theirs on the client profile, workers in their
 * settings). No row: e-mail on.
 */
@Entity({ tableName: 'admin_message_settings' })
export class AdminMessageSettings {
  [OptionalProps]?: 'emailNotifications' | 'updatedAt';

  @OneToOne(() => User, { ref: true, primary: true, owner: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property()
  emailNotifications: boolean = true;

  @Property()
  updatedAt: Date = new Date();
}
