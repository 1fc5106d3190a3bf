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
  /**
   * The EntityManager fork, the services and the loaders are made when first used, not up front:
   * a subscription keeps its context for as long as it runs (three on every open screen of a
   * worker), and most never use them outside an event, which works in a fork of its own.
   */
  onDemand?: boolean;
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
  { fresh = false, onDemand = false }: ContextOptions = {},
): Promise<AppContext> {
  if (onDemand) {
    const context = new OnDemandContext(orm, deps, null, ip);
    // Read with a fork of its own (dropped once read); its entities map into the context's fork.
    context.viewer = await resolveViewer(orm.em.fork(), token, deps.viewers, { fresh, mapInto: () => context.em });
    if (token) (context as WithToken)[TOKEN] = token;
    return context;
  }
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
 * A context whose EntityManager fork, services and loaders are made on first use (and may be
 * replaced, as an event's fresh fork does): a class, so the thousands of subscriptions a process
 * holds share its accessors instead of each carrying closures of its own.
 */
class OnDemandContext implements AppContext {
  viewer: AppContext['viewer'];
  ip: string;
  live?: AppContext['live'];
  #orm: MikroORM;
  #deps: AppDeps;
  #em: AppContext['em'] | undefined;
  #services: AppContext['services'] | undefined;
  #loaders: AppContext['loaders'] | undefined;

  constructor(orm: MikroORM, deps: AppDeps, viewer: AppContext['viewer'], ip: string) {
    this.#orm = orm;
    this.#deps = deps;
    this.viewer = viewer;
    this.ip = ip;
  }

  get em(): AppContext['em'] {
    return (this.#em ??= this.#orm.em.fork());
  }

  set em(value: AppContext['em']) {
    this.#em = value;
  }

  get readModels(): AppContext['em'] {
    return this.#em ?? this.#orm.em;
  }

  get services(): AppContext['services'] {
    return (this.#services ??= new Services(() => this.em, this.#deps));
  }

  set services(value: AppContext['services']) {
    this.#services = value;
  }

  get loaders(): AppContext['loaders'] {
    return (this.#loaders ??= createLoaders(this.em));
  }

  set loaders(value: AppContext['loaders']) {
    this.#loaders = value;
  }
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
