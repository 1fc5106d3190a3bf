import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { LinkedIdentity } from '../../../modules/auth/external-identity.types';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { zId } from '../../../rest/define';
import { notFound } from '../../../shared/errors';

/** The outside sign-ins connected to an account: thin over ExternalIdentityService. */
@Resolver()
export class ExternalIdentityResolver {
  @Authorized()
  @Query(() => [LinkedIdentity], { description: 'The outside sign-ins (OpenID Connect provider accounts) connected to your account, oldest first' })
  linkedIdentities(@CurrentViewer() viewer: Viewer, @Ctx() ctx: AppContext): Promise<LinkedIdentity[]> {
    return ctx.services.externalIdentities.list(viewer);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Disconnect one of your outside sign-ins: it no longer signs in to your account' })
  async removeLinkedIdentity(@Arg('id', () => ID) id: string, @CurrentViewer() viewer: Viewer, @Ctx() ctx: AppContext): Promise<boolean> {
    const identityId = zId.safeParse(id);
    if (!identityId.success) throw notFound('Linked sign-in');
    await ctx.services.externalIdentities.remove(viewer, identityId.data);
    return true;
  }

  @Mutation(() => String, {
    description: "Connect a provider identity by the single-use link e-mailed to the account's owner (works once, for one hour; never for an admin account). Returns the provider's name",
  })
  async confirmLinkedIdentity(@Arg('token') token: string, @Ctx() ctx: AppContext): Promise<string> {
    return (await ctx.services.externalIdentities.confirmLink(token)).provider;
  }
}
