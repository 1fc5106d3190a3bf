import type { Request, Response } from 'express';
import type { AppConfig } from '../config';
import { DomainError, ErrorCode } from '../shared/errors';
import { cookieIsSecure } from '../modules/auth/auth-cookie';

/**
 * Google sign-in by OpenID Connect (authorization code + PKCE, state and nonce checked by
 * openid-client). The browser comes back to /auth/google/callback, gets the session cookie
 * and lands on /auth-success (or /auth-success?error=... when it failed).
 */
type Oidc = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });

const GOOGLE_ISSUER = 'https://accounts.google.com';
const FLOW_COOKIE = 'oidc_flow';
const FLOW_PATH = '/auth/google';
const FLOW_TTL_MS = 10 * 60_000;

/**
 * Google's published OpenID Provider metadata (accounts.google.com/.well-known/openid-configuration),
 * fixed here so that starting a sign-in needs no network round trip; the ID token is still
 * verified against Google's JWKS by openid-client at the callback.
 */
const GOOGLE_METADATA = {
  issuer: GOOGLE_ISSUER,
  authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  token_endpoint: 'https://oauth2.googleapis.com/token',
  userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
  jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
  id_token_signing_alg_values_supported: ['RS256'],
  code_challenge_methods_supported: ['plain', 'S256'],
};

let oidcModule: Promise<Oidc> | null = null;

function lib(): Promise<Oidc> {
  oidcModule ??= import('openid-client');
  return oidcModule;
}

export function googleConfigured(config: AppConfig): boolean {
  return !!config.googleClientId && !!config.googleClientSecret;
}

export function assertGoogleConfigured(config: AppConfig): void {
  if (!googleConfigured(config)) {
    throw new DomainError(ErrorCode.NOT_CONFIGURED, 'Google sign-in is not configured on this server (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset). Sign in with e-mail and password instead.');
  }
}

async function googleConfig(config: AppConfig) {
  const oidc = await lib();
  return new oidc.Configuration(GOOGLE_METADATA, config.googleClientId!, config.googleClientSecret!);
}

const callbackUrl = (config: AppConfig) => new URL('/auth/google/callback', config.publicUrl);

/** GET /auth/google: remember PKCE verifier, state and nonce in a short-lived cookie, redirect to Google. */
export async function startGoogleSignIn(config: AppConfig, res: Response): Promise<void> {
  assertGoogleConfigured(config);
  const oidc = await lib();
  const conf = await googleConfig(config);
  const flow = { verifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
  const url = oidc.buildAuthorizationUrl(conf, {
    redirect_uri: callbackUrl(config).href,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  res.cookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
    httpOnly: true, sameSite: 'lax', secure: cookieIsSecure(res, config.cookieSecure), maxAge: FLOW_TTL_MS, path: FLOW_PATH,
  });
  res.redirect(302, url.href);
}

export interface GoogleIdentity {
  email: string;
  firstName: string;
  lastName: string;
}

/** GET /auth/google/callback: the verified identity, or null when the flow failed (the caller redirects with an error). */
export async function finishGoogleSignIn(config: AppConfig, req: Request, res: Response): Promise<GoogleIdentity | null> {
  assertGoogleConfigured(config);
  res.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
  const raw = req.cookies?.[FLOW_COOKIE];
  if (typeof raw !== 'string') return null;
  try {
    const flow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { verifier: string; state: string; nonce: string };
    const oidc = await lib();
    const conf = await googleConfig(config);
    const current = new URL(req.originalUrl, config.publicUrl);
    const tokens = await oidc.authorizationCodeGrant(conf, current, { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce });
    const claims = tokens.claims();
    if (!claims || typeof claims.email !== 'string' || claims.email_verified !== true) return null;
    return {
      email: claims.email,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
      lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
    };
  } catch {
    return null;
  }
}
