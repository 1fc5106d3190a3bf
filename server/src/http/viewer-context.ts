import type { IncomingMessage } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import { resolveViewer } from '../modules/auth/viewer';
import { Services, type AppDeps } from '../services';
import type { AppContext } from '../graphql/context';
import { createLoaders } from '../graphql/loaders';

/** The session token from the Authorization header (Bearer) or the session cookie. */
export function tokenFrom(headers: IncomingMessage['headers'], cookies?: Record<string, string>): string | null {
  const auth = headers.authorization;
  if (auth && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim();
  if (cookies?.[SESSION_COOKIE]) return cookies[SESSION_COOKIE];
  const raw = headers.cookie;
  if (!raw) return null;
  for (const part of raw.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === SESSION_COOKIE) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** A fresh EntityManager fork, the viewer from the session, and the services bound to both. */
export async function buildContext(
  orm: MikroORM,
  deps: AppDeps,
  token: string | null,
  ip: string,
  req?: Request,
  res?: Response,
): Promise<AppContext> {
  const em = orm.em.fork();
  const services = new Services(em, deps);
  const viewer = await resolveViewer(em, token);
  return { em, viewer, services, loaders: createLoaders(em), ip, req, res };
}
