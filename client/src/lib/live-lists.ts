import type { ApolloCache, Reference } from '@apollo/client';

export type ReadField = <T>(field: string, from?: Reference) => T | undefined;

/** A cached connection page as cache.modify sees it. */
interface CachedConnection {
  items: readonly Reference[];
  pageInfo?: { hasNextPage?: boolean };
}

/** How one connection field of the cache holds a changed row. */
export interface Placement {
  /** The Query field of the list (a connection of the row's type), e.g. 'myJobs'. */
  field: string;
  /**
   * Whether the row belongs in the cached list with these arguments now (as the server said);
   * undefined leaves that list as it is.
   */
  member: (args: Record<string, unknown>) => boolean | undefined;
  /** The list's order: whether the row comes before `other` (a row already in the list). */
  before: (other: Reference, readField: ReadField) => boolean;
}

/** The arguments a cached connection was stored under (its key arguments, from the store field name). */
function argsOf(storeFieldName: string, fieldName: string): Record<string, unknown> {
  const raw = storeFieldName.slice(fieldName.length);
  const json = raw.startsWith(':') ? raw.slice(1) : raw.startsWith('(') ? raw.slice(1, -1) : '';
  try {
    return json ? (JSON.parse(json) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Puts a changed row into the cached lists that hold it now and takes it out of those that do
 * not, sending no query. The row is already in the cache (the subscription's result is
 * normalized as list items are), so its fields update in place everywhere; only membership
 * moves here. A row that sorts past the last loaded item of a longer list belongs to a page
 * not loaded yet and is left for it.
 */
export function placeRow(cache: ApolloCache, row: Reference, placements: Placement[]): void {
  const fields: Record<string, (value: unknown, details: { readField: ReadField; storeFieldName: string; fieldName: string }) => unknown> = {};
  for (const p of placements) {
    fields[p.field] = (value, { readField, storeFieldName, fieldName }) => {
      const list = value as CachedConnection | undefined;
      if (!list || !Array.isArray(list.items)) return value;
      const member = p.member(argsOf(storeFieldName, fieldName));
      if (member === undefined) return value;
      const present = list.items.some((item) => item.__ref === row.__ref);
      if (!member) return present ? { ...list, items: list.items.filter((item) => item.__ref !== row.__ref) } : value;
      if (present) return value;
      const at = list.items.findIndex((item) => p.before(item, readField));
      if (at === -1 && list.pageInfo?.hasNextPage) return value;
      const items = [...list.items];
      items.splice(at === -1 ? items.length : at, 0, row);
      return { ...list, items };
    };
  }
  cache.modify({ fields: fields as never });
}

/** How a list's order reads a cached row's timestamp (ISO strings compare as times). */
type Stamp = (row: Reference, readField: ReadField) => string;

/** Newest first by a timestamp read from each row, the row winning ties. */
export function newestFirstBy(stamp: Stamp, value: string | null | undefined): Placement['before'] {
  return (other, readField) => (value ?? '') >= stamp(other, readField);
}

/** Oldest (or soonest) first by a timestamp read from each row, the row going after its ties. */
export function oldestFirstBy(stamp: Stamp, value: string | null | undefined): Placement['before'] {
  return (other, readField) => (value ?? '') < stamp(other, readField);
}

/** Newest first by a timestamp field of the row. */
export function newestFirst(field: string, value: string | null | undefined): Placement['before'] {
  return newestFirstBy((other, readField) => readField<string>(field, other) ?? '', value);
}

/** Oldest (or soonest) first by a timestamp field of the row. */
export function oldestFirst(field: string, value: string | null | undefined): Placement['before'] {
  return oldestFirstBy((other, readField) => readField<string>(field, other) ?? '', value);
}
