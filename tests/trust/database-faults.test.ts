import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startTestApp, type TestApp } from '../support/app';
import { onPostgresServer } from '../support/db';
import { makeApprovedWorker, makeRequest } from '../support/worker-fixtures';
import { isConnectionLost as isDatabaseUnavailable } from '../../server/src/shared/errors';
import { diff, fingerprint } from './trust-support';

/**
 * Every database fault is a 503 with Retry-After (REST) or SERVICE_UNAVAILABLE with
 * retryAfter (GraphQL, and a Retry-After header on its HTTP answer, 503 when the whole
 * operation failed for it), never 500: the classifier
 * over the shapes pg, pg-pool, knex and MikroORM give such faults, and a connection killed
 * between two statements of a request's transaction.
 */

const withCode = (message: string, code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { code, ...extra });
class KnexTimeoutError extends Error {
  override name = 'KnexTimeoutError';
}
class ConnectionException extends Error {
  override name = 'ConnectionException';
}

describe('the database fault classifier', () => {
  it.each([
    ['knex: a query on a transaction whose connection died', new Error('Transaction query already complete, run with DEBUG=knex:tx for more info')],
    ['pg: connection terminated', new Error('Connection terminated unexpectedly')],
    ['pg: connection terminated by a timeout', new Error('Connection terminated due to connection timeout')],
    ['socket reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['57P01 admin_shutdown (pg_terminate_backend)', withCode('terminating connection due to administrator command', '57P01')],
    ['57P03 cannot_connect_now', withCode('the database system is starting up', '57P03')],
    ['08006 connection_failure', withCode('connection failure', '08006')],
    ['08003 connection_does_not_exist', withCode('connection does not exist', '08003')],
    ['08P01 protocol_violation', withCode('protocol violation', '08P01')],
    ['pg: a client that saw its socket close', new Error('Client has encountered a connection error and is not queryable')],
    ['knex: pool exhausted', new KnexTimeoutError('Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?')],
    ['pg-pool: connect timeout', new Error('timeout exceeded when trying to connect')],
    ['MikroORM ConnectionException', new ConnectionException('connect ECONNREFUSED')],
    ['MikroORM DriverException copying the code', Object.assign(new Error('insert into "x" - terminating connection due to administrator command'), { name: 'DriverException', code: '57P01' })],
    ['wrapped as a cause', new Error('accept failed', { cause: withCode('Connection terminated', 'ECONNRESET') })],
    ['wrapped as a GraphQL originalError', Object.assign(new Error('Unexpected error'), { originalError: new Error('Transaction query already complete') })],
    ['inside an AggregateError', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')], 'connect failed')],
  ])('%s is a database fault', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['nothing', undefined],
  ])('%s is not', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

const onServer = onPostgresServer();
if (!onServer) console.info('Skipped on embedded PGlite: killing one database connection between the statements of a request needs a PostgreSQL server (set TEST_DATABASE_URL).');

/**
 * Terminates, synchronously (the app's event loop stays where it is), the backends of `dbName`
 * that sit idle inside a transaction: the request's, between two of its statements.
 */
function killIdleInTransaction(url: string, dbName: string): number {
  const script = `const { Client } = require('pg'); const c = new Client({ connectionString: process.argv[1] });
    c.connect().then(() => c.query("select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and state = 'idle in transaction' and pid <> pg_backend_pid()", [process.argv[2]]))
      .then((r) => { process.stdout.write(String(r.rows[0].n)); return c.end(); });`;
  return Number(execFileSync(process.execPath, ['-e', script, url, dbName], { cwd: path.resolve(__dirname, '../..'), encoding: 'utf8' }));
}

describe('a database connection killed between two statements of a request', () => {
  let app: TestApp;
  /** Armed by a test: the next statement naming service_providers first has the transaction's backend killed. */
  let armed: { killed: number } | null = null;
  beforeAll(async () => {
    if (!onServer) return;
    app = await startTestApp({
      seed: true,
      observeSql: (sql) => {
        if (!armed || armed.killed || !/service_providers/.test(sql)) return;
        armed.killed = killIdleInTransaction(app.db.url, new URL(app.db.url).pathname.slice(1));
      },
    });
  }, 120_000);
  afterAll(() => app?.close());

  (onServer ? it.each : it.skip.each)(['graphql', 'rest'] as const)('over %s: 503 / SERVICE_UNAVAILABLE with Retry-After, nothing half-written, and the next request works', async (via) => {
    const worker = await makeApprovedWorker(app, { email: `idle-kill-${via}@example.com`, categories: ['House Cleaning'] });
    const id = await makeRequest(app, { category: 'House Cleaning', paid: true });
    const before = await fingerprint(app);
    armed = { killed: 0 };
    const res =
      via === 'graphql'
        ? await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${worker.token}` }, body: JSON.stringify({ query: 'mutation($id: ID!) { acceptJob(requestId: $id) { id status } }', variables: { id: String(id) } }) })
        : await fetch(`${app.url}/api/service-requests/${id}/accept`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${worker.token}` }, body: '{}' });
    const killed = armed.killed;
    armed = null;
    expect(killed).toBeGreaterThan(0);
    const text = await res.text();
    expect(text).not.toMatch(/service_providers|terminat|pg_|at .*\.js|sql|update |Something went wrong|already complete/i);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    // The operation failed as a whole for the lost connection: 503 on both transports, as REST always answered.
    expect(res.status).toBe(503);
    if (via === 'graphql') {
      const body = JSON.parse(text) as { errors: { message: string; extensions: { code: string; retryAfter?: number } }[] };
      expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.errors[0].extensions.retryAfter).toBeGreaterThan(0);
      expect(body.errors[0].message).toMatch(/connection to the database was lost.*try again/i);
    } else {
      expect((JSON.parse(text) as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(diff(before, await fingerprint(app))).toEqual([]);
    const again = await app.gql<{ acceptJob: { status: string } }>('mutation($id: ID!) { acceptJob(requestId: $id) { status } }', { id: String(id) }, worker.token);
    expect(again.errors).toBeUndefined();
    expect(again.data?.acceptJob.status).toBe('in_progress');
  });
});
