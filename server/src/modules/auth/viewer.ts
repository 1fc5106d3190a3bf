import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, User } from './user.entity';
import { Session } from './session.entity';
import { hashToken } from './session.service';
import { ServiceProvider } from '../providers/service-provider.entity';
import { prefixedColumns, unprefix } from '../../db/read-model';

/** client | worker (approved) | pending_worker | admin: what the session may do. */
export type SessionRole = 'client' | 'worker' | 'pending_worker' | 'admin';

/** The signed-in person, decided by the server from the session alone. */
export interface Viewer {
  user: User;
  session: Session;
  role: Role;
  sessionRole: SessionRole;
  clientId: number | null;
  provider: ServiceProvider | null;
  impersonatorId: number | null;
}

function viewerOf(session: Session, user: User, clientId: number | null, provider: ServiceProvider | null): Viewer {
  let sessionRole: SessionRole;
  if (user.role === Role.admin) sessionRole = 'admin';
  else if (user.role === Role.worker) sessionRole = provider?.isApproved ? 'worker' : 'pending_worker';
  else sessionRole = 'client';
  return { user, session, role: user.role, sessionRole, clientId, provider, impersonatorId: session.impersonatorId };
}

/**
 * The viewer for a session token, or null when it is unknown, revoked or expired: the
 * session, its user, the user's client id and (for anyone but an admin) their provider
 * profile in one statement, every request. The user, session and provider are managed in
 * this request's EntityManager, so services may change them.
 */
export async function resolveViewer(em: EntityManager, token: string | null | undefined): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const sql = `
    select ${prefixedColumns(em, Session, 's', 's__')}, ${prefixedColumns(em, User, 'u', 'u__')},
           c.id as client__id, ${prefixedColumns(em, ServiceProvider, 'p', 'p__')}
      from sessions s
      join users u on u.id = s.user_id
      left join clients c on c.user_id = u.id
      left join service_providers p on p.user_id = u.id and u.role <> 'admin'
     where s.token_hash = ?`;
  const [row] = await em.execute<Record<string, unknown>[]>(sql, [hashToken(token)]);
  if (!row) return null;
  const user = em.map(User, unprefix(row, 'u__'));
  const session = em.map(Session, unprefix(row, 's__'));
  if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
  const provider = row.p__id === null ? null : em.map(ServiceProvider, unprefix(row, 'p__'));
  return viewerOf(session, user, row.client__id === null ? null : Number(row.client__id), provider);
}
