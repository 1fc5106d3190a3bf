import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Client } from '../../../modules/clients/client.entity';
import { ClientStats, ReferralInfo, UpdateClientProfileInput } from '../../../modules/clients/client.types';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';

@Resolver()
export class ClientResolver {
  @Authorized()
  @Query(() => Client, { description: "The viewer's client profile" })
  myClientProfile(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Client> {
    return services.clients.me(viewer);
  }

  @Authorized()
  @Query(() => ClientStats)
  myClientStats(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ClientStats> {
    return services.clientStats.stats(viewer);
  }

  @Authorized()
  @Mutation(() => Client, { description: 'Save profile, address and notification choices' })
  updateMyClientProfile(@Arg('input') input: UpdateClientProfileInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Client> {
    return services.clients.updateProfile(viewer, input);
  }

  @Authorized()
  @Query(() => ReferralInfo, { description: "The viewer's referral code and real counts" })
  myReferral(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ReferralInfo> {
    return services.clients.referral(viewer);
  }
}
