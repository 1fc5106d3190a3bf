import { Field, ID, InputType, ObjectType } from 'type-graphql';

@InputType()
export class ChangePasswordInput {
  @Field({ description: 'The password the account has now (at most 200 characters)' })
  currentPassword!: string;

  @Field({ description: "The new password: the product's new-password rule applies (at least 8 characters, at most 200, not a common or guessable one)" })
  newPassword!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The token of the e-mailed link (/reset-password?token=...), at most 200 characters' })
  token!: string;

  @Field({ description: "The new password: the product's new-password rule applies" })
  password!: string;
}

@ObjectType({ description: 'One of the signed-in person\'s sessions (a browser or integration signed in to the account)' })
export class AccountSession {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'When it signed in' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When a request last used it (to within a few minutes)' })
  lastUsedAt!: Date | null;

  @Field({ description: 'When it stops working unless ended before' })
  expiresAt!: Date;

  @Field(() => String, { nullable: true, description: 'The browser or program it signed in from (its User-Agent), when known' })
  userAgent!: string | null;

  @Field({ description: 'This is the session asking' })
  current!: boolean;

  @Field({ description: "An admin's audited test session as this account" })
  viaAdmin!: boolean;
}
