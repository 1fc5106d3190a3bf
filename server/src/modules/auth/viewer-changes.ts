import { ChangeSetType, type ChangeSet, type EventSubscriber, type FlushEventArgs, type TransactionEventArgs } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppPubSub } from '../../events/pubsub';
import { rootTransaction } from '../../shared/root-transaction';
import { publishViewerUpdated } from './session-events';
import { User } from '../users/user.entity';
import { Session } from './session.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Client } from '../clients/client.entity';

/** The user a changed row of the viewer statement belongs to (users, sessions, clients, service_providers). */
function userOf(cs: ChangeSet<object>): number | null {
  const entity = cs.entity as { id?: unknown; user?: { id?: unknown } | null };
  // A new user or session has no cached viewer yet.
  if (entity instanceof User) return cs.type === ChangeSetType.CREATE ? null : Number(entity.id);
  if (entity instanceof Session && cs.type === ChangeSetType.CREATE) return null;
  if (entity instanceof Session || entity instanceof ServiceProvider || entity instanceof Client) {
    const id = entity.user?.id;
    return id === undefined || id === null ? null : Number(id);
  }
  return null;
}

/**
 * Announces, after they commit, the ORM writes that change what the viewer statement reads
 * (a user, their client record, their provider profile, their sessions): every API process
 * drops the user's cached viewers (viewer-cache.ts) before the write's caller goes on, so the
 * next request anywhere reads them again. Writes outside the ORM's unit of work (raw SQL,
 * nativeUpdate) are not seen here; session revocations and access changes announce
 * themselves (session-events.ts), and the cache's short lifetime bounds the rest.
 */
export class ViewerChanges implements EventSubscriber {
  /** Users touched inside a transaction, announced when its outermost transaction commits. */
  private readonly pending = new WeakMap<object, Set<number>>();

  constructor(private readonly pubsub: AppPubSub) {}

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    let users: Set<number> | null = null;
    for (const cs of uow.getChangeSets()) {
      const user = userOf(cs);
      if (user !== null && Number.isInteger(user)) (users ??= new Set()).add(user);
    }
    if (!users) return;
    const trx = em.getTransactionContext();
    if (trx) {
      const root = rootTransaction(trx);
      const waiting = this.pending.get(root);
      if (waiting) for (const u of users) waiting.add(u);
      else this.pending.set(root, users);
      return;
    }
    // Flushed in a transaction of its own, which has committed.
    await this.announce(users);
  }

  async afterTransactionCommit({ transaction }: TransactionEventArgs): Promise<void> {
    if (!transaction) return;
    const users = this.pending.get(transaction);
    if (!users) return;
    this.pending.delete(transaction);
    await this.announce(users);
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    if (transaction) this.pending.delete(transaction);
  }

  private async announce(users: Set<number>): Promise<void> {
    await Promise.all([...users].map((u) => publishViewerUpdated(this.pubsub, u)));
  }
}

/** Registers the announcements on an ORM (once per ORM and event bus). */
const registered = new WeakMap<object, Set<AppPubSub>>();
export function announceViewerChanges(orm: MikroORM, pubsub: AppPubSub): void {
  let buses = registered.get(orm.config);
  if (!buses) registered.set(orm.config, (buses = new Set()));
  if (buses.has(pubsub)) return;
  buses.add(pubsub);
  orm.em.getEventManager().registerSubscriber(new ViewerChanges(pubsub));
}
