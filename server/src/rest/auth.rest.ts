import { z } from 'zod';
import { idParams, route, SuccessBody } from './define';
import { AuthOut, UserOut } from './schemas';
import { userJson } from './shape';
import { setSessionCookie, clearSessionCookie } from '../modules/auth/auth-cookie';
import { startGoogleSignIn, finishGoogleSignIn, googleConfigured } from './google-oidc';
import { MAX_PASSWORD_LENGTH } from '../modules/users/account-rules';
import { MAX_EMAIL_LENGTH, MAX_RESET_TOKEN_LENGTH } from '../modules/auth/account-recovery.service';

// Lenient on purpose: absent fields reach the service, whose messages are the spec's.
const zOptText = z.string().max(500).nullish();

/** /auth/*: sign-in for the spec's browser calls and for integrators ({token, user}). */
export const authRoutes = [
  route({
    method: 'post', path: '/auth/register', tag: 'auth', access: 'public', status: 201,
    summary: 'Register a client or worker account; signs in (cookie) and returns {token, user}',
    body: z.object({ email: zOptText, password: zOptText, firstName: zOptText, lastName: zOptText, phone: zOptText, role: zOptText, referralCode: zOptText }),
    examples: { body: { email: 'new-client@example.com', password: 'a-long-password-1', firstName: 'Jordan', lastName: 'Miller', phone: '615-555-0111', role: 'client' } },
    response: { description: 'Registered and signed in', schema: AuthOut },
    errors: [409, 429],
    async handle(ctx, { body }) {
      const issued = await ctx.services.auth.register(
        { email: body.email ?? '', password: body.password ?? '', firstName: body.firstName ?? '', lastName: body.lastName ?? '', phone: body.phone ?? null, role: body.role ?? '', referralCode: body.referralCode ?? null },
        ctx.ip,
        ctx.req?.get('user-agent'),
      );
      setSessionCookie(ctx.res, issued.token, issued.session.expiresAt, ctx.services.deps.config.cookieSecure);
      return { token: issued.token, user: userJson(issued.user) };
    },
  }),
  route({
    method: 'post', path: '/auth/login', tag: 'auth', access: 'public',
    summary: 'Sign in with e-mail and password; returns {token, user} and sets the session cookie',
    body: z.object({ email: zOptText, password: zOptText }),
    examples: { body: { email: 'client@example.com', password: 'a-long-password-1' } },
    response: { description: 'Signed in', schema: AuthOut },
    errors: [401, 429],
    async handle(ctx, { body }) {
      const issued = await ctx.services.auth.login(body.email ?? '', body.password ?? '', ctx.ip, ctx.req?.get('user-agent'));
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
    method: 'post', path: '/auth/change-password', tag: 'auth', access: 'signed_in',
    summary: 'Change your password (the current one is asked for); every other session of yours ends, this one stays; an e-mail tells you',
    body: z.object({ currentPassword: z.string().max(MAX_PASSWORD_LENGTH).nullish(), newPassword: z.string().max(MAX_PASSWORD_LENGTH).nullish() }),
    examples: { body: { currentPassword: 'a-long-password-1', newPassword: 'another-long-password-2' } },
    response: { description: 'Changed; endedSessions: how many other sessions ended', schema: z.object({ success: z.literal(true), endedSessions: z.number() }) },
    errors: [429],
    async handle(ctx, { body }) {
      const endedSessions = await ctx.services.accountRecovery.changePassword(ctx.me, body.currentPassword ?? '', body.newPassword ?? '');
      return { success: true as const, endedSessions };
    },
  }),
  route({
    method: 'post', path: '/auth/forgot-password', tag: 'auth', access: 'public',
    summary: 'Forgot password: e-mails a single-use reset link (valid one hour) when the address has an account; the answer is the same either way',
    body: z.object({ email: z.string().max(MAX_EMAIL_LENGTH).nullish() }),
    examples: { body: { email: 'client@example.com' } },
    response: { description: 'Asked (whether or not the address has an account)', schema: z.object({ success: z.literal(true), message: z.string() }) },
    errors: [429],
    async handle(ctx, { body }) {
      const message = await ctx.services.accountRecovery.requestPasswordReset(body.email ?? '', ctx.ip);
      return { success: true as const, message };
    },
  }),
  route({
    method: 'post', path: '/auth/reset-password', tag: 'auth', access: 'public',
    summary: "Set a new password with a reset link's token; the link is used up and every session of the account ends (sign in with the new password)",
    body: z.object({ token: z.string().max(MAX_RESET_TOKEN_LENGTH).nullish(), password: z.string().max(MAX_PASSWORD_LENGTH).nullish() }),
    examples: { body: { token: 'the-token-of-the-emailed-link', password: 'another-long-password-2' } },
    response: { description: 'Password set', schema: SuccessBody },
    errors: [429],
    async handle(ctx, { body }) {
      await ctx.services.accountRecovery.resetPassword(body.token ?? '', body.password ?? '', ctx.ip);
      return { success: true };
    },
  }),
  route({
    method: 'get', path: '/auth/sessions', tag: 'auth', access: 'signed_in',
    summary: 'Your active sessions, most recently used first; the current one is marked',
    response: {
      description: 'The sessions',
      schema: z.array(
        z.object({
          id: z.number(),
          createdAt: z.string(),
          lastUsedAt: z.string().nullable(),
          expiresAt: z.string(),
          userAgent: z.string().nullable(),
          current: z.boolean(),
          viaAdmin: z.boolean().describe("An admin's audited test session as this account"),
        }),
      ),
    },
    async handle(ctx) {
      const sessions = await ctx.services.accountRecovery.mySessions(ctx.me);
      return sessions.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), lastUsedAt: s.lastUsedAt?.toISOString() ?? null, expiresAt: s.expiresAt.toISOString() }));
    },
  }),
  route({
    method: 'delete', path: '/auth/sessions/{id}', tag: 'auth', access: 'signed_in',
    summary: 'End one of your sessions (its token stops working at once); ending the current one signs you out here',
    params: idParams,
    response: { description: 'Ended', schema: SuccessBody },
    errors: [404],
    async handle(ctx, { params }) {
      const current = await ctx.services.accountRecovery.signOutSession(ctx.me, params.id);
      if (current) clearSessionCookie(ctx.res, ctx.services.deps.config.cookieSecure);
      return { success: true };
    },
  }),
  route({
    method: 'post', path: '/auth/sessions/sign-out-others', tag: 'auth', access: 'signed_in',
    summary: 'End every session of yours but this one',
    response: { description: 'Ended; endedSessions: how many', schema: z.object({ success: z.literal(true), endedSessions: z.number() }) },
    async handle(ctx) {
      return { success: true as const, endedSessions: await ctx.services.accountRecovery.signOutOtherSessions(ctx.me) };
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
      const issued = await ctx.services.auth.signInWithVerifiedEmail(identity, ctx.ip, ctx.req?.get('user-agent'));
      setSessionCookie(ctx.res, issued.token, issued.session.expiresAt, config.cookieSecure);
      ctx.res!.redirect(302, '/auth-success');
    },
  }),
];
