import crypto from 'node:crypto';
import type { EntityManager, Knex, MikroORM } from '@mikro-orm/postgresql';

/**
 * Named prepared statements for the hottest reads (the viewer, the worker queue). MikroORM's
 * em.execute inlines every parameter into the SQL text and sends it with the simple query
 * protocol, so PostgreSQL parses and plans the statement again on every request. Here the
 * text keeps its parameters (`?`, numbered by knex) and carries a name derived from the text:
 * each pooled connection parses it once, and PostgreSQL plans it once it settles on a
 * generic plan. The statement still passes through the ORM's onQuery hook, so the statement
 * counter (query-stats.ts) and test observers see it.
 *
 * Embedded PGlite serves every socket connection from one backend session and queues their
 * protocol messages one by one: a name parsed by one connection already exists for the next,
 * and the messages of two extended-protocol exchanges can interleave. There (and until
 * enablePreparedStatements has looked at the server) the statement goes through em.execute
 * as before.
 */
const enabled = new WeakMap<object, boolean>();

/** Turns named statements on for this ORM unless its server is embedded PGlite; returns whether they are on. */
export async function enablePreparedStatements(orm: MikroORM): Promise<boolean> {
  const known = enabled.get(orm.config);
  if (known !== undefined) return known;
  const [row] = await orm.em.fork().execute<{ v: string }[]>('select version() as v');
  const on = !/pglite/i.test(String(row?.v ?? ''));
  enabled.set(orm.config, on);
  return on;
}

export function preparedStatementsEnabled(em: EntityManager): boolean {
  return enabled.get(em.config) === true;
}

const names = new Map<string, string>();

/** A statement name unique to its text (pg refuses one name for two texts). */
function nameOf(sql: string): string {
  let name = names.get(sql);
  if (!name) names.set(sql, (name = `app_${crypto.createHash('sha1').update(sql).digest('hex').slice(0, 16)}`));
  return name;
}

type Binding = Knex.RawBinding;

/** The parts of knex's client a statement outside a transaction runs through: its pool and its query step (logging hooks, error text). */
interface KnexClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
  query(connection: unknown, query: { sql: string; bindings: unknown[]; options: { name: string }; method: 'raw' }): Promise<{ response: { rows: unknown[] } }>;
}

/** A statement's text with knex's positional `?` numbered as PostgreSQL's `$1, $2 ...` (knex's own rule: `\\?` stays a `?`), and how many there are. */
const positioned = new Map<string, { text: string; count: number }>();

function positionedOf(sql: string): { text: string; count: number } {
  let known = positioned.get(sql);
  if (!known) {
    let count = 0;
    const text = sql.replace(/(\\*)(\?)/g, (_match: string, escapes: string) => (escapes.length % 2 ? '?' : `$${++count}`));
    // Escaped question marks are knex's to read: such a text keeps the knex path (count -1).
    if (sql.includes('\\')) count = -1;
    positioned.set(sql, (known = { text, count }));
  }
  return known;
}

/**
 * Runs `sql` (positional `?` parameters, the same text on every call: arrays go in as one
 * parameter, `= any(?::int[])`) as a named prepared statement in the EntityManager's
 * transaction, if any; rows as em.execute returns them.
 */
export async function executePrepared<T extends object>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  if (!preparedStatementsEnabled(em)) return em.execute<T[]>(sql, params);
  const connection = em.getConnection();
  const onQuery = em.config.get('onQuery');
  const text = onQuery(sql, params);
  const knex = connection.getKnex();
  const ctx = em.getTransactionContext<Knex.Transaction>();
  // Connection.executeQuery: the ORM's query logging and its conversion of driver errors.
  const run = (connection as unknown as { executeQuery<R>(q: string, cb: () => Promise<R>): Promise<R> }).executeQuery.bind(connection);
  const { text: numbered, count } = positionedOf(text);
  if (!ctx && count === params.length && !params.includes(undefined)) {
    // Outside a transaction: a pooled connection and knex's query step, without building a
    // knex query (its parsing of the bindings and its runner were a tenth of a queue page).
    const client = knex.client as unknown as KnexClient;
    const result = await run(text, async () => {
      const pooled = await client.acquireConnection();
      try {
        return (await client.query(pooled, { sql: numbered, bindings: params, options: { name: nameOf(text) }, method: 'raw' })).response;
      } finally {
        await client.releaseConnection(pooled);
      }
    });
    return result.rows as T[];
  }
  // In a transaction (its connection), or bindings knex refuses (with its own message).
  const query = knex.raw(text, params as Binding[]).options({ name: nameOf(text) });
  if (ctx) query.transacting(ctx);
  const result = await run(text, async (): Promise<{ rows: T[] }> => await query);
  return result.rows;
}
