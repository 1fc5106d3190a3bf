import { z } from 'zod';
import { route, SuccessBody } from './define';
import { AuthOut, UserOut } from './schemas';
import { userJson } from './shape';
import { setSessionCookie, clearSessionCookie } from '../modules/auth/auth-cookie';
import { startGoogleSignIn, finishGoogleSignIn, googleConfigured } from './google-oidc';

// Lenient on purpose: absent fields reach the service, whose messages are the spec's.
const zOptText = z.string().max(500).nullish();

/** /auth/*: sign-in for the spec's browser calls and for integrators ({token, user}). */
export const authRoutes = [
  route({
    method: 'post', path: '/auth/register', tag: 'auth', access: 'public', status: 201,
    summary: 'Register a client or worker account; signs in (cookie) and returns {token, user}',
    body: z.object({ email: zOptText, password: zOptText, firstName: zOptText, lastName: zOptText, phone: zOptText, role: zOptText, referralCode: zOptText }),
    response: { description: 'Registered and signed in', schema: AuthOut },
    errors: [409, 429],
    async handle(ctx, { body }) {
      const issued = await ctx.services.auth.register(
        { email: body.email ?? '', password: body.password ?? '', firstName: body.firstName ?? '', lastName: body.lastName ?? '', phone: body.phone ?? null, role: body.role ?? '', referralCode: body.referralCode ?? null },
        ctx.ip,
      );
      setSessionCookie(ctx.res, issued.token, issued.session.expiresAt, ctx.services.deps.config.cookieSecure);
      return { token: issued.token, user: userJson(issued.user) };
    },
  }),
  route({
    method: 'post', path: '/auth/login', tag: 'auth', access: 'public',
    summary: 'Sign in with e-mail and password; returns {token, user} and sets the session cookie',
    body: z.object({ email: zOptText, password: zOptText }),
    response: { description: 'Signed in', schema: AuthOut },
    errors: [429],
    async handle(ctx, { body }) {
      const issued = await ctx.services.auth.login(body.email ?? '', body.password ?? '', ctx.ip);
      setSessionCookie(ctx.res, issued.token, issued.session.expiresAt, ctx.services.deps.config.cookieSecure);
      return { token: issued.token, user: userJson(issued.user) };
    },
  }),
  route({
    method: 'post', path: '/auth/logout', tag: 'auth', access: 'public',
    summary: 'End the session (cookie or Bearer token)',
    response: { description: 'Signed out', schema: SuccessBody },
    async handle(ctx) {
      clearSessionCookie(ctx.res, ctx.services.deps.config.cookieSecure);
      await ctx.services.auth.logout(ctx.viewer);
      return { success: true };
    },
  }),
  route({
    method: 'get', path: '/auth/me', tag: 'auth', access: 'signed_in',
    summary: 'The signed-in user and the role the session acts as',
    response: { description: 'The viewer', schema: z.object({ user: UserOut, sessionRole: z.string(), clientId: z.number().nullable(), providerId: z.number().nullable() }) },
    async handle(ctx) {
      return { user: userJson(ctx.me.user), sessionRole: ctx.me.sessionRole, clientId: ctx.me.clientId, providerId: ctx.me.provider?.id ?? null };
    },
  }),
  route({
    method: 'get', path: '/auth/google', tag: 'auth', access: 'public',
    summary: 'Third-party sign-in: redirects to Google (OpenID Connect) when configured; otherwise 501, or for a browser (Accept: text/html) a redirect to /login?error=not_configured',
    status: 302,
    response: { description: 'Redirect to Google' },
    errors: [501],
    async handle(ctx) {
      const config = ctx.services.deps.config;
      // A person who follows the link in a browser gets the sign-in page saying so, not a JSON error.
      if (!googleConfigured(config) && ctx.req!.accepts(['json', 'html']) === 'html') return void ctx.res!.redirect(302, '/login?error=not_configured');
      await startGoogleSignIn(config, ctx.res!);
    },
  }),
  route({
    method: 'get', path: '/auth/google/callback', tag: 'auth', access: 'public',
    summary: 'Return from Google: signs in (existing account by verified e-mail, or a new client) and redirects to /auth-success',
    query: z.looseObject({ code: z.string().max(2000).optional(), state: z.string().max(500).optional(), error: z.string().max(200).optional() }),
    status: 302,
    response: { description: 'Redirect to /auth-success, or /auth-success?error=auth_failed' },
    errors: [501],
    async handle(ctx) {
      const config = ctx.services.deps.config;
      if (!googleConfigured(config) && ctx.req!.accepts(['json', 'html']) === 'html') return void ctx.res!.redirect(302, '/login?error=not_configured');
      const identity = await finishGoogleSignIn(config, ctx.req!, ctx.res!);
      if (!identity) return void ctx.res!.redirect(302, '/auth-success?error=auth_failed');
      const issued = await ctx.services.auth.signInWithVerifiedEmail(identity, ctx.ip);
      setSessionCookie(ctx.res, issued.token, issued.session.expiresAt, config.cookieSecure);
      ctx.res!.redirect(302, '/auth-success');
    },
  }),
];
