import { z } from 'zod';
import { idParams, route, SuccessBody, type RouteContext } from './define';
import { AuthOut, UserOut } from './schemas';
import { userJson } from './shape';
import { setSessionCookie, clearSessionCookie } from '../modules/auth/auth-cookie';
import { startOidcSignIn, beginOidcFlow, finishOidcSignIn, oidcConfigured, assertOidcConfigured, OidcSignInFailed, signInPageFor, accountSecurityPageFor } from './oidc-sign-in';
import { serviceUnavailable } from '../shared/errors';
import { MAX_LINK_TOKEN_LENGTH } from '../modules/auth/external-identity.service';
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
    method: 'get', path: '/auth/linked-identities', tag: 'auth', access: 'signed_in',
    summary: 'The outside sign-ins (OpenID Connect provider accounts) connected to your account, oldest first',
    response: {
      description: 'The linked identities',
      schema: z.array(
        z.object({
          id: z.number(),
          provider: z.string().describe('The provider as people know it (Google, ...)'),
          issuer: z.string().describe("The provider's issuer identifier"),
          email: z.string().describe('The verified address the provider reported when it was connected'),
          createdAt: z.string(),
          lastSignInAt: z.string(),
        }),
      ),
    },
    async handle(ctx) {
      const rows = await ctx.services.externalIdentities.list(ctx.me);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), lastSignInAt: r.lastSignInAt.toISOString() }));
    },
  }),
  route({
    method: 'delete', path: '/auth/linked-identities/{id}', tag: 'auth', access: 'signed_in',
    summary: 'Disconnect one of your outside sign-ins: it no longer signs in to your account',
    params: idParams,
    response: { description: 'Removed', schema: SuccessBody },
    errors: [403, 404],
    async handle(ctx, { params }) {
      await ctx.services.externalIdentities.remove(ctx.me, params.id);
      return { success: true };
    },
  }),
  route({
    method: 'post', path: '/auth/linked-identities/confirm', tag: 'auth', access: 'public',
    summary: "Connect a provider identity by the single-use link e-mailed to the account's owner (after a sign-in through the provider found an existing account with its verified address); works once, for one hour; never for an admin account",
    body: z.object({ token: z.string().max(MAX_LINK_TOKEN_LENGTH).nullish() }),
    examples: { body: { token: 'the-token-of-the-emailed-link' } },
    response: { description: 'Connected: the provider now signs in to the account', schema: z.object({ success: z.literal(true), provider: z.string() }) },
    errors: [403],
    async handle(ctx, { body }) {
      const { provider } = await ctx.services.externalIdentities.confirmLink(body.token ?? '');
      return { success: true as const, provider };
    },
  }),
  route({
    method: 'post', path: '/auth/oidc/connect', tag: 'auth', access: 'signed_in',
    summary: "Start connecting the configured OpenID Connect provider to your account (Account security, \"Connect <provider>\"): answers the provider's address to send the browser to; on its return the provider's identity is linked to this account (never to an admin account) and you are e-mailed",
    response: { description: "The provider's authorization address", schema: z.object({ url: z.string() }) },
    errors: [403, 429, 501, 503],
    async handle(ctx) {
      const config = ctx.services.deps.config;
      ctx.services.externalIdentities.assertMayConnect(ctx.me);
      assertOidcConfigured(config);
      try {
        const url = await beginOidcFlow(config, ctx.em, ctx.services.deps.limits, ctx.ip, ctx.req!, ctx.res!, ctx.me.userId);
        return { url: url.href };
      } catch (err) {
        if (!(err instanceof OidcSignInFailed)) throw err;
        throw serviceUnavailable(err.message, 30);
      }
    },
  }),
  ...oidcRoutes('/auth/oidc', 'Sign in with the configured OpenID Connect provider (Google, Microsoft Entra, Okta, Keycloak, ...)'),
  // The spec's path, kept: the same flow; Google-only configurations registered its callback.
  ...oidcRoutes('/auth/google', 'Third-party sign-in (the spec\'s path; the same as /auth/oidc)'),
];

