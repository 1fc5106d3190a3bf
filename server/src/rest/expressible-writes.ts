import { ChangeSetType, type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { ServiceRequest } from '../modules/requests/service-request.entity';
import { Invoice } from '../modules/invoices/invoice.entity';
import { Client } from '../modules/clients/client.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { User } from '../modules/users/user.entity';
import { checkAnswer } from './answer-check';
import { clientJson, invoiceJson, notificationJson, requestCoreJson, userJson } from './shape';
import { ClientOut, InvoiceOut, NotificationOut, RequestCoreOut, UserOut } from './schemas';

/**
 * A write's answer cannot fail after its write committed: what the answers show of every row a
 * flush is about to write is checked against the answer schemas BEFORE the row is written.
 *
 * The answers (rest/shape.ts, checked by rest/mount.ts) are built after the service's
 * transaction committed; an answer its schema refuses would be a 500 over a stored row, and
 * every later list holding that row would fail too (issue 39: priority "" stored, then 500).
 * One outer transaction around a route cannot be had (a payment attempt commits before the
 * processor is called; a cancel's refund is confirmed after its commit). So the check runs at
 * the one place every write passes through, whatever the transport (REST, GraphQL, jobs):
 * the ORM's onFlush, once the change sets are computed and before any SQL is sent. A row whose
 * shown fields its answer schema refuses throws there: the flush writes nothing and the
 * transaction around it rolls back, so the caller gets an error and nothing is stored.
 *
 * Each entity is shaped with the same function its answers use and checked with its schema
 * made partial: a field not loaded (a partly loaded entity, an id not yet assigned) is not
 * judged; every field that holds a value must conform. Shaping that throws because a relation
 * is not loaded is not a refusal either (the answer that needs it loads it).
 * The database's CHECK constraints hold the same word lists (db/migrations): this catches what
 * they do not know (a value a shaping function cannot express), before the commit.
 */
interface Expressible {
  entity: abstract new (...args: never[]) => object;
  schema: z.ZodObject;
  shape: (entity: never) => unknown;
}

const EXPRESSIBLE: Expressible[] = [
  { entity: ServiceRequest, schema: RequestCoreOut, shape: requestCoreJson },
  { entity: Invoice, schema: InvoiceOut, shape: (inv: Invoice) => invoiceJson(inv) },
  { entity: Client, schema: ClientOut, shape: clientJson },
  { entity: Notification, schema: NotificationOut, shape: notificationJson },
  { entity: User, schema: UserOut, shape: userJson },
];

const byName = new Map(EXPRESSIBLE.map((e) => [e.entity.name, { ...e, partial: e.schema.partial() }]));

/** The row's fields as its answer shows them; undefined (not loaded) fields left out. */
function shown(e: { shape: (entity: never) => unknown }, entity: object): Record<string, unknown> | null {
  let out: unknown;
  try {
    out = e.shape(entity as never);
  } catch {
    return null;
  }
  if (!out || typeof out !== 'object') return null;
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** Why the answer schemas refuse what `entity` would store, or null when they take it. */
export function inexpressible(entity: object): string | null {
  const e = byName.get(entity.constructor.name);
  if (!e) return null;
  const value = shown(e, entity);
  if (!value) return null;
  const checked = checkAnswer(e.partial, value);
  if (checked.success) return null;
  return checked.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.')}: ${i.message}`)
    .join('; ');
}

export class ExpressibleWrites implements EventSubscriber {
  onFlush({ uow }: FlushEventArgs): void {
    for (const cs of uow.getChangeSets()) {
      if (cs.type !== ChangeSetType.CREATE && cs.type !== ChangeSetType.UPDATE) continue;
      const why = inexpressible(cs.entity);
      if (why) throw new Error(`${cs.meta.className} #${String((cs.entity as { id?: unknown }).id ?? 'new')} would be stored with values its answer cannot show, so nothing is written: ${why}`);
    }
  }
}

const registered = new WeakSet<object>();

/** Registers the check once per ORM (rest/router.ts). */
export function checkWritesExpressible(orm: MikroORM): void {
  const events = orm.em.getEventManager();
  if (registered.has(events)) return;
  registered.add(events);
  events.registerSubscriber(new ExpressibleWrites());
}
