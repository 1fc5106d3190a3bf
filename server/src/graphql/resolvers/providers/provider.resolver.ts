import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ViewerType } from '../../../modules/auth/auth.types';
import { reloadViewer, resolveViewer } from '../../../modules/auth/viewer';
import { viewerTypeOf } from '../../../modules/auth/viewer-type';
import { ServiceProvider } from '../../../modules/providers/service-provider.entity';
import { ServiceCategory } from '../../../modules/catalog/service-category.entity';
import { BankAccountInput, BankAccountType, ProviderApplicationInput, ProviderApplicationResult, ProviderSettingsInput, ProviderSettingsType } from '../../../modules/providers/provider.types';
import { setSessionCookie } from '../../../modules/auth/auth-cookie';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';

/** The provider application, approval status, profile settings and bank account; rules in ProviderService. */
@Resolver(() => ServiceProvider)
export class ProviderResolver {
  @Mutation(() => ProviderApplicationResult, { description: 'Apply to become a provider (signed in, or as a visitor with a password)' })
  async applyAsProvider(@Arg('input') input: ProviderApplicationInput, @Ctx() ctx: AppContext): Promise<ProviderApplicationResult> {
    const result = await ctx.services.providers.apply(ctx.viewer, input, ctx.ip);
    if (result.token) {
      const ttl = ctx.services.deps.config.sessionTtlHours;
      setSessionCookie(ctx.res, result.token, new Date(Date.now() + ttl * 3600_000), ctx.services.deps.config.cookieSecure);
    }
    return result;
  }

  @Authorized()
  @Query(() => ServiceProvider, { nullable: true, description: 'The viewer\'s own provider application and approval status' })
  myProviderApplication(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ServiceProvider | null> {
    return services.providers.mine(viewer);
  }

  @Authorized('worker')
  @Query(() => ProviderSettingsType)
  providerSettings(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): ProviderSettingsType {
    return services.providers.settings(viewer);
  }

  @Authorized('worker')
  @Mutation(() => ProviderSettingsType)
  async updateProviderSettings(@Arg('input') input: ProviderSettingsInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<ProviderSettingsType> {
    const settings = await services.providers.updateSettings(viewer, input);
    return Object.assign(settings, { provider: await services.providers.mine(viewer) });
  }

  @Authorized('worker')
  @Query(() => BankAccountType)
  myBankAccount(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): BankAccountType {
    return services.providers.bankAccount(viewer);
  }

  @Authorized('worker')
  @Mutation(() => BankAccountType, { description: 'Save the payout account; any edit marks it unverified' })
  updateBankAccount(@Arg('input') input: BankAccountInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<BankAccountType> {
    return services.providers.updateBankAccount(viewer, input);
  }

  @FieldResolver(() => [ServiceCategory], { description: 'The categories the provider offers' })
  async offeredCategories(@Root() p: ServiceProvider, @Ctx() { loaders }: AppContext): Promise<ServiceCategory[]> {
    const ids = [...new Set((p.serviceCategories ?? []).map(Number).filter(Number.isSafeInteger))];
    const found = (await loaders.categoryById.loadMany(ids)).filter((c): c is ServiceCategory => c instanceof ServiceCategory);
    return found.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  }
}

/** What an application's answer says about the applicant. */
@Resolver(() => ProviderApplicationResult)
export class ProviderApplicationResultResolver {
  @FieldResolver(() => ViewerType, { nullable: true, description: 'The applicant as the server now sees them (Query.me after the application: their role and provider profile, or the new account of a visitor)' })
  async viewer(@Root() result: ProviderApplicationResult, @Ctx() { em, viewer }: AppContext): Promise<ViewerType | null> {
    const after = result.token ? await resolveViewer(em, result.token) : viewer ? await reloadViewer(em, viewer) : null;
    return after ? viewerTypeOf(em, after) : null;
  }
}
