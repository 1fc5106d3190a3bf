import { EventEmitter } from 'node:events';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import { ChangeSetType, type EntityManager as CoreEntityManager, type EventSubscriber, type FlushEventArgs, type TransactionEventArgs } from '@mikro-orm/core';
import { rootTransaction } from '../../shared/root-transaction';

/**
 * Waking the deliverers once outbox rows have committed. Nobody calls this by hand: the ORM
 * subscriber below (registered in db/orm-config.ts) sees every flush that created an outbox
 * row and wakes this process's deliverers (outbox delivery, message dispatch) when the
 * transaction that wrote it commits; never before, and not at all when it rolls back.
 * A write of outbox rows in raw SQL (em.execute) says so with outboxWritten(em).
 */

const wake = new EventEmitter();
wake.setMaxListeners(0);

/** Root transactions that wrote outbox rows and have not committed yet. */
const written = new WeakSet<object>();

/** The HTTP request being answered, when work is committed while answering one. */
const answering = new AsyncLocalStorage<{ pending: boolean }>();

/**
 * Runs a request's handling so that work it commits is delivered once its answer has been
 * sent: the fan-out never delays the answer (Express middleware).
 */
export function deliverAfterAnswer(res: ServerResponse, next: () => void): void {
  const store = { pending: false };
  const flush = () => {
    if (!store.pending) return;
    store.pending = false;
    wake.emit('work');
  };
  res.once('finish', flush);
  res.once('close', flush);
  answering.run(store, next);
}

/** Committed work is delivered right after the current HTTP answer has gone out (at once outside a request). */
function wakeAfterAnswer(): void {
  const store = answering.getStore();
  if (store) store.pending = true;
  else wake.emit('work');
}

/** Subscribes a deliverer to "outbox rows have committed in this process". */
export function onOutboxWork(listener: () => void): () => void {
  wake.on('work', listener);
  return () => wake.off('work', listener);
}

/**
 * Records that `em` has just written outbox rows: inside a transaction the deliverers wake
 * when its outermost transaction commits; outside one the write has committed already, and
 * they wake now. Flushed outbox entities are seen without it; call it after raw SQL writes.
 */
export function outboxWritten(em: Pick<CoreEntityManager, 'getTransactionContext'>): void {
  const trx: object | undefined = em.getTransactionContext();
  if (trx) written.add(rootTransaction(trx));
  else wakeAfterAnswer();
}

/**
 * The ORM subscriber that wakes delivery after a commit that wrote outbox rows: the rows of
 * `entities` a flush created mark their transaction, and its commit wakes the deliverers.
 */
export class OutboxCommits implements EventSubscriber {
  private readonly entities: Set<string>;

  constructor(entities: (abstract new (...args: never[]) => object)[]) {
    this.entities = new Set(entities.map((e) => e.name));
  }

  afterFlush({ em, uow }: FlushEventArgs): void {
    for (const cs of uow.getChangeSets()) {
      if (cs.type === ChangeSetType.CREATE && this.entities.has(cs.meta.className)) {
        outboxWritten(em);
        return;
      }
    }
  }

  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    if (transaction && written.delete(transaction)) wakeAfterAnswer();
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    if (transaction) written.delete(transaction);
  }
}
