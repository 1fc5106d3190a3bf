import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestEvent } from '../../events/pubsub';
import { intArray } from '../../db/int-array';

/** A change of one request whose people are to be read: the request, and the worker it was taken from, if any. */
export interface RequestChangeRef {
  requestId: number;
  formerProviderId?: number | null;
}

/** The key of a change's people in the map `requestPeople` answers. */
export const peopleKey = (ref: RequestChangeRef): string => `${ref.requestId}:${ref.formerProviderId ?? 0}`;

/**
 * The people each of these changes concerns, read in one statement: the request's client, its
 * worker and the worker it was taken from, as user ids, by `peopleKey`. A request that is gone
 * has no entry.
 */
export async function requestPeople(em: EntityManager, refs: readonly RequestChangeRef[]): Promise<Map<string, number[]>> {
  const people = new Map<string, number[]>();
  if (refs.length === 0) return people;
  const rows = await em.execute<{ request_id: number; former_id: number; client_user: number | null; provider_user: number | null }[]>(
    `select m.request_id, m.former_id, c.user_id as client_user, p.user_id as provider_user
       from unnest(?::int[], ?::int[]) as m(request_id, former_id)
       join service_requests r on r.id = m.request_id
       join clients c on c.id = r.client_id
       left join service_providers p on p.id = r.provider_id or p.id = m.former_id`,
    [intArray(refs.map((r) => r.requestId)), intArray(refs.map((r) => r.formerProviderId ?? 0))],
  );
  for (const row of rows) {
    const key = peopleKey({ requestId: Number(row.request_id), formerProviderId: Number(row.former_id) });
    const ids = people.get(key) ?? [];
    for (const id of [row.client_user, row.provider_user]) if (id !== null && !ids.includes(Number(id))) ids.push(Number(id));
    people.set(key, ids);
  }
  return people;
}

/** The event of one change of a request, from its people as `requestPeople` read them; null when the request is gone. */
export function requestEventOf(people: Map<string, number[]>, ref: RequestChangeRef, kind: string): RequestEvent | null {
  const userIds = people.get(peopleKey(ref));
  return userIds ? { requestId: ref.requestId, kind, userIds, at: new Date().toISOString() } : null;
}

/** The people a change of one request concerns, read when the outbox delivers it; null when the request is gone. */
export async function requestEvent(em: EntityManager, requestId: number, kind: string, formerProviderId?: number | null): Promise<RequestEvent | null> {
  const ref = { requestId, formerProviderId };
  return requestEventOf(await requestPeople(em, [ref]), ref, kind);
}
