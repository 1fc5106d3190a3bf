/**
 * Module users: who someone is.
 * Owns: the users table (identity, role, password hash, referral code), the account rules
 * (account-rules.ts: new passwords, e-mail normalisation), password hashing (password.ts).
 * Words: Role (client, worker, admin).
 * Entry points: User, newPasswordProblem, normalizeEmail, hashPassword / verifyPassword.
 */
import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum Role {
  client = 'client',
  worker = 'worker',
  admin = 'admin',
}
registerEnumType(Role, { name: 'Role', description: 'What a signed-in person is to the marketplace' });

@ObjectType()
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'fullName' | 'createdAt' | 'updatedAt' | 'phone' | 'referredById';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Unique()
  @Property({ length: 254 })
  email!: string;

  @Property({ hidden: true, lazy: true })
  passwordHash!: string;

  @Field(() => Role)
  @Enum({ items: () => Role, nativeEnumName: 'user_role' })
  role!: Role;

  @Field()
  @Property({ length: 100 })
  firstName!: string;

  @Field()
  @Property({ length: 100 })
  lastName!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 30, nullable: true })
  phone: string | null = null;

  @Field()
  @Unique()
  @Property({ length: 16 })
  referralCode!: string;

  @Index()
  @Property({ type: 'integer', nullable: true })
  referredById: number | null = null;

  @Field()
  @Property()
  createdAt: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  get fullName(): string {
    return `${this.firstName} ${this.lastName}`.trim();
  }
}
