import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../auth/viewer';
import type { Conversation } from './conversation.entity';
import type { AuthorRole } from './conversation-words';
import { forbidden } from '../../shared/errors';

/** The people of a conversation, read afresh for every decision (a worker unassigned leaves at once). */
export interface ConversationParties {
  kind: Conversation['kind'];
  /** A request's client's account, or a support chat's owner. */
  clientUserId: number | null;
  /** The account of the worker assigned to the request, if any. */
  workerUserId: number | null;
  /** A support chat's owner. */
  ownerUserId: number | null;
  /** A support chat's owner's side: a worker's account, or a client's. */
  ownerAudience: 'client' | 'worker';
  /** The request's title, or "Support chat". */
  title: string;
}

/** Reads a conversation's parties in one statement. */
export async function loadParties(em: EntityManager, conversationId: number): Promise<ConversationParties | null> {
  const [row] = await em.execute<{ kind: Conversation['kind']; client_user: number | null; worker_user: number | null; owner_id: number | null; owner_role: string | null; owner_name: string | null; title: string | null }[]>(
    `select v.kind, c.user_id as client_user, p.user_id as worker_user, v.owner_id, o.role as owner_role, trim(o.first_name || ' ' || o.last_name) as owner_name, r.title
       from conversations v
       left join service_requests r on r.id = v.request_id
       left join clients c on c.id = r.client_id
       left join service_providers p on p.id = r.provider_id
       left join users o on o.id = v.owner_id
      where v.id = ?`,
    [conversationId],
  );
  if (!row) return null;
  const num = (v: number | null) => (v === null ? null : Number(v));
  return {
    kind: row.kind,
    clientUserId: num(row.client_user),
    workerUserId: num(row.worker_user),
    ownerUserId: num(row.owner_id),
    ownerAudience: row.owner_role === 'worker' ? 'worker' : 'client',
    title: row.title ?? `Support chat${row.owner_name ? ` with ${row.owner_name}` : ''}`,
  };
}

/**
 * The viewer's part in a conversation, or null when they have none: admins read and post in
 * every conversation; a request's client, and its worker while assigned (not before accepting
 * or being assigned, and no longer once unassigned); a support chat's owner.
 */
export function partOf(viewer: Viewer, p: ConversationParties): AuthorRole | null {
  if (viewer.sessionRole === 'admin') return 'admin';
  if (p.kind === 'support') return p.ownerUserId === viewer.userId ? p.ownerAudience : null;
  if (p.clientUserId === viewer.userId) return 'client';
  if (p.workerUserId === viewer.userId) return 'worker';
  return null;
}

export function assertPart(viewer: Viewer, p: ConversationParties | null): AuthorRole {
  const part = p ? partOf(viewer, p) : null;
  if (!part) throw forbidden('Only the client, the worker on the job and Elite Support can read this conversation');
  return part;
}

/** Who hears of a new message (besides its author): the other people in it; admins hear of support chats only. */
export async function recipientsOf(em: EntityManager, p: ConversationParties, authorUserId: number, authorRole: AuthorRole): Promise<{ userId: number; audience: 'client' | 'worker' | 'admin' }[]> {
  if (p.kind === 'support') {
    if (authorRole !== 'admin') {
      const admins = await em.execute<{ id: number }[]>(`select id from users where role = 'admin' and id <> ?`, [authorUserId]);
      return admins.map((a) => ({ userId: Number(a.id), audience: 'admin' as const }));
    }
    return p.ownerUserId !== null ? [{ userId: p.ownerUserId, audience: p.ownerAudience }] : [];
  }
  const out: { userId: number; audience: 'client' | 'worker' }[] = [];
  if (p.clientUserId !== null && p.clientUserId !== authorUserId) out.push({ userId: p.clientUserId, audience: 'client' });
  if (p.workerUserId !== null && p.workerUserId !== authorUserId) out.push({ userId: p.workerUserId, audience: 'worker' });
  return out;
}

/** Everyone who may hear a conversation's live events, admins aside (who always may). */
export function audienceOf(p: ConversationParties): number[] {
  return [p.clientUserId, p.workerUserId, p.ownerUserId].filter((id): id is number => id !== null);
}
