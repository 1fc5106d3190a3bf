import type { IncomingMessage } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import { resolveViewer, servedFromCache } from '../modules/auth/viewer';
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

export interface ContextOptions {
  /** The request may write: its viewer is read from the database, never from the cache of recent sessions. */
  fresh?: boolean;
}

/**
 * The token a context was built with, to read its viewer again before a write: a symbol-keyed
 * own property, since Apollo hands plugins a shallow copy of the context.
 */
const TOKEN = Symbol('session token');
type WithToken = AppContext & { [TOKEN]?: string };

/** A fresh EntityManager fork, the viewer from the session, and the services bound to both. */
export async function buildContext(
  orm: MikroORM,
  deps: AppDeps,
  token: string | null,
  ip: string,
  req?: Request,
  res?: Response,
  { fresh = false }: ContextOptions = {},
): Promise<AppContext> {
  const em = orm.em.fork();
  const services = new Services(em, deps);
  const viewer = await resolveViewer(em, token, deps.viewers, { fresh });
  const context: AppContext = { em, viewer, services, loaders: createLoaders(em), ip, req, res };
  if (token) (context as WithToken)[TOKEN] = token;
  // The request's log line names who asked (http/request-log.ts).
  if (res && viewer) res.locals.userId = viewer.userId;
  return context;
}

/**
 * Before an operation that may write (a GraphQL mutation): a viewer served from the cache of
 * recent sessions is read again from the database, so the checks and writes that follow see
 * the stored session, role and profile.
 */
export async function freshViewerForWrite(context: AppContext, deps: AppDeps): Promise<void> {
  if (!servedFromCache(context.viewer)) return;
  context.viewer = await resolveViewer(context.em, (context as WithToken)[TOKEN], deps.viewers, { fresh: true });
  if (context.res) context.res.locals.userId = context.viewer?.userId;
}

/** GET and HEAD only read; any other method may write. */
export const mayWrite = (method: string) => method !== 'GET' && method !== 'HEAD';
