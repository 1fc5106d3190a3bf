import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the SQL statements one HTTP request runs (benchmarks and the statement-count
 * test read it from the x-sql-statements header). Off unless SQL_STATS=true.
 */
export const queryStats = new AsyncLocalStorage<{ count: number }>();

export function countStatement(): void {
  const store = queryStats.getStore();
  if (store) store.count++;
}

export const SQL_STATS_HEADER = 'x-sql-statements';
