import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../db/int-array';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceCategory } from '../catalog/service-category.entity';
import { Client } from '../clients/client.entity';
import type { EntityProperty } from '@mikro-orm/core';
import { isColumnProperty, prefixedColumns, propertyNames, readModelMapper, type Properties } from '../../db/read-model';
import { attachRelated } from '../../db/read-model-projection';
import { WHOLE_ROWS, type QueueProjection } from './queue-projection';
import { distanceSql, jobInReachSql, type WorkerReach } from '../requests/eligibility';
import { openJobSql } from '../requests/open-job';
import { executePrepared } from '../../db/prepared';
import { badInput } from '../../shared/errors';
import { pageSize, type Page, type PageInput } from '../../shared/paging';
import type { QueueItem } from './job.types';
import { PRIORITIES, UNKNOWN_PRIORITY_RANK, priorityRank } from '../../domain/request-status';

/** An open job: paid, pending and unassigned (the rule of requests/open-job.ts). */
const OPEN_JOB_SQL = openJobSql('r');

/** Urgent first, then high, medium, normal, low: the queue's first sort key (domain priorityRank, in SQL). */
const RANK_SQL = `case r.priority ${PRIORITIES.map((p) => `when '${p}' then ${priorityRank(p)}`).join(' ')} else ${UNKNOWN_PRIORITY_RANK} end`;

type QueueCursor = [rank: number, createdAt: string, id: number];

function encodeCursor(c: QueueCursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

function decodeCursor(after: string): QueueCursor {
  try {
    const v = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === 3 && Number.isInteger(v[0]) && typeof v[1] === 'string' && !Number.isNaN(Date.parse(v[1])) && Number.isInteger(v[2])) {
      return v as QueueCursor;
    }
  } catch {
    // fall through
  }
  throw badInput([{ path: 'after', message: 'Invalid cursor' }]);
}

type Row = Record<string, unknown> & { distance: number; rank: number; created_key: string; id: number };

/**
 * The request properties an open-queue read takes: those asked for (every column when null)
 * except the street, which a worker sees only once the job is theirs (request-access.ts).
 */
function openJobProperties(em: EntityManager, properties: Properties): string[] {
  const [street] = propertyNames(em.getMetadata().get(ServiceRequest.name), 'address.street');
  return (properties ?? columnProperties(em, ServiceRequest)).filter((p) => p !== street);
}

function columnProperties(em: EntityManager, entity: new (...args: never[]) => object): string[] {
  return (em.getMetadata().get(entity.name).props as EntityProperty[]).filter(isColumnProperty).map((p) => p.name);
}

/** The client of an open job as the queue reads and ships it: not their street or notes (the worker sees those once the job is theirs). */
function openJobClientProperties(em: EntityManager, properties: Properties): string[] {
  const [street] = propertyNames(em.getMetadata().get(Client.name), 'contactAddress.street');
  return (properties ?? columnProperties(em, Client)).filter((p) => p !== street && p !== 'notes');
}

/** The WHERE of the open queue (open jobs in the worker's reach: eligibility's SQL form) and its parameters. */
function queueWhere(origin: WorkerReach): { sql: string; params: unknown[] } {
  const reach = jobInReachSql(origin);
  return { sql: `${OPEN_JOB_SQL} and ${reach.sql}`, params: reach.params };
}

/**
 * A digest of everything an open job's item is made of: its request, category and client rows
 * whole, as PostgreSQL writes them as text. Two reads with the same digest read the same item.
 */
const ITEM_DIGEST_SQL = `md5(r::text || cat::text || c::text)`;

/**
 * The statement of one page of the queue: the page is ranked on narrow rows (the open-queue
 * index carries every column the ranking reads), then only its rows are read, with category
 * and client, in `columns`. `ids` narrows it to those requests (still open and in reach).
 */
