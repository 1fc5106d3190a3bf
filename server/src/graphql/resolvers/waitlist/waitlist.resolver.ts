import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { WaitlistEntry } from '../../../modules/waitlist/waitlist-entry.entity';
import type { AppContext } from '../../context';
import { WaitlistRoleEnum } from '../../../modules/waitlist/waitlist-words';

@InputType()
export class JoinWaitlistInput {
  @Field() email!: string;
  @Field() phone!: string;
  @Field() zipCode!: string;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => WaitlistRoleEnum, { nullable: true, description: 'client or worker' }) userType?: string | null;
}

@ObjectType()
export class JoinWaitlistResult {
  @Field(() => WaitlistEntry) entry!: WaitlistEntry;
  @Field({ description: 'true when this e-mail was already on the list for this ZIP' }) alreadyJoined!: boolean;
}

@Resolver()
export class WaitlistResolver {
  @Mutation(() => JoinWaitlistResult, { description: 'Join the expansion waitlist (public)' })
  joinWaitlist(@Arg('input') input: JoinWaitlistInput, @Ctx() { services }: AppContext): Promise<JoinWaitlistResult> {
    return services.waitlist.join(input);
  }
}
