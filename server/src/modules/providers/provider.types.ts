import { Field, InputType, Int, ObjectType, ID } from 'type-graphql';
import { BankAccountKindEnum, type BankAccountKind } from './provider-words';
import { ServiceProvider } from './service-provider.entity';

@InputType({ description: 'The four service agreements of step 3; all are required' })
export class ServiceAgreementsInput {
  @Field() termsOfService!: boolean;
  @Field() platformFeeAgreement!: boolean;
  @Field() qualityStandards!: boolean;
  @Field() communicationStandards!: boolean;
}

@InputType({ description: 'The provider application of /worker-setup and /worker-onboarding' })
export class ProviderApplicationInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field() phone!: string;
  @Field() zipCode!: string;
  @Field(() => Int, { description: '25, 50 or 100; at least 50 to apply' }) serviceRadius!: number;
  @Field(() => [ID]) categoryIds!: (string | number)[];
  @Field(() => ServiceAgreementsInput) agreements!: ServiceAgreementsInput;
  @Field(() => String, { nullable: true, description: 'Only for a visitor who is not signed in: the password of the new worker account' })
  password?: string | null;
}

@ObjectType()
export class ProviderApplicationResult {
  @Field(() => ServiceProvider) provider!: ServiceProvider;
  @Field(() => String, { nullable: true, description: 'Set when the application also created the account (visitor): the new session token' })
  token!: string | null;
}

@ObjectType({ description: 'The worker\'s profile settings (tabs Personal, Contact, Service, Notifications)' })
export class ProviderSettingsType {
  @Field(() => ServiceProvider, { nullable: true, description: "The viewer's provider profile as the change left it (Query.myProviderApplication): the answer carries its service area and categories" })
  provider?: ServiceProvider | null;
  @Field() fullName!: string;
  @Field() email!: string;
  @Field() phone!: string;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field() zipCode!: string;
  @Field(() => Int) serviceRadius!: number;
  @Field(() => [Int]) serviceCategories!: number[];
  @Field() emailNotifications!: boolean;
  @Field() smsNotifications!: boolean;
  @Field() pushNotifications!: boolean;
  @Field({ description: 'E-mail and text alerts of new jobs in the service area (off unless asked for)' }) newJobAlerts!: boolean;
}

@InputType()
export class ProviderSettingsInput {
  @Field() fullName!: string;
  @Field() email!: string;
  @Field() phone!: string;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field() zipCode!: string;
  @Field(() => Int) serviceRadius!: number;
  @Field(() => [Int], { nullable: true }) serviceCategories?: number[] | null;
  @Field() emailNotifications!: boolean;
  @Field() smsNotifications!: boolean;
  @Field() pushNotifications!: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Unset: unchanged' }) newJobAlerts?: boolean | null;
}

@ObjectType({ description: 'Where payouts go; numbers are only ever shown masked' })
export class BankAccountType {
  @Field() hasAccount!: boolean;
  @Field(() => String, { nullable: true }) accountHolderName!: string | null;
  @Field(() => String, { nullable: true }) bankName!: string | null;
  @Field(() => BankAccountKindEnum, { nullable: true }) accountType!: BankAccountKind | null;
  @Field(() => String, { nullable: true, description: 'e.g. •••••8637' }) routingNumberMasked!: string | null;
  @Field(() => String, { nullable: true, description: 'e.g. ••••6789' }) accountNumberMasked!: string | null;
  @Field() isVerified!: boolean;
}

@InputType()
export class BankAccountInput {
  @Field() accountHolderName!: string;
  @Field() bankName!: string;
  @Field(() => BankAccountKindEnum, { description: 'checking or savings' }) accountType!: string;
  @Field(() => String, { nullable: true, description: '9 digits; leave empty to keep the stored one' }) routingNumber?: string | null;
  @Field(() => String, { nullable: true, description: '4 to 17 digits; leave empty to keep the stored one' }) accountNumber?: string | null;
}
