import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig, OidcConfig } from '../config';
import { DomainError, ErrorCode } from '../shared/errors';
import { cookieIsSecure } from '../modules/auth/auth-cookie';
import type { RateLimits } from '../shared/rate-limit';
import { OidcSignInFlow } from '../modules/auth/oidc-sign-in-flow.entity';

/**
 * Sign-in with an OpenID Connect provider (Google, Microsoft Entra, Okta, Keycloak, ...):
 * the provider's metadata comes from discovery at its issuer URL; authorization code flow with
 * PKCE (S256), state and nonce. The verifier and nonce stay in the database (oidc_sign_in_flows),
 * keyed by the state's hash and bound to the browser by an httpOnly cookie; the callback deletes
 * the flow as it reads it, so each state works once. openid-client checks the ID token's
 * signature, issuer, audience and nonce.
 */
type Oidc = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });
type Configuration = InstanceType<Oidc['Configuration']>;

/** The random value binding a started sign-in to the browser that started it. */
export const OIDC_BROWSER_COOKIE = 'oidc_browser';
const COOKIE_PATH = '/auth';
const FLOW_TTL_MS = 10 * 60_000;
const DISCOVERY_TIMEOUT_SECONDS = 10;

/** Why a sign-in did not finish: the code the sign-in page shows a message for (/login?error=...). */
export type OidcFailure = 'access_denied' | 'invalid_state' | 'provider_unavailable' | 'auth_failed' | 'email_unverified' | 'admin_not_linkable';

