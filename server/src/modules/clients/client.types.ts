import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@InputType()
export class UpdateClientProfileInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) zipCode?: string | null;
  @Field({ description: 'phone, email or sms' }) preferredContactMethod!: string;
  @Field() emailNotifications!: boolean;
  @Field() smsNotifications!: boolean;
  @Field() marketingEmails!: boolean;
  @Field() appointmentReminders!: boolean;
}

@ObjectType()
export class ClientStats {
  @Field(() => Int) totalRequests!: number;
  @Field(() => Int) completed!: number;
  @Field(() => Float, { nullable: true, description: 'Average of the ratings this client gave, null before the first review' }) averageRatingGiven!: number | null;
  @Field(() => Int, { description: 'Reviews this client wrote' }) reviewCount!: number;
  @Field() memberSince!: Date;
  @Field({ description: 'A provider application of this person awaits approval' }) pendingProviderApplication!: boolean;
}

@ObjectType()
export class ReferralInfo {
  @Field() code!: string;
  @Field(() => Int, { description: 'People who signed up with this code' }) referred!: number;
  @Field(() => Int, { description: 'Referred people with 5 or more completed jobs' }) qualified!: number;
  @Field(() => Int) earnedCents!: number;
  @Field(() => Int) bonusCents!: number;
  @Field(() => Int) requiredJobs!: number;
}
