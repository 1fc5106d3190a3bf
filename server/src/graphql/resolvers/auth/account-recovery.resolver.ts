import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AccountSession, ChangePasswordInput, ResetPasswordInput } from '../../../modules/auth/account-recovery.types';
import { clearSessionCookie } from '../../../modules/auth/auth-cookie';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { zId } from '../../../rest/define';
import { notFound } from '../../../shared/errors';

/** Password change and reset, and the viewer's sessions: thin over AccountRecoveryService. */
@Resolver()
export class AccountRecoveryResolver {
  @Authorized()
  @Mutation(() => Int, { description: "Change the signed-in person's password (the current one is asked for); every other session of theirs ends. Returns how many ended." })
  changePassword(@Arg('input') input: ChangePasswordInput, @CurrentViewer() viewer: Viewer, @Ctx() ctx: AppContext): Promise<number> {
    return ctx.services.accountRecovery.changePassword(viewer, input.currentPassword, input.newPassword);
  }

  @Mutation(() => String, { description: 'Forgot password: e-mails a single-use reset link (valid one hour) when the address has an account; the answer is the same either way' })
  requestPasswordReset(@Arg('email') email: string, @Ctx() ctx: AppContext): Promise<string> {
    return ctx.services.accountRecovery.requestPasswordReset(email, ctx.ip);
  }

  @Mutation(() => Boolean, { description: "Set a new password with a reset link's token: the link is used up and every session of the account ends (sign in with the new password)" })
  async resetPassword(@Arg('input') input: ResetPasswordInput, @Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.accountRecovery.resetPassword(input.token, input.password, ctx.ip);
    return true;
  }

  @Authorized()
  @Query(() => [AccountSession], { description: "The signed-in person's active sessions, most recently used first; the current one is marked" })
  mySessions(@CurrentViewer() viewer: Viewer, @Ctx() ctx: AppContext): Promise<AccountSession[]> {
    return ctx.services.accountRecovery.mySessions(viewer);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'End one of your sessions (its token stops working at once, its live connections close); ending the current one signs you out here' })
  async signOutSession(@Arg('id', () => ID) id: string, @CurrentViewer() viewer: Viewer, @Ctx() ctx: AppContext): Promise<boolean> {
    const sessionId = zId.safeParse(id);
    if (!sessionId.success) throw notFound('Session');
    const current = await ctx.services.accountRecovery.signOutSession(viewer, sessionId.data);
    if (current) clearSessionCookie(ctx.res, ctx.services.deps.config.cookieSecure);
    return true;
  }

  @Authorized()
  @Mutation(() => Int, { description: 'End every session of yours but this one; returns how many ended' })
  signOutOtherSessions(@CurrentViewer() viewer: Viewer, @Ctx() ctx: AppContext): Promise<number> {
    return ctx.services.accountRecovery.signOutOtherSessions(viewer);
  }
}
