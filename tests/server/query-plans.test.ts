import { startTestApp, signIn, type TestApp } from '../support/app';
import { EMAILS, adminToken } from './admin-helpers';

/**
 * Every statement a paginated list runs is served by an index on the tables that grow: the
 * real SQL of each list (captured as the app runs it) is EXPLAINed with sequential scans
 * disabled, so a plan that still scans a growing table sequentially means no index can
 * serve the query, whatever the table's size.
 */
const GROWING = ['service_requests', 'notifications', 'invoices', 'invoice_line_items', 'payments', 'audit_events', 'clients', 'service_providers', 'worker_payouts', 'reviews', 'sessions', 'users', 'activities'];

let app: TestApp;
let capturing = false;
let captured: { sql: string; params: readonly unknown[] }[] = [];

beforeAll(async () => {
  app = await startTestApp({
    seed: true,
    observeSql: (sql, params) => {
      if (capturing) captured.push({ sql, params });
    },
  });
});

afterAll(async () => {
  await app?.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) out.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, out);
  return out;
}

/** The growing tables a statement would read sequentially even with sequential scans disabled. */
async function unindexed(sql: string, params: readonly unknown[]): Promise<string[]> {
  const em = app.orm.em.fork();
  const formatted = em.getPlatform().formatQuery(sql, params as unknown[]);
  return em.transactional(async (tx) => {
    await tx.execute('set local enable_seqscan = off');
    const [row] = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${formatted}`);
    return seqScans(row['QUERY PLAN'][0].Plan).filter((t) => GROWING.includes(t));
  });
}

async function statementsOf(query: string, token: string): Promise<{ sql: string; params: readonly unknown[] }[]> {
  captured = [];
  capturing = true;
  const r = await app.gql(query, {}, token);
  capturing = false;
  expect(r.errors).toBeUndefined();
  return captured.filter((s) => /^\s*select\b/i.test(s.sql));
}

const page = (field: string, args = 'first: 50') => `{ ${field}(${args}) { pageInfo { hasNextPage endCursor } } }`;

const LISTS: { viewer: 'admin' | 'client' | 'worker'; name: string; query: string }[] = [
  { viewer: 'worker', name: 'openJobs', query: '{ openJobs(first: 50) { items { distanceMiles request { id title category { name } client { name } } } } }' },
  { viewer: 'worker', name: 'myJobs', query: page('myJobs', 'first: 50, scope: "all"') },
  { viewer: 'worker', name: 'myPayouts', query: page('myPayouts') },
  { viewer: 'worker', name: 'notifications', query: page('notifications') },
  { viewer: 'client', name: 'myRequests', query: page('myRequests') },
  { viewer: 'client', name: 'myServiceHistory', query: page('myServiceHistory') },
  { viewer: 'client', name: 'myBilling', query: page('myBilling') },
  { viewer: 'admin', name: 'adminServiceRequests', query: page('adminServiceRequests') },
  { viewer: 'admin', name: 'adminPendingPaidRequests', query: page('adminPendingPaidRequests') },
  { viewer: 'admin', name: 'adminQueuedRequests', query: page('adminQueuedRequests') },
  { viewer: 'admin', name: 'adminClients', query: page('adminClients') },
  { viewer: 'admin', name: 'adminProviders', query: page('adminProviders') },
  { viewer: 'admin', name: 'adminWorkerApplications', query: page('adminWorkerApplications') },
  { viewer: 'admin', name: 'adminAuditEvents', query: page('adminAuditEvents') },
  { viewer: 'admin', name: 'adminConsultationPayments', query: page('adminConsultationPayments') },
  { viewer: 'admin', name: 'adminPayouts', query: page('adminPayouts') },
  { viewer: 'admin', name: 'adminInvoicesPendingApproval', query: page('adminInvoicesPendingApproval') },
  { viewer: 'admin', name: 'adminActiveJobs', query: page('adminActiveJobs') },
  { viewer: 'admin', name: 'adminSchedule', query: page('adminSchedule') },
  { viewer: 'admin', name: 'adminCompletedJobs (recent)', query: '{ adminCompletedJobs(sort: "recent") { count totalCents jobs(first: 50) { pageInfo { hasNextPage endCursor } } } }' },
  { viewer: 'admin', name: 'adminCompletedJobs (highest-value)', query: '{ adminCompletedJobs(sort: "highest-value") { jobs(first: 50) { pageInfo { hasNextPage endCursor } } } }' },
  { viewer: 'admin', name: 'adminReviewQueue', query: page('adminReviewQueue') },
  { viewer: 'admin', name: 'adminPastDueBalances', query: page('adminPastDueBalances') },
  { viewer: 'admin', name: 'adminAssignmentBoard', query: page('adminAssignmentBoard') },
  { viewer: 'client', name: 'myReviews', query: page('myReviews') },
];

test('every paginated list and the session lookup are served by indexes', async () => {
  const tokens = {
    admin: await adminToken(app),
    client: await signIn(app, EMAILS.client),
    worker: await signIn(app, EMAILS.worker),
  };
  const problems: string[] = [];
  let checked = 0;
  for (const list of LISTS) {
    const statements = await statementsOf(list.query, tokens[list.viewer]);
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) {
      checked++;
      const tables = await unindexed(s.sql, s.params);
      if (tables.length) problems.push(`${list.name}: sequential scan of ${tables.join(', ')} in ${s.sql.slice(0, 160)}`);
    }
  }
  console.log(`query plans: ${LISTS.length} lists, ${checked} statements EXPLAINed, ${problems.length} without an index`);
  expect(problems).toEqual([]);
});

test('the check notices a list no index can serve', async () => {
  // Users by last name: no index orders users that way, so the plan must scan the table.
  const tables = await unindexed('select * from users order by last_name, id limit 50', []);
  expect(tables).toEqual(['users']);
});

test('a payment finds the notices it resolves by index, not by reading every notification', async () => {
  const client = await signIn(app, EMAILS.client);
  const { makeRequest } = await import('../support/worker-fixtures');
  const id = await makeRequest(app, { category: 'House Cleaning', paid: false, title: 'Indexed payment' });
  captured = [];
  capturing = true;
  const paid = await app.gql('mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id } } }', { i: { requestId: String(id), kind: 'consultation', method: 'card', idempotencyKey: 'query-plans-payment' } }, client);
  capturing = false;
  expect(paid.errors).toBeUndefined();
  const resolving = captured.filter((s) => /^\s*update notifications set expires_at/i.test(s.sql));
  expect(resolving.length).toBeGreaterThan(0);
  // Not a sequential scan, nor a walk of a whole index with a filter: the index that finds them by request.
  for (const s of resolving) expect(await indexesUsed(s.sql, s.params)).toContain('notifications_resolvable_index');
});

async function indexesUsed(sql: string, params: readonly unknown[]): Promise<string[]> {
  const em = app.orm.em.fork();
  const formatted = em.getPlatform().formatQuery(sql, params as unknown[]);
  const [row] = await em.transactional(async (tx) => {
    await tx.execute('set local enable_seqscan = off');
    return tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode & { 'Index Name'?: string } }] }[]>(`explain (format json) ${formatted}`);
  });
  const names: string[] = [];
  const walk = (node: PlanNode & { 'Index Name'?: string }) => {
    if (node['Index Name']) names.push(node['Index Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(row['QUERY PLAN'][0].Plan);
  return names;
}

test('the cap of 50 per person and type reads each person newest first from an index, without fetching and sorting their rows', async () => {
  // The trigger's own statement (notifications_keep_latest), with the rows of an insert as a list of one person and type.
  const em = app.orm.em.fork();
  const [fn] = await em.execute<{ prosrc: string }[]>(`select prosrc from pg_proc where proname = 'notifications_keep_latest'`);
  const statement = /execute '([\s\S]+?)';/.exec(fn.prosrc)![1].replace(/''/g, "'");
  expect(statement).toMatch(/from inserted/);
  const sql = statement.replace('from inserted', `from (values (1, 'new_job_available')) as inserted("user_id", "type")`);
  const nodes: (PlanNode & { 'Index Name'?: string })[] = [];
  await em.transactional(async (tx) => {
    await tx.execute('set local enable_seqscan = off');
    await tx.execute('set local enable_bitmapscan = off');
    const [row] = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${sql}`);
    const walk = (node: PlanNode) => {
      nodes.push(node);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(row['QUERY PLAN'][0].Plan);
  });
  // A person's notices past the 50th, read in the index's order (created_at, then id, backwards): no sort of their rows.
  expect(nodes.map((n) => n['Node Type']).filter((type) => /Sort/.test(type))).toEqual([]);
  expect(nodes.map((n) => n['Index Name'])).toContain('notifications_user_id_type_created_at_id_index');
});
