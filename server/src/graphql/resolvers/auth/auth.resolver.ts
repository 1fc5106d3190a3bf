import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AuthPayload, LoginInput, RegisterInput, SignInOptions, ViewerType } from '../../../modules/auth/auth.types';
import { Role, User } from '../../../modules/users/user.entity';
import type { IssuedSession } from '../../../modules/auth/session.service';
import { setSessionCookie, clearSessionCookie } from '../../../modules/auth/auth-cookie';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { viewerTypeOf } from '../../../modules/auth/viewer-type';

function signedIn(ctx: AppContext, issued: IssuedSession & { user: User }): AuthPayload {
  setSessionCookie(ctx.res, issued.token, issued.session.expiresAt, ctx.services.deps.config.cookieSecure);
  return { token: issued.token, user: issued.user };
}

@Resolver()
export class AuthResolver {
  @Query(() => ViewerType, { nullable: true, description: 'The signed-in person, or null' })
  async me(@Ctx() { viewer, em }: AppContext): Promise<ViewerType | null> {
    return viewer ? viewerTypeOf(em, viewer) : null;
  }

  @Query(() => SignInOptions, { description: 'Which sign-in methods this server offers' })
  signInOptions(@Ctx() ctx: AppContext): SignInOptions {
    const oidc = ctx.services.deps.config.oidc;
    return { google: oidc !== null, providerName: oidc?.providerName ?? null };
  }

  @Mutation(() => AuthPayload, { description: 'Create a client or worker account and sign in' })
  async register(@Arg('input') input: RegisterInput, @Ctx() ctx: AppContext): Promise<AuthPayload> {
    return signedIn(ctx, await ctx.services.auth.register(input, ctx.ip, ctx.req?.get('user-agent')));
  }

  @Mutation(() => AuthPayload)
  async login(@Arg('input') input: LoginInput, @Ctx() ctx: AppContext): Promise<AuthPayload> {
    return signedIn(ctx, await ctx.services.auth.login(input.email, input.password, ctx.ip, ctx.req?.get('user-agent')));
  }

  @Mutation(() => AuthPayload, { description: 'Sign in as admin with the single admin password' })
  async adminAccess(@Arg('password') password: string, @Ctx() ctx: AppContext): Promise<AuthPayload> {
    return signedIn(ctx, await ctx.services.auth.adminAccess(password, ctx.ip));
  }

  @Mutation(() => Boolean, { description: 'End this session (the token stops working at once)' })
  async logout(@Ctx() ctx: AppContext): Promise<boolean> {
    clearSessionCookie(ctx.res, ctx.services.deps.config.cookieSecure);
    return ctx.services.auth.logout(ctx.viewer);
  }

  @Authorized('admin')
  @Mutation(() => AuthPayload, { description: 'Admin only: open an audited session as the demo client or worker' })
  async impersonateDemo(@Arg('role', () => Role) role: Role, @CurrentViewer() viewer: Viewer, @Ctx() ctx: AppContext): Promise<AuthPayload> {
    return signedIn(ctx, await ctx.services.auth.impersonateDemo(viewer, role));
  }

  @Authorized()
  @Mutation(() => AuthPayload, { description: 'Leave an admin test session and return to the admin account' })
  async stopImpersonation(@CurrentViewer() viewer: Viewer, @Ctx() ctx: AppContext): Promise<AuthPayload> {
    return signedIn(ctx, await ctx.services.auth.stopImpersonation(viewer));
  }
}
