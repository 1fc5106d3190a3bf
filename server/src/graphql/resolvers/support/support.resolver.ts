import { Arg, Authorized, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import { SupportRequest } from '../../../modules/support/support-request.entity';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';

@InputType()
export class SupportRequestInput {
  @Field() category!: string;
  @Field() subject!: string;
  @Field() message!: string;
  @Field(() => String, { nullable: true, description: 'low, medium (default), high or urgent' }) priority?: string | null;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
}

@Resolver()
export class SupportResolver {
  @Authorized()
  @Mutation(() => SupportRequest, { description: 'Send a support request to the admins' })
  submitSupportRequest(@Arg('input') input: SupportRequestInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<SupportRequest> {
    return services.support.submit(viewer, input);
  }
}