/** A browser (Accept: text/html) gets pages, an API caller JSON errors. */
const wantsPage = (ctx: RouteContext) => ctx.req!.accepts(['json', 'html']) === 'html';

/** GET <base> starts the sign-in; GET <base>/callback is where the provider sends the browser back. */
function oidcRoutes(base: string, what: string) {
  return [
    route({
      method: 'get', path: base, tag: 'auth', access: 'public',
      summary: `${what}: redirects to the provider when configured; otherwise 501, or for a browser (Accept: text/html) a redirect to /login?error=not_configured. When the provider's discovery document cannot be read: 503, or /login?error=provider_unavailable`,
      status: 302,
      response: { description: 'Redirect to the provider' },
      errors: [429, 501, 503],
      async handle(ctx) {
        const config = ctx.services.deps.config;
        // A person who follows the link in a browser gets the sign-in page saying so, not a JSON error.
        if (!oidcConfigured(config) && wantsPage(ctx)) return void ctx.res!.redirect(302, signInPageFor('not_configured'));
        try {
          await startOidcSignIn(config, ctx.em, ctx.services.deps.limits, ctx.ip, ctx.req!, ctx.res!);
        } catch (err) {
          if (!(err instanceof OidcSignInFailed)) throw err;
          ctx.services.deps.log.warn({ err: err.cause ?? err, reason: err.reason }, 'OpenID Connect sign-in could not start');
          if (wantsPage(ctx)) return void ctx.res!.redirect(302, signInPageFor(err.reason));
          throw serviceUnavailable(err.message, 30);
        }
      },
    }),
    route({
      method: 'get', path: `${base}/callback`, tag: 'auth', access: 'public',
      summary:
        "Return from the provider. A sign-in: the account linked to the provider's identity signs in, or a new client account for a verified address no account has, and the browser goes to /auth-success; a verified address of an existing account signs nobody in: its owner is e-mailed a single-use link to connect the identity (/login?error=confirm_by_email); an admin account never (/login?error=admin_not_linkable). A refusal, an unknown or used state, or a failed check redirects to /login?error=<reason> with no session. A connect started from Account security links the identity to the signed-in account and returns to /account-security?connect=<result>",
      query: z.looseObject({ code: z.string().max(2000).optional(), state: z.string().max(500).optional(), error: z.string().max(200).optional() }),
      status: 302,
      response: {
        description:
          'Redirect to /auth-success, or /login?error=access_denied|invalid_state|auth_failed|provider_unavailable|email_unverified|confirm_by_email|admin_not_linkable, or /account-security?connect=connected|already_connected|linked_elsewhere|admin_not_linkable|session_changed',
      },
      errors: [501],
      async handle(ctx) {
        const config = ctx.services.deps.config;
        if (!oidcConfigured(config) && wantsPage(ctx)) return void ctx.res!.redirect(302, signInPageFor('not_configured'));
        let finished;
        try {
          finished = await finishOidcSignIn(config, ctx.em, ctx.req!);
        } catch (err) {
          if (!(err instanceof OidcSignInFailed)) throw err;
          ctx.services.deps.log.warn({ err: err.cause ?? err, reason: err.reason }, `OpenID Connect sign-in refused: ${err.message}`);
          return void ctx.res!.redirect(302, signInPageFor(err.reason));
        }
        const { identity, linkUserId } = finished;
        if (linkUserId !== null) {
          const result = await ctx.services.externalIdentities.connect(ctx.viewer, linkUserId, identity);
          return void ctx.res!.redirect(302, accountSecurityPageFor(result));
        }
        const signIn = await ctx.services.externalIdentities.signIn(identity, ctx.ip, ctx.req?.get('user-agent'));
        if (signIn.outcome === 'refused') return void ctx.res!.redirect(302, signInPageFor(signIn.reason));
        if (signIn.outcome === 'confirm_by_email') return void ctx.res!.redirect(302, signInPageFor('confirm_by_email'));
        setSessionCookie(ctx.res, signIn.issued.token, signIn.issued.session.expiresAt, config.cookieSecure);
        ctx.res!.redirect(302, '/auth-success');
      },
    }),
  ];
}
