import type { Response } from 'express';
import { SESSION_COOKIE } from './session.service';

export function setSessionCookie(res: Response | undefined, token: string, expires: Date, secure: boolean): void {
  res?.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, expires, path: '/' });
}

export function clearSessionCookie(res: Response | undefined, secure: boolean): void {
  res?.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
