import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestEvent } from '../../events/pubsub';

/** The people a change of one request concerns, read when the outbox delivers it; null when the request is gone. */
export async function requestEvent(em: EntityManager, requestId: number, kind: string, formerProviderId?: number | null): Promise<RequestEvent | null> {
  const rows = await em.execute<{ client_user: number | null; provider_user: number | null }[]>(
    `select c.user_id as client_user, p.user_id as provider_user
       from service_requests r
       join clients c on c.id = r.client_id
       left join service_providers p on p.id = r.provider_id or p.id = ?
      where r.id = ?`,
    [formerProviderId ?? null, requestId],
  );
  if (rows.length === 0) return null;
  const userIds = [...new Set(rows.flatMap((row) => [row.client_user, row.provider_user]).filter((id): id is number => id !== null).map(Number))];
  return { requestId, kind, userIds, at: new Date().toISOString() };
}
