import { Router } from 'express';
import type { routeFactory } from './route';
import { setSessionCookie, clearSessionCookie } from '../modules/auth/auth-cookie';
import { DomainError, ErrorCode } from '../shared/errors';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** /auth/*: sign-in for the spec's browser calls and for integrators ({token, user}). */
export function authRoutes(route: ReturnType<typeof routeFactory>): Router {
  const r = Router();
  r.post('/auth/register', route(async (ctx, req) => {
    const b = req.body ?? {};
    const issued = await ctx.services.auth.register(
      { email: str(b.email), password: str(b.password), firstName: str(b.firstName), lastName: str(b.lastName), phone: b.phone == null ? null : str(b.phone), role: str(b.role), referralCode: b.referralCode == null ? null : str(b.referralCode) },
      ctx.ip,
    );
    setSessionCookie(ctx.res, issued.token, issued.session.expiresAt, ctx.services.deps.config.cookieSecure);
    ctx.res!.status(201);
    return { token: issued.token, user: publicUser(issued.user) };
  }));
  r.post('/auth/login', route(async (ctx, req) => {
    const issued = await ctx.services.auth.login(str(req.body?.email), str(req.body?.password), ctx.ip);
    setSessionCookie(ctx.res, issued.token, issued.session.expiresAt, ctx.services.deps.config.cookieSecure);
    return { token: issued.token, user: publicUser(issued.user) };
  }));
  r.post('/auth/logout', route(async (ctx) => {
    clearSessionCookie(ctx.res, ctx.services.deps.config.cookieSecure);
    await ctx.services.auth.logout(ctx.viewer);
    return { success: true };
  }));
  r.get('/auth/me', route(async (ctx) => ({ user: publicUser(ctx.viewer!.user), sessionRole: ctx.viewer!.sessionRole }), { auth: true }));
  r.get('/auth/google', route(async (ctx) => {
    const { googleClientId, googleClientSecret } = ctx.services.deps.config;
    if (!googleClientId || !googleClientSecret) {
      throw new DomainError(ErrorCode.NOT_CONFIGURED, 'Google sign-in is not configured on this server. Sign in with e-mail and password instead.');
    }
    throw new DomainError(ErrorCode.NOT_CONFIGURED, 'Google sign-in is configured but not available in this build.');
  }));
  return r;
}

export function publicUser(u: { id: number; email: string; role: string; firstName: string; lastName: string; phone: string | null }) {
  return { id: u.id, email: u.email, role: u.role, firstName: u.firstName, lastName: u.lastName, phone: u.phone };
}