async function queueRows<R extends object>(em: EntityManager, origin: WorkerReach, limit: number, cursor: QueueCursor | null, columns: string, ids: number[] | null = null): Promise<R[]> {
  const where = queueWhere(origin);
  const keyset = cursor ? `where q.rank > ? or (q.rank = ? and (q.created_at, q.id) < (?::timestamptz, ?))` : '';
  const sql = `
    select ${columns}
      from (
        select * from (
          select r.id, r.created_at, r.created_at::text as created_key, ${RANK_SQL} as rank, ${distanceSql()} as distance
            from service_requests r
           where ${where.sql}${ids ? ' and r.id = any(?::int[])' : ''}
        ) q ${keyset}
        order by q.rank, q.created_at desc, q.id desc
        limit ?
      ) p
      join service_requests r on r.id = p.id
      join service_categories cat on cat.id = r.category_id
      join clients c on c.id = r.client_id
     order by p.rank, p.created_at desc, p.id desc`;
  const params: unknown[] = [origin.latitude, origin.latitude, origin.longitude, ...where.params];
  // One array parameter (a PostgreSQL array literal), as jobInReachSql's categories: the same text for any ids.
  if (ids) params.push(intArray(ids));
  if (cursor) params.push(cursor[0], cursor[0], cursor[1], cursor[2]);
  params.push(limit);
  return executePrepared<R>(em, sql, params);
}

/** The columns of a page's rows in a projection (queue-projection.ts), plus its place in the queue; `digest` adds the item's digest. */
function itemColumns(em: EntityManager, projection: QueueProjection, digest = false): string {
  const request = prefixedColumns(em, ServiceRequest, 'r', '', openJobProperties(em, projection.request));
  const category = prefixedColumns(em, ServiceCategory, 'cat', 'cat__', projection.category);
  const client = prefixedColumns(em, Client, 'c', 'c__', openJobClientProperties(em, projection.client));
  return `${request}, p.created_key, p.rank, p.distance, ${category}, ${client}${digest ? `, ${ITEM_DIGEST_SQL} as digest` : ''}`;
}

/**
 * Queue rows as read models (db/read-model.ts): nothing on this path is written, and
 * hydrating managed entities was most of the queue's time. The joined category and client
 * travel with the item so the GraphQL loaders and the REST shape need no further statement.
 */
function toItems(em: EntityManager, rows: Row[], projection: QueueProjection): QueueItem[] {
  const mappers = queueItemMappers(em, projection);
  return rows.map((row) => queueItemFromRow(em, row, Number(row.distance), projection, mappers));
}

/** The row mappers of one projection (looked up once a page, not once a row). */
function queueItemMappers(em: EntityManager, projection: QueueProjection) {
  return {
    request: readModelMapper(em, ServiceRequest, '', openJobProperties(em, projection.request)),
    category: readModelMapper(em, ServiceCategory, 'cat__', projection.category),
    client: readModelMapper(em, Client, 'c__', openJobClientProperties(em, projection.client)),
  };
}

/**
 * One queue item from an open-queue row (the request's columns, its category's prefixed
 * cat__, its client's prefixed c__) and the distance from the worker: the list and the live
 * queue events build items here, so both show a job the same way.
 */
export function queueItemFromRow(em: EntityManager, row: Record<string, unknown>, distance: number, projection: QueueProjection = WHOLE_ROWS, mappers = queueItemMappers(em, projection)): QueueItem {
  const request = mappers.request(row);
  const category = mappers.category(row);
  const client = mappers.client(row);
  attachRelated(request, { category, client });
  // A page row carries the rank it was sorted by; an event's row (every column) its priority.
  const rank = row.rank !== undefined && row.rank !== null ? Number(row.rank) : priorityRank(String(row.priority ?? ''));
  return { request, category, client, distanceMiles: Math.round(distance * 10) / 10, rank };
}

/** The open-queue row of one request while it is open (paid, pending, unassigned); null once it left the queue. */
export async function openJobRow(em: EntityManager, requestId: number): Promise<Record<string, unknown> | null> {
  return (await openJobRows(em, [requestId])).get(requestId) ?? null;
}

