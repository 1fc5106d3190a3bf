import type { Response } from 'express';
import { SESSION_COOKIE } from './session.service';

/**
 * Whether a cookie set on this answer is Secure: always when COOKIE_SECURE is on (the default
 * in production), and on any request that arrived over HTTPS (req.secure: the socket, or a
 * trusted proxy's X-Forwarded-Proto: https), so an answer that sends HSTS never sets a cookie
 * a plain-HTTP hop could read.
 */
export function cookieIsSecure(res: Response | undefined, configured: boolean): boolean {
  return configured || !!res?.req?.secure;
}

export function setSessionCookie(res: Response | undefined, token: string, expires: Date, secure: boolean): void {
  res?.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: cookieIsSecure(res, secure), expires, path: '/' });
}

export function clearSessionCookie(res: Response | undefined, secure: boolean): void {
  res?.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: cookieIsSecure(res, secure), path: '/' });
}
