import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Role, User } from '../users/user.entity';
import { CheckStatusEnum, ProviderStatusEnum } from '../../domain/words';
import { SessionRoleEnum } from './auth-words';

@ObjectType()
export class AuthPayload {
  @Field({ description: 'The session token, also set as the httpOnly cookie; send it as a Bearer token from integrations' })
  token!: string;

  @Field(() => User)
  user!: User;
}

@ObjectType()
export class ViewerProvider {
  @Field(() => ID)
  id!: number;

  @Field(() => ProviderStatusEnum)
  status!: string;

  @Field()
  onboardingCompleted!: boolean;

  @Field(() => CheckStatusEnum)
  backgroundCheckStatus!: string;

  @Field(() => CheckStatusEnum)
  documentVerificationStatus!: string;

  @Field({ description: 'true when onboarding is completed and both checks are approved (the worker gate)' })
  approved!: boolean;
}

@ObjectType({ description: 'The signed-in person as the server sees them' })
export class ViewerType {
  @Field(() => User)
  user!: User;

  @Field(() => SessionRoleEnum, { description: 'The role this session acts as' })
  sessionRole!: string;

  @Field(() => ID, { nullable: true })
  clientId!: number | null;

  @Field(() => ViewerProvider, { nullable: true })
  provider!: ViewerProvider | null;

  @Field(() => String, { nullable: true, description: 'set when an admin is signed in as this demo account' })
  impersonatorName!: string | null;
}

@InputType()
export class RegisterInput {
  @Field()
  email!: string;

  @Field()
  password!: string;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => Role)
  role!: Role;

  @Field(() => String, { nullable: true, description: 'A referral code from another member' })
  referralCode?: string | null;
}

@InputType()
export class LoginInput {
  @Field()
  email!: string;

  @Field()
  password!: string;
}

@ObjectType({ description: 'How people may sign in on this server (public)' })
export class SignInOptions {
  @Field({ description: 'Sign-in with an OpenID Connect provider (/auth/oidc, also /auth/google) is configured, Google or another; when false the browser hides the button' }) google!: boolean;
  @Field(() => String, { nullable: true, description: 'The configured provider\'s name for the button ("Continue with Google"); null when none is configured' }) providerName!: string | null;
}
