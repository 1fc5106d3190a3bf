import type { RequestHandler } from 'express';
import type { AppConfig } from '../config';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import { forbidden } from '../shared/errors';
import { originAllowed } from './subscription-server';

/** Content types a page of another site may POST without a CORS preflight (an HTML form, sendBeacon). */
const SIMPLE_TYPES = new Set(['', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

export const CROSS_SITE_MESSAGE =
  'Cross-site request refused: a signed-in change must come from the app itself (same Origin or Sec-Fetch-Site: same-origin) or be sent as application/json';

const readsOnly = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/**
 * CSRF defence of the REST layer (/api, /auth), as Apollo's csrfPrevention is GraphQL's. The
 * session cookie is SameSite=Lax, which a page of the same site (another port or subdomain of
 * the host) gets past: a cookie-authenticated POST/PUT/PATCH/DELETE must therefore show it comes
 * from the app (Origin the app's own, compared whole, scheme://host:port, and never with
 * userinfo: PUBLIC_URL, the scheme and Host it was sent to, or ALLOWED_ORIGINS;
 * or Sec-Fetch-Site: same-origin), or carry a content type no form can send (application/json),
 * which a foreign page could only send after a CORS preflight the app never grants.
 * Bearer-token callers carry no ambient credential and are not checked.
 */
export function sameOriginWrites(config: Pick<AppConfig, 'publicUrl' | 'allowedOrigins'>): RequestHandler {
  return (req, _res, next) => {
    if (readsOnly(req.method)) return next();
    if (/^Bearer\s/i.test(req.headers.authorization ?? '')) return next();
    const cookie = req.cookies?.[SESSION_COOKIE] ?? (req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ? 'present' : undefined);
    if (!cookie) return next();
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!SIMPLE_TYPES.has(type)) return next();
    if (req.headers['sec-fetch-site'] === 'same-origin') return next();
    const origin = req.headers.origin;
    // The whole origin (scheme, host and port), as the app sees its own scheme behind its trusted proxy.
    if (origin && origin !== 'null' && originAllowed(origin, req.headers.host, config.publicUrl, config.allowedOrigins, req.protocol)) return next();
    next(forbidden(CROSS_SITE_MESSAGE));
  };
}

/** API answers (GraphQL and REST JSON) are never stored by a browser or a shared cache; a route may say otherwise (photos). */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
