import type { EntityManager } from '@mikro-orm/postgresql';
import { Cursor, type EntityName, type FilterQuery, type FindByCursorOptions, type QueryOrderMap } from '@mikro-orm/core';
import { badInput } from './errors';

/**
 * Cursor pagination of the ORM, one shape for every list that can grow: a page is `items` and
 * `pageInfo { hasNextPage endCursor }` (graphql/pagination.ts gives it its GraphQL connection type).
 * A cursor is opaque: the ordering values of the last item (keyset pagination), so a page
 * costs one indexed statement however deep it is.
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** Where a page ends: pass endCursor as `after` for the next page. */
export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

/** What services take: a page size and an optional cursor. */
export interface PageInput {
  first?: number | null;
  after?: string | null;
}

export interface Page<T> {
  items: T[];
  pageInfo: PageInfo;
}

export function pageSize(first: number | null | undefined): number {
  const n = first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE) throw badInput([{ path: 'first', message: `first must be between 1 and ${MAX_PAGE_SIZE}` }]);
  return n;
}

/** The most a REST list answers in one plain array (the spec's lists are arrays, not pages). */
export const REST_LIST_MAX = 500;

/**
 * Every item of a paged list, page after page, up to `max`: REST keeps the spec's plain
 * arrays while each list has one service method, the page one.
 */
export async function allItems<T>(pageOf: (page: PageInput) => Promise<Page<T>>, max: number = Number.POSITIVE_INFINITY): Promise<T[]> {
  const items: T[] = [];
  let after: string | null = null;
  while (items.length < max) {
    const page: Page<T> = await pageOf({ first: Math.min(MAX_PAGE_SIZE, max - items.length), after });
    items.push(...page.items);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
    after = page.pageInfo.endCursor;
  }
  return items;
}

export function emptyPage<T>(): Page<T> {
  return { items: [], pageInfo: { hasNextPage: false, endCursor: null } };
}

/** Maps the items of a page (rows built from entities keep the entity page's cursor). */
export function mapPage<T, U>(page: Page<T>, fn: (items: T[]) => U[]): Page<U> {
  return { items: fn(page.items), pageInfo: page.pageInfo };
}

/** A cursor this module made: base64url JSON of one value per ordering column. */
export function assertCursor(after: string, columns: number): void {
  let values: unknown[] | null = null;
  try {
    values = Cursor.decode(after);
  } catch {
    values = null;
  }
  if (!Array.isArray(values) || values.length !== columns) throw badInput([{ path: 'after', message: 'Invalid cursor' }]);
}

/** The cursor of a list ordered in SQL by computed values: base64url JSON of the last item's ordering values. */
export function encodeCursor(values: (string | number)[]): string {
  return Cursor.encode(values);
}

/** The ordering values of a cursor made by encodeCursor; anything else (or values `valid` refuses) is BAD_USER_INPUT. */
export function decodeCursor<T extends unknown[]>(after: string, valid: (values: unknown[]) => boolean): T {
  let values: unknown = null;
  try {
    values = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    values = null;
  }
  if (!Array.isArray(values) || !valid(values)) throw badInput([{ path: 'after', message: 'Invalid cursor' }]);
  return values as T;
}

/**
 * A page from rows fetched in SQL with `limit first + 1` (the extra row only tells that a
 * next page exists); `cursorOf` gives a row's ordering values for endCursor.
 */
export function pageOfRows<R, T>(rows: R[], first: number, cursorOf: (row: R) => (string | number)[], toItems: (rows: R[]) => T[]): Page<T> {
  const pageRows = rows.slice(0, first);
  const last = pageRows[pageRows.length - 1];
  return { items: toItems(pageRows), pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeCursor(cursorOf(last)) : null } };
}

/** SQL for a timestamp as a cursor value: UTC ISO 8601 with the microseconds Postgres keeps (a JS Date would drop them). */
export function timestampCursorSql(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

const TIMESTAMP_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Cursor values [timestamp (timestampCursorSql), id]. */
export function isTimestampAndId(values: unknown[]): boolean {
  return values.length === 2 && typeof values[0] === 'string' && TIMESTAMP_CURSOR.test(values[0]) && !Number.isNaN(Date.parse(values[0])) && Number.isSafeInteger(values[1]);
}

/**
 * One page of an entity list in one statement (keyset on `orderBy`, which must end in a
 * unique column such as `id`). Uses MikroORM's cursor support; no total count.
 */
export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  orderBy: QueryOrderMap<T>,
  page: PageInput,
  options: Omit<FindByCursorOptions<T, never, '*', never, false>, 'first' | 'after' | 'orderBy' | 'includeCount'> = {},
): Promise<Page<T>> {
  const first = pageSize(page.first);
  const after = page.after || undefined;
  if (after) assertCursor(after, Object.keys(orderBy).length);
  const cursor = await em.findByCursor(entity, where, { ...options, first, after, orderBy, includeCount: false } as FindByCursorOptions<T, never, '*', never, false>);
  const items = [...cursor.items] as T[];
  return { items, pageInfo: { hasNextPage: cursor.hasNextPage, endCursor: items.length ? cursor.endCursor : null } };
}
