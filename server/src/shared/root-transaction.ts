/**
 * The outermost transaction of a (possibly nested, savepoint) knex transaction, as MikroORM
 * hands it to its subscribers: its commit is the one that counts, and it is the one
 * `afterTransactionCommit` and `afterTransactionRollback` receive.
 */
export function rootTransaction(trx: object): object {
  let current = trx as Record<symbol, unknown>;
  for (;;) {
    const parentKey = Object.getOwnPropertySymbols(current).find((s) => s.description === 'parentTransaction');
    const parent = parentKey ? current[parentKey] : undefined;
    // A knex transaction is a function object.
    if (!parent || (typeof parent !== 'object' && typeof parent !== 'function')) return current;
    current = parent as Record<symbol, unknown>;
  }
}
