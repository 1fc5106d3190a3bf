import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Invoice } from '../modules/invoices/invoice.entity';
import { InvoiceLineItem } from '../modules/invoices/invoice.entity';
import { Activity } from '../modules/requests/activity.entity';
import { Upload } from '../modules/uploads/upload.entity';
import { ServiceCategory } from '../modules/catalog/service-category.entity';
import { Client } from '../modules/clients/client.entity';
import { ServiceProvider } from '../modules/providers/service-provider.entity';

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/**
 * A DataLoader that also answers, without a promise, for the values primed into it: a list
 * read with its relations joined (the open queue) primes them, and a field resolver that
 * peeks first returns at once, so graphql-js completes the list's items synchronously instead
 * of awaiting a promise per relation per item.
 */
export class PrimedLoader<K, V> extends DataLoader<K, V> {
  private readonly primed = new Map<K, V>();

  override prime(key: K, value: V | PromiseLike<V> | Error): this {
    // DataLoader keeps the first value of a key; so does peek.
    if (!(value instanceof Error) && !isPromiseLike(value) && !this.primed.has(key)) this.primed.set(key, value);
    return super.prime(key, value);
  }

  override clear(key: K): this {
    this.primed.delete(key);
    return super.clear(key);
  }

  override clearAll(): this {
    this.primed.clear();
    return super.clearAll();
  }

  /** The value primed for `key`, if any. */
  peek(key: K): V | undefined {
    return this.primed.get(key);
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * Per-operation loaders for the relations the schema exposes, so a list of N parents costs
 * one statement per relation instead of N. A list read with its relations joined (the open
 * queue) primes them, and then costs none.
 */
function makeLoaders(em: EntityManager) {
  const byRequest = <T extends { request: { id: number } }>(entity: new () => T, orderBy: Record<string, 'asc' | 'desc'>) => () =>
    new DataLoader<number, T[]>(async (ids) => {
      const rows = (await em.find(entity as never, { request: { $in: [...ids] } } as never, { orderBy: orderBy as never })) as T[];
      const grouped = groupBy(rows, (r) => r.request.id);
      return ids.map((id) => grouped.get(id) ?? []);
    });
  const byId = <T extends { id: number }>(entity: new () => T) => () =>
    new PrimedLoader<number, T | null>(async (ids) => {
      const rows = (await em.find(entity as never, { id: { $in: [...ids] } } as never)) as T[];
      const map = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => map.get(id) ?? null);
    });
  return {
    /** Uploads by id (an activity's photos). */
    uploadById: byId(Upload),
    /** Categories by id (a request's category, a provider's offered categories). */
    categoryById: byId(ServiceCategory),
    /** A request's client. */
    clientById: byId(Client),
    /** A request's worker. */
    providerById: byId(ServiceProvider),
    invoicesByRequest: byRequest(Invoice, { createdAt: 'asc', id: 'asc' }),
    activitiesByRequest: byRequest(Activity, { createdAt: 'asc', id: 'asc' }),
    lineItemsByInvoice: () =>
      new DataLoader<number, InvoiceLineItem[]>(async (ids) => {
        const rows = await em.find(InvoiceLineItem, { invoice: { $in: [...ids] } }, { orderBy: { position: 'asc' } });
        const grouped = groupBy(rows, (r) => r.invoice.id);
        return ids.map((id) => grouped.get(id) ?? []);
      }),
  };
}

type LoaderMakers = ReturnType<typeof makeLoaders>;

/**
 * Per-operation loaders for the relations the schema exposes, so a list of N parents costs
 * one statement per relation instead of N. A list read with its relations joined (the open
 * queue) primes them, and then costs none. Each loader is made when first used: a live
 * subscription holds its context for as long as the socket is open, and most never use one.
 */
export function createLoaders(em: EntityManager): { [K in keyof LoaderMakers]: ReturnType<LoaderMakers[K]> } {
  const makers = makeLoaders(em);
  const made: Partial<Record<keyof LoaderMakers, unknown>> = {};
  const loaders = {} as { [K in keyof LoaderMakers]: ReturnType<LoaderMakers[K]> };
  for (const name of Object.keys(makers) as (keyof LoaderMakers)[]) {
    Object.defineProperty(loaders, name, { enumerable: true, get: () => (made[name] ??= makers[name]()) });
  }
  return loaders;
}

export type Loaders = ReturnType<typeof createLoaders>;