export class OidcSignInFailed extends Error {
  constructor(
    readonly reason: OidcFailure,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/**
 * The person as the provider vouched for them. `email` only when the provider says it is
 * verified: `email_verified`, or (Microsoft Entra, which sends no `email_verified`) its
 * optional `xms_edov` claim, "e-mail domain owner verified".
 */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
}

let oidcModule: Promise<Oidc> | null = null;

function lib(): Promise<Oidc> {
  oidcModule ??= import('openid-client');
  return oidcModule;
}

export function oidcConfigured(config: AppConfig): config is AppConfig & { oidc: OidcConfig } {
  return config.oidc !== null;
}

export function assertOidcConfigured(config: AppConfig): OidcConfig {
  if (!config.oidc) {
    throw new DomainError(
      ErrorCode.NOT_CONFIGURED,
      'Sign-in with an external provider (Google) is not configured on this server (set OIDC_ISSUER_URL and OIDC_CLIENT_ID, or GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). Sign in with e-mail and password instead.',
    );
  }
  return config.oidc;
}

/** Discovered configurations by issuer and client; a failed discovery is forgotten, so the next sign-in tries again. */
const discovered = new Map<string, Promise<Configuration>>();

/** The provider's configuration from its /.well-known/openid-configuration (once per process while it answers). */
export function discoverProvider(oidc: OidcConfig): Promise<Configuration> {
  const key = `${oidc.issuerUrl}\n${oidc.clientId}\n${oidc.clientSecret ?? ''}`;
  let found = discovered.get(key);
  if (!found) {
    found = (async () => {
      const client = await lib();
      const insecure = new URL(oidc.issuerUrl).protocol === 'http:'; // only loopback passes config.ts
      return client.discovery(
        new URL(oidc.issuerUrl),
        oidc.clientId,
        oidc.clientSecret ?? undefined,
        oidc.clientSecret ? client.ClientSecretPost(oidc.clientSecret) : client.None(),
        { timeout: DISCOVERY_TIMEOUT_SECONDS, execute: insecure ? [client.allowInsecureRequests] : [] },
      );
    })();
    discovered.set(key, found);
    found.catch(() => {
      if (discovered.get(key) === found) discovered.delete(key);
    });
  }
  return found;
}

/** Forgets every discovered provider (tests that restart one). */
export function forgetDiscoveredProviders(): void {
  discovered.clear();
}

async function providerOrUnavailable(oidc: OidcConfig): Promise<Configuration> {
  try {
    return await discoverProvider(oidc);
  } catch (err) {
    throw new OidcSignInFailed(
      'provider_unavailable',
      `${oidc.providerName} sign-in is unavailable right now: its OpenID configuration could not be read from ${oidc.issuerUrl}. Try again in a moment, or sign in with e-mail and password.`,
      err,
    );
  }
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const BROWSER_KEY = /^[A-Za-z0-9_-]{43}$/;

/** GET /auth/oidc (and /auth/google): records the flow, binds it to this browser, redirects to the provider. */
export async function startOidcSignIn(config: AppConfig, em: EntityManager, limits: RateLimits, ip: string, req: Request, res: Response): Promise<void> {
  res.redirect(302, (await beginOidcFlow(config, em, limits, ip, req, res, null)).href);
}

/**
 * Records a flow bound to this browser (its cookie set on `res`) and returns the provider's
 * authorization address. `linkUserId`: the signed-in user connecting the provider to their
 * account (POST /auth/oidc/connect); null for a sign-in.
 */
export async function beginOidcFlow(config: AppConfig, em: EntityManager, limits: RateLimits, ip: string, req: Request, res: Response, linkUserId: number | null): Promise<URL> {
  const oidc = assertOidcConfigured(config);
  await limits.consume('oidcSignIn', ip);
  const conf = await providerOrUnavailable(oidc);
  const client = await lib();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  // One browser may start several sign-ins (two tabs): it keeps its key, each flow has its own state.
  const existing = req.cookies?.[OIDC_BROWSER_COOKIE];
  const browserKey = typeof existing === 'string' && BROWSER_KEY.test(existing) ? existing : crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  await em.nativeDelete(OidcSignInFlow, { expiresAt: { $lt: new Date(now) } });
  await em.insert(OidcSignInFlow, {
    stateHash: sha256(state),
    browserHash: sha256(browserKey),
    codeVerifier: verifier,
    nonce,
    redirectUri: oidc.redirectUri,
    linkUserId,
    createdAt: new Date(now),
    expiresAt: new Date(now + FLOW_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(conf, {
    redirect_uri: oidc.redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  res.cookie(OIDC_BROWSER_COOKIE, browserKey, {
    httpOnly: true, sameSite: 'lax', secure: cookieIsSecure(res, config.cookieSecure), maxAge: FLOW_TTL_MS, path: COOKIE_PATH,
  });
  return url;
}

/** Deletes the flow of `state` and hands it back, when it exists, is current and was started by this browser. */
async function takeFlow(em: EntityManager, req: Request, state: string): Promise<{ code_verifier: string; nonce: string; redirect_uri: string; link_user_id: number | null } | null> {
  const rows = await em.getConnection().execute<{ code_verifier: string; nonce: string; redirect_uri: string; browser_hash: string; expires_at: Date | string; link_user_id: number | null }[]>(
    'delete from "oidc_sign_in_flows" where "state_hash" = ? returning "code_verifier", "nonce", "redirect_uri", "browser_hash", "expires_at", "link_user_id"',
    [sha256(state)],
  );
  const flow = rows[0];
  if (!flow) return null;
  const browserKey = req.cookies?.[OIDC_BROWSER_COOKIE];
  if (typeof browserKey !== 'string' || sha256(browserKey) !== flow.browser_hash) return null;
  if (new Date(flow.expires_at).getTime() < Date.now()) return null;
  return flow;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const isTrue = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

/**
 * GET /auth/oidc/callback (and /auth/google/callback): the identity the provider vouched for,
 * and the user who started the flow to connect it (null for a sign-in).
 * Throws OidcSignInFailed with the reason the sign-in page explains.
 */
export async function finishOidcSignIn(config: AppConfig, em: EntityManager, req: Request): Promise<{ identity: OidcIdentity; linkUserId: number | null }> {
  const oidc = assertOidcConfigured(config);
  const query = req.query as Record<string, unknown>;
  const state = typeof query.state === 'string' ? query.state : null;
  const flow = state ? await takeFlow(em, req, state) : null;
  if (typeof query.error === 'string') {
    if (query.error === 'access_denied') throw new OidcSignInFailed('access_denied', `Sign-in with ${oidc.providerName} was cancelled: permission was not given.`);
    throw new OidcSignInFailed('auth_failed', `${oidc.providerName} answered with an error: ${query.error.slice(0, 100)}`);
  }
  if (!flow) throw new OidcSignInFailed('invalid_state', 'This sign-in is unknown, expired, already used or was started in another browser.');
  const conf = await providerOrUnavailable(oidc);
  const client = await lib();
  // The address the provider sent the browser back to, whatever Host or proxy the request came through.
  const current = new URL(flow.redirect_uri);
  current.search = new URL(req.originalUrl, 'http://callback.invalid').search;
  let claims;
  let accessToken: string;
  try {
    const tokens = await client.authorizationCodeGrant(conf, current, {
      pkceCodeVerifier: flow.code_verifier,
      expectedState: state!,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
    accessToken = tokens.access_token;
  } catch (err) {
    throw new OidcSignInFailed('auth_failed', `The sign-in with ${oidc.providerName} could not be verified.`, err);
  }
  let profile: Record<string, unknown> = claims;
  // Conforming providers put the e-mail claims in the ID token or only at the userinfo endpoint.
  if (typeof claims.email !== 'string' || claims.email_verified === undefined) {
    try {
      const fromUserInfo = await client.fetchUserInfo(conf, accessToken, claims.sub);
      profile = { ...fromUserInfo, ...stripUndefined(claims) };
    } catch (err) {
      if (typeof claims.email !== 'string') throw new OidcSignInFailed('auth_failed', `${oidc.providerName} did not tell who signed in.`, err);
    }
  }
  const verified = isTrue(profile.email_verified) || (profile.email_verified === undefined && isTrue(profile.xms_edov));
  const identity = {
    issuer: claims.iss,
    subject: claims.sub,
    email: verified && typeof profile.email === 'string' ? profile.email : null,
    firstName: text(profile.given_name),
    lastName: text(profile.family_name),
  };
  return { identity, linkUserId: flow.link_user_id === null ? null : Number(flow.link_user_id) };
}

function stripUndefined(o: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** The address the flow's failure sends the browser to: the sign-in page with its message code. */
export function signInPageFor(reason: OidcFailure | 'not_configured' | 'confirm_by_email'): string {
  return `/login?error=${reason}`;
}

/** Where "Connect <provider>" ends: Account security, saying what happened (connected, or why not). */
export function accountSecurityPageFor(result: string): string {
  return `/account-security?connect=${result}`;
}
