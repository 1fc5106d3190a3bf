import { z } from 'zod';
import { fieldError } from '../shared/errors';
import type { RouteDef } from './define';

/**
 * Every list route (a GET answering an array) also answers in pages: send `cursor` (empty for
 * the first page) and the answer is the envelope {items, total, nextCursor}; without it, the
 * plain array of the spec. `pageSize` is 1 to 100 (50 unless given).
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export const pagingQuery = z.object({
  cursor: z.string().max(100).optional().meta({ description: 'Ask for a page: empty for the first one, then the nextCursor of the page before. Without it the whole list is one array', example: '' }),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().meta({ description: `Items per page, 1 to ${MAX_PAGE_SIZE} (${DEFAULT_PAGE_SIZE} unless given); with cursor`, example: 20 }),
});

/** The envelope of a page of a list of `item`: a named component <Item>Page when the item is named. */
export function pageOf(item: z.ZodType): z.ZodType {
  const id = (z.globalRegistry.get(item) as { id?: string } | undefined)?.id;
  const page = z.object({
    items: z.array(item).describe('The items of this page'),
    total: z.number().int().describe('How many items the whole list holds'),
    nextCursor: z.string().nullable().describe('Send as cursor for the next page; null on the last one'),
  });
  return id ? page.meta({ id: `${id}Page`, description: `A page of ${id} items` }) : page.describe('A page of the list');
}

/** The element schema of a list route, or null for any other route. */
export function listItem(def: Pick<RouteDef, 'method' | 'response'>): z.ZodType | null {
  const schema = def.response.schema;
  return def.method === 'get' && schema instanceof z.ZodArray ? (schema.element as z.ZodType) : null;
}

const pageSchemas = new WeakMap<z.ZodType, z.ZodType>();

/** A list route's answer: the array, or a page of it. */
export function listAnswer(def: RouteDef): z.ZodType | undefined {
  const item = listItem(def);
  if (!item) return def.response.schema;
  let schema = pageSchemas.get(def.response.schema!);
  if (!schema) {
    schema = z.union([def.response.schema!, pageOf(item)]);
    pageSchemas.set(def.response.schema!, schema);
  }
  return schema;
}

const encode = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decode(cursor: string): number {
  if (cursor === '') return 0;
  const m = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw fieldError('cursor', 'cursor must be empty or the nextCursor of a page');
  return Number(m[1]);
}

/** The paging a list call asks for (null: the plain array), from its raw query. */
export function pagingOf(def: RouteDef, query: unknown): { offset: number; size: number } | null {
  if (!listItem(def)) return null;
  const parsed = pagingQuery.safeParse(query);
  if (!parsed.success) throw fieldError(String(parsed.error.issues[0].path[0] ?? 'pageSize'), parsed.error.issues[0].message);
  if (parsed.data.cursor === undefined) return null;
  return { offset: decode(parsed.data.cursor), size: parsed.data.pageSize ?? DEFAULT_PAGE_SIZE };
}

/** One page of a whole list. */
export function pageFrom<T>(all: readonly T[], paging: { offset: number; size: number }) {
  const end = paging.offset + paging.size;
  return { items: all.slice(paging.offset, end), total: all.length, nextCursor: end < all.length ? encode(end) : null };
}