/** The open-queue rows of these requests (one statement), by id: only those still open (paid, pending, unassigned). */
export async function openJobRows(em: EntityManager, requestIds: number[]): Promise<Map<number, Record<string, unknown>>> {
  if (requestIds.length === 0) return new Map();
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${prefixedColumns(em, ServiceRequest, 'r', '', openJobProperties(em, null))}, ${prefixedColumns(em, ServiceCategory, 'cat', 'cat__')}, ${prefixedColumns(em, Client, 'c', 'c__', openJobClientProperties(em, null))}
       from service_requests r
       join service_categories cat on cat.id = r.category_id
       join clients c on c.id = r.client_id
      where r.id = any(?::int[]) and ${OPEN_JOB_SQL}`,
    [intArray(requestIds)],
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

const hasCategories = (origin: WorkerReach) => origin.categories.some(Number.isInteger);

/**
 * One page of the open queue in one SQL statement: paid, pending, unassigned requests in the
 * worker's categories whose stored coordinates are within the worker's radius (bounding box
 * first, then haversine), urgent first, then newest; keyset cursor on (rank, created_at, id).
 */
export async function openQueuePage(em: EntityManager, origin: WorkerReach, page: PageInput, projection: QueueProjection = WHOLE_ROWS): Promise<Page<QueueItem>> {
  const first = pageSize(page.first);
  const cursor = page.after ? decodeCursor(page.after) : null;
  if (!hasCategories(origin)) return { items: [], pageInfo: { hasNextPage: false, endCursor: null } };
  const rows = await queueRows<Row>(em, origin, first + 1, cursor, itemColumns(em, projection));
  return pageOfRows(rows, first, (pageRows) => toItems(em, pageRows, projection));
}

/** A page of `first` rows (one more was read to know whether another page follows), its cursor at its last row. */
function pageOfRows<T>(rows: Row[], first: number, items: (rows: Row[]) => T[]): Page<T> {
  const pageRows = rows.slice(0, first);
  const last = pageRows[pageRows.length - 1];
  return {
    items: items(pageRows),
    pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeCursor([Number(last.rank), last.created_key, Number(last.id)]) : null },
  };
}

/** One open job of a page as its digest: the request's id and the digest of the rows its item is made of (ITEM_DIGEST_SQL). */
export interface OpenJobDigest {
  id: number;
  digest: string;
}

/**
 * One page of the open queue as digests (one statement, the page's order and cursor): a
 * reader that already holds an item of the same digest holds that item as it is now.
 */
export async function openQueueDigestPage(em: EntityManager, origin: WorkerReach, page: PageInput): Promise<Page<OpenJobDigest>> {
  const first = pageSize(page.first);
  const cursor = page.after ? decodeCursor(page.after) : null;
  if (!hasCategories(origin)) return { items: [], pageInfo: { hasNextPage: false, endCursor: null } };
  const rows = await queueRows<Row>(em, origin, first + 1, cursor, `p.id, p.created_key, p.rank, ${ITEM_DIGEST_SQL} as digest`);
  return pageOfRows(rows, first, (pageRows) => pageRows.map((row) => ({ id: Number(row.id), digest: String(row.digest) })));
}

/**
 * The items of these requests that are still open and in the worker's reach (one statement, in
 * queue order), each with its digest as read now.
 */
export async function openQueueItemsByIds(em: EntityManager, origin: WorkerReach, ids: number[], projection: QueueProjection = WHOLE_ROWS): Promise<{ item: QueueItem; digest: string }[]> {
  if (!hasCategories(origin) || ids.length === 0) return [];
  const rows = await queueRows<Row>(em, origin, ids.length, null, itemColumns(em, projection, true), ids);
  const items = toItems(em, rows, projection);
  return items.map((item, i) => ({ item, digest: String(rows[i].digest) }));
}

/** How many requests the queue holds (the dashboard card). */
export async function openQueueCount(em: EntityManager, origin: WorkerReach): Promise<number> {
  if (!hasCategories(origin)) return 0;
  const where = queueWhere(origin);
  const [row] = await em.execute<{ n: string }[]>(`select count(*) as n from service_requests r where ${where.sql}`, where.params);
  return Number(row?.n ?? 0);
}
