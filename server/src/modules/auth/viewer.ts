import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, User } from '../users/user.entity';
import { Session } from './session.entity';
import { hashToken } from './session.service';
import { ServiceProvider } from '../providers/service-provider.entity';
import { prefixedColumns, readModelMapper, unprefix } from '../../db/read-model';
import { executePrepared } from '../../db/prepared';
import type { ViewerCache } from './viewer-cache';

/** client | worker (approved) | pending_worker | admin: what the session may do. */
export type SessionRole = 'client' | 'worker' | 'pending_worker' | 'admin';

/**
 * The signed-in person, decided by the server from the session alone. user, session and
 * provider are managed entities of the request's EntityManager, hydrated on first use (most
 * reads need only the role and ids, and hydration is the costly part of a request).
 */
export interface Viewer {
  /** The signed-in user's id (viewer.user hydrates the whole user). */
  readonly userId: number;
  readonly user: User;
  readonly session: Session;
  role: Role;
  sessionRole: SessionRole;
  clientId: number | null;
  /** The viewer's provider profile id (admins have none). */
  providerId: number | null;
  readonly provider: ServiceProvider | null;
  /** The provider profile as read with the session: a read model (db/read-model.ts) for checks and reads, never written. */
  readonly providerProfile: ServiceProvider | null;
  impersonatorId: number | null;
}

/** The viewer statement: the session, its user, the user's client id and (for anyone but an admin) their provider profile. */
function viewerSql(em: EntityManager): string {
  return `
    select ${prefixedColumns(em, Session, 's', 's__')}, ${prefixedColumns(em, User, 'u', 'u__')},
           c.id as client__id, ${prefixedColumns(em, ServiceProvider, 'p', 'p__')}
      from sessions s
      join users u on u.id = s.user_id
      left join clients c on c.user_id = u.id
      left join service_providers p on p.user_id = u.id and u.role <> 'admin'
     where s.token_hash = ?`;
}

/** Viewers served from the cache (a request that may write reads its viewer again: http/viewer-context.ts). */
const cachedViewers = new WeakSet<Viewer>();

export function servedFromCache(viewer: Viewer | null): boolean {
  return !!viewer && cachedViewers.has(viewer);
}

/**
 * The viewer for a session token, or null when it is unknown, revoked or expired: the
 * session, its user, the user's client id and (for anyone but an admin) their provider
 * profile in one statement (a named prepared statement), or from the cache of recent
 * sessions (viewer-cache.ts) when one is given; `fresh` reads the database (and refreshes
 * the cache) even so.
 */
export async function resolveViewer(
  em: EntityManager,
  token: string | null | undefined,
  cache?: ViewerCache | null,
  { fresh = false, mapInto }: { fresh?: boolean; mapInto?: () => EntityManager } = {},
): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const cached = cache?.enabled && !fresh ? cache.get(tokenHash) : undefined;
  if (cached) {
    if (cached.expiresAt <= Date.now()) return null;
    const viewer = viewerOf(em, cached.row, mapInto ?? (() => em));
    cachedViewers.add(viewer);
    return viewer;
  }
  return readViewer(em, tokenHash, cache, mapInto);
}

/**
 * The viewer's session read again from the database, after a write that changed who they are
 * (a role, a provider profile): what the write's answer says the viewer now is.
 */
export function reloadViewer(em: EntityManager, viewer: Viewer): Promise<Viewer | null> {
  return readViewer(em, viewer.session.tokenHash, null);
}

async function readViewer(em: EntityManager, tokenHash: string, cache?: ViewerCache | null, mapInto?: () => EntityManager): Promise<Viewer | null> {
  const ticket = cache?.ticket() ?? 0;
  const [row] = await executePrepared<Record<string, unknown>>(em, viewerSql(em), [tokenHash]);
  if (!row) return null;
  const session = readModelMapper(em, Session, 's__')(row);
  if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
  await touchSession(em, session.id, session.lastUsedAt);
  if (cache?.enabled) cache.store(tokenHash, { row, sessionId: session.id, userId: Number(row.u__id), expiresAt: session.expiresAt.getTime() }, ticket);
  return viewerOf(em, row, mapInto ?? (() => em));
}

/** How stale a session's "last used" may get: it is written at most once per this interval. */
export const LAST_USED_PRECISION_MS = 5 * 60_000;

/** Records that a request used the session, unless that was recorded less than LAST_USED_PRECISION_MS ago (no ORM change: cached viewers stay). */
async function touchSession(em: EntityManager, sessionId: number, lastUsedAt: Date | null): Promise<void> {
  const now = Date.now();
  if (lastUsedAt && now - lastUsedAt.getTime() < LAST_USED_PRECISION_MS) return;
  try {
    await em.getConnection().execute('update sessions set last_used_at = ? where id = ?', [new Date(now), sessionId]);
  } catch {
    // Only a hint for the person's session list: never fails the request.
  }
}

/** The viewer of one request from the viewer statement's row: read models for checks, managed entities of the request's EntityManager on first use. */
/**
 * The viewer of a session row. Its user, session and provider entities are mapped on first use
 * into `target()` (the EntityManager that read it, unless the caller names another): a context
 * that makes its fork only when used passes its own, so a viewer holds no fork of its own.
 */
function viewerOf(em: EntityManager, row: Readonly<Record<string, unknown>>, target: () => EntityManager): Viewer {
  // `em` only reads the metadata here: the viewer does not keep it.
  const providerView = row.p__id === null ? null : readModelMapper(em, ServiceProvider, 'p__')(row);
  return new SessionViewer(row, target, providerView);
}

/**
 * A viewer as viewerOf makes it: a class, so that the thousands a process holds for its open
 * subscriptions (one per subscription of every open screen) share their accessors instead of
 * each carrying closures of its own.
 */
class SessionViewer implements Viewer {
  readonly userId: number;
  role: Role;
  sessionRole: SessionRole;
  clientId: number | null;
  providerId: number | null;
  readonly providerProfile: ServiceProvider | null;
  impersonatorId: number | null;
  readonly #row: Readonly<Record<string, unknown>>;
  readonly #target: () => EntityManager;
  #user: User | undefined;
  #session: Session | undefined;
  #provider: ServiceProvider | null | undefined;

  constructor(row: Readonly<Record<string, unknown>>, target: () => EntityManager, providerView: ServiceProvider | null) {
    this.#row = row;
    this.#target = target;
    const role = row.u__role as Role;
    this.userId = Number(row.u__id);
    this.role = role;
    if (role === Role.admin) this.sessionRole = 'admin';
    else if (role === Role.worker) this.sessionRole = providerView?.isApproved ? 'worker' : 'pending_worker';
    else this.sessionRole = 'client';
    this.clientId = row.client__id === null ? null : Number(row.client__id);
    this.providerId = providerView?.id ?? null;
    this.providerProfile = providerView;
    const impersonator = row.s__impersonator_id;
    this.impersonatorId = impersonator === null || impersonator === undefined ? null : Number(impersonator);
  }

  get user(): User {
    return (this.#user ??= this.#target().map(User, unprefix(this.#row, 'u__')));
  }

  get session(): Session {
    return (this.#session ??= this.#target().map(Session, unprefix(this.#row, 's__')));
  }

  get provider(): ServiceProvider | null {
    if (this.#provider === undefined) this.#provider = this.providerProfile ? this.#target().map(ServiceProvider, unprefix(this.#row, 'p__')) : null;
    return this.#provider;
  }
}
