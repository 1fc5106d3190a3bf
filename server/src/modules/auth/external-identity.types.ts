import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: "An outside sign-in (an OpenID Connect provider's account) connected to the signed-in person's account" })
export class LinkedIdentity {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'The provider as people know it (Google, ...)' })
  provider!: string;

  @Field({ description: "The provider's issuer identifier" })
  issuer!: string;

  @Field({ description: 'The verified address the provider reported when it was connected' })
  email!: string;

  @Field({ description: 'When it was connected' })
  createdAt!: Date;

  @Field({ description: 'When it last signed in (or was connected)' })
  lastSignInAt!: Date;
}
