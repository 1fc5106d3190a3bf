import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, type User } from './user.entity';
import type { Session } from './session.entity';
import { Client } from '../clients/client.entity';
import { ServiceProvider } from '../providers/service-provider.entity';

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

export async function loadViewer(em: EntityManager, session: Session): Promise<Viewer> {
  const user = session.user.getEntity();
  const [client, provider] = await Promise.all([
    em.findOne(Client, { user: user.id }),
    user.role === Role.admin ? Promise.resolve(null) : em.findOne(ServiceProvider, { user: user.id }),
  ]);
  let sessionRole: SessionRole;
  if (user.role === Role.admin) sessionRole = 'admin';
  else if (user.role === Role.worker) sessionRole = provider?.isApproved ? 'worker' : 'pending_worker';
  else sessionRole = 'client';
  return {
    user,
    session,
    role: user.role,
    sessionRole,
    clientId: client?.id ?? null,
    provider,
    impersonatorId: session.impersonatorId,
  };
}
