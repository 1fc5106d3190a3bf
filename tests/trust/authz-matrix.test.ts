import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import type { GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { hashToken } from '../../server/src/modules/auth/session.service';
import { restRoutes } from '../../server/src/rest/router';
import type { RouteDef } from '../../server/src/rest/define';
import { PNG_BYTES, makeApprovedWorker } from '../support/worker-fixtures';
import { MARKER, OUTSIDERS, ROLES, ROLE_EMAILS, diff, fingerprint, fitForSignedOut, generateOp, introspect, restIdFor, rootFields, sampleJson, seedClientA, signInAll, type GeneratedOp, type JsonSchema, type RoleName, type Targets } from './trust-support';
import { ACCESS, allowedRoles, type Access } from './access-table';
import { adminOnlyOperations } from '../support/authorized-roles';

/**
 * The authorization matrix, generated from the live schema: every Query, Mutation and
 * Subscription field against seven viewers, each allowed or denied as ACCESS declares, and no
 * answer to an outsider (another client, a worker not on the job, a pending worker, anonymous)
 * carrying client A's private marker. An operation without a declaration fails the test.
 */

let app: TestApp;
let schema: GraphQLSchema;
let tokens: Record<RoleName, string | null>;

const DENIED = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);

interface Outcome {
  verdict: 'allowed' | 'denied' | 'fault';
  code: string | null;
  body: string;
}

function classify(status: number, body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }): Outcome {
  const text = JSON.stringify(body);
  const code = body.errors?.[0]?.extensions?.code ?? null;
  if (status >= 500 || body.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) return { verdict: 'fault', code, body: text };
  if (code && DENIED.has(code)) return { verdict: 'denied', code, body: text };
  return { verdict: 'allowed', code, body: text };
}

async function post(op: GeneratedOp, token: string | null): Promise<Outcome> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: op.text, variables: op.variables }),
  });
  return classify(res.status, (await res.json()) as never);
}

/** Arguments a generated value cannot know (credentials). */
function withSpecialArgs(op: GeneratedOp): GeneratedOp {
  if (op.name === 'login') return { ...op, variables: { input: { email: 'client@demo.elite', password: 'demo-pass-2026' } } };
  if (op.name === 'adminAccess') return { ...op, variables: { password: app.config.adminPassword } };
  return op;
}

/** Admin decisions (every admin-only mutation, by its @Authorized roles), the admin sign-in and money movements: each one that takes effect writes an AuditEvent. */
const ADMIN_ONLY = new Set(adminOnlyOperations());
const AUDITED = (name: string) => ADMIN_ONLY.has(name) || ['adminAccess', 'processPayment', 'acceptJob', 'createJobInvoice', 'editJobInvoice', 'completeHundredDollarSpecial', 'unassignJob', 'updateBankAccount'].includes(name);
let auditedCalls = 0;
/** A fresh session of client A that no viewer uses: what signOutSession and DELETE /auth/sessions/{id} aim at. */
async function spareSessionOfClientA(): Promise<number> {
  const token = await signIn(app, ROLE_EMAILS.clientA);
  const rows = await app.orm.em.fork().getConnection().execute<{ id: number }[]>('select id from sessions where token_hash = ?', [hashToken(token)]);
  return Number(rows[0].id);
}

/** An outside sign-in of client A's: what removeLinkedIdentity and DELETE /auth/linked-identities/{id} aim at. */
async function spareIdentityOfClientA(): Promise<number> {
  const rows = await app.orm.em.fork().getConnection().execute<{ id: number }[]>(
    `insert into external_identities (user_id, issuer, subject, email, created_at, last_sign_in_at)
     select id, 'https://issuer.example', 'sub-' || md5(random()::text), email, now(), now() from users where email = ? returning id`,
    [ROLE_EMAILS.clientA],
  );
  return Number(rows[0].id);
}

/** Ends every other session of its caller, the listening sockets' included: runs after every other mutation. */
const ENDS_OTHER_SESSIONS = new Set(['signOutOtherSessions']);

async function auditCount(): Promise<number> {
  const rows = await app.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from audit_events');
  return Number(rows[0].n);
}

const results: { op: string; role: RoleName; outcome: Outcome; expected: 'allowed' | 'denied' }[] = [];
const problems: string[] = [];

function check(name: string, access: Access, role: RoleName, outcome: Outcome) {
  const expected = allowedRoles(access).includes(role) ? 'allowed' : 'denied';
  results.push({ op: name, role, outcome, expected });
  if (outcome.verdict === 'fault') problems.push(`${name} as ${role}: fault ${outcome.body.slice(0, 300)}`);
  else if (outcome.verdict !== expected) problems.push(`${name} as ${role}: expected ${expected}, got ${outcome.code ?? 'success'} ${outcome.body.slice(0, 300)}`);
  if (OUTSIDERS.includes(role) && outcome.body.includes(MARKER)) problems.push(`${name} as ${role}: answer carries client A's data ${outcome.body.slice(0, 300)}`);
}

describe('authorization matrix (GraphQL)', () => {
  beforeAll(async () => {
    app = await startTestApp({ seed: true });
    schema = await introspect(app);
    tokens = await signInAll(app);
  }, 120_000);
  afterAll(() => app?.close());

  it('declares the access of every operation of the schema', () => {
    const names = (['query', 'mutation', 'subscription'] as const).flatMap((k) => rootFields(schema, k).map((f) => f.name));
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((n) => !(n in ACCESS))).toEqual([]);
    // A declaration for an operation that no longer exists is stale.
    expect(Object.keys(ACCESS).filter((n) => !names.includes(n) && !n.includes(' '))).toEqual([]);
  });

  it("declares admin-only exactly the operations whose @Authorized roles are admin alone, whatever their names", () => {
    const declared = Object.keys(ACCESS).filter((n) => !n.includes(' ') && ACCESS[n] === 'admin').sort();
    const decorated = adminOnlyOperations();
    // An admin operation without @Authorized('admin'), or one the table does not declare admin-only, fails here.
    expect(declared.filter((n) => !decorated.includes(n))).toEqual([]);
    expect(decorated.filter((n) => !declared.includes(n))).toEqual([]);
    expect(decorated).toEqual(expect.arrayContaining(['assignWorker', 'approvePayout', 'impersonateDemo', 'adminReviewChanged']));
    expect(decorated.length).toBeGreaterThanOrEqual(45);
  });

  it('answers every query, mutation and subscription as declared for all seven viewers, and leaks nothing of client A', async () => {
    // Subscriptions first: every viewer subscribes to every subscription and listens while the mutations run.
    const subs: { name: string; role: RoleName; client: WsClient; events: string[]; errors: string[]; heardUntil?: number }[] = [];
    const t0 = await seedClientA(app, 'subs');
    // Sessions of their own, so that the logouts below do not close the listening sockets; a
    // socket closed because its viewer's role or approval changed (4403) reconnects as what the
    // viewer now is, as the browser does.
    const subTokens = await signInAll(app);
    for (const field of rootFields(schema, 'subscription')) {
      for (const role of ROLES) {
        const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: subTokens[role] ? { authorization: `Bearer ${subTokens[role]}` } : {}, retryAttempts: 5, retryWait: () => new Promise((r) => setTimeout(r, 100)), lazy: false });
        const entry = { name: field.name, role, client, events: [] as string[], errors: [] as string[] };
        const op = generateOp('subscription', field, t0, 3);
        client.subscribe({ query: op.text, variables: op.variables }, {
          next: (v) => (v.errors ? entry.errors.push(JSON.stringify(v.errors)) : entry.events.push(JSON.stringify(v.data))),
          error: (e) => entry.errors.push(JSON.stringify(Array.isArray(e) ? e : { message: String((e as Error)?.message ?? e) })),
          complete: () => undefined,
        });
        subs.push(entry);
      }
    }

    // Queries: read-only; every viewer, args pointing at client A's records.
    const tq = await seedClientA(app, 'queries');
    const before = await fingerprint(app);
    for (const field of rootFields(schema, 'query')) {
      const op = generateOp('query', field, tq);
      for (const role of ROLES) check(field.name, ACCESS[field.name], role, await post(role === 'anon' ? fitForSignedOut(op, field, tq) : op, tokens[role]));
    }
    expect(diff(before, await fingerprint(app))).toEqual([]);

    // Mutations: fresh records of client A for each; the denied viewers first, and each denied call changes nothing.
    const mutations = rootFields(schema, 'mutation').sort((a, b) => Number(ENDS_OTHER_SESSIONS.has(a.name)) - Number(ENDS_OTHER_SESSIONS.has(b.name)));
    for (const field of mutations) {
      const access = ACCESS[field.name];
      const t: Targets = await seedClientA(app, field.name);
      let op = withSpecialArgs(generateOp('mutation', field, t));
      if (field.name === 'signOutSession') op = { ...op, variables: { id: String(await spareSessionOfClientA()) } };
      if (field.name === 'removeLinkedIdentity') op = { ...op, variables: { id: String(await spareIdentityOfClientA()) } };
      // The sockets' sessions end now: what they heard so far is what is judged.
      if (ENDS_OTHER_SESSIONS.has(field.name)) for (const s of subs) s.heardUntil ??= s.errors.length;
      const allowed = allowedRoles(access);
      const order = [...ROLES.filter((r) => !allowed.includes(r)), ...ROLES.filter((r) => allowed.includes(r))];
      for (const role of order) {
        const fp = allowed.includes(role) ? null : await fingerprint(app);
        const audited = AUDITED(field.name) ? await auditCount() : null;
        // What an allowed, audited call finds: a repeat that changes nothing (a retried accept by the worker who holds the job) owes no AuditEvent.
        const fpAllowed = audited !== null && !fp ? await fingerprint(app) : null;
        const outcome = await post(role === 'anon' ? fitForSignedOut(op, field, t) : op, tokens[role]);
        check(field.name, access, role, outcome);
        // Every admin decision and money movement that took effect left an AuditEvent.
        if (audited !== null && outcome.verdict === 'allowed' && outcome.code === null) {
          auditedCalls++;
          if ((await auditCount()) <= audited && (!fpAllowed || diff(fpAllowed, await fingerprint(app)).length > 0)) problems.push(`${field.name} as ${role}: took effect without an AuditEvent`);
        }
        if (fp) {
          const changed = diff(fp, await fingerprint(app));
          if (changed.length) problems.push(`${field.name} as ${role}: a denied call changed ${changed.join(', ')}`);
        }
      }
      // The session-ending operations: sign everyone in again.
      if (field.name === 'logout' || field.name === 'stopImpersonation' || field.name === 'impersonateDemo') tokens = await signInAll(app);
    }

    // Subscriptions: the denied viewers were refused, the allowed ones were not, and no outsider heard client A's data.
    for (const s of subs) {
      const access = ACCESS[s.name];
      const expected = allowedRoles(access).includes(s.role) ? 'allowed' : 'denied';
      s.errors = s.errors.slice(0, s.heardUntil);
      const refused = s.errors.length > 0;
      results.push({ op: s.name, role: s.role, outcome: { verdict: refused ? 'denied' : 'allowed', code: null, body: s.errors.join(' ') }, expected });
      if (refused !== (expected === 'denied')) problems.push(`${s.name} as ${s.role}: expected ${expected}, errors ${s.errors.join(' ')}`);
      if (refused && !/UNAUTHENTICATED|FORBIDDEN|sign in|do not have access/i.test(s.errors.join(' '))) problems.push(`${s.name} as ${s.role}: refused without a clear reason ${s.errors.join(' ')}`);
      if (OUTSIDERS.includes(s.role) && s.events.some((e) => e.includes(MARKER))) problems.push(`${s.name} as ${s.role}: heard client A's data`);
      await s.client.dispose();
    }
    // Queue changes carry jobs (item) and removals (removedId): nobody but an approved worker hears one, a pending worker included.
    for (const s of subs.filter((x) => x.name === 'queueChanged' && !['worker', 'otherWorker'].includes(x.role))) {
      if (s.events.length) problems.push(`queueChanged as ${s.role}: heard ${s.events.length} queue events`);
    }
    // Request changes carry the changed request as its receiver sees it: client A and the worker on A's job hear A's
    // changes; another client hears only changes of their own requests (a request they created here), never A's.
    const changesHeard = (role: RoleName) =>
      subs.filter((x) => x.name === 'requestChanged' && x.role === role).flatMap((x) => x.events.map((e) => (JSON.parse(e) as { requestChanged: { request: { clientId: string } | null } }).requestChanged));
    const aClient = t0.clientA;
    if (changesHeard('clientB').some((c) => String(c.request?.clientId) === String(aClient))) problems.push("requestChanged as clientB: heard a change of client A's request");
    if (changesHeard('clientA').some((c) => c.request && c.request.clientId !== String(aClient))) problems.push("requestChanged as clientA: heard a change of another client's request");
    for (const role of ['clientA', 'worker'] as const) {
      if (!changesHeard(role).some((c) => c.request?.clientId === String(aClient))) problems.push(`requestChanged as ${role}: heard none of the changes of their own request or job`);
    }
    // Admins hear every change with the row and the tiles.
    if (!subs.some((x) => x.name === 'adminReviewChanged' && x.role === 'admin' && x.events.some((e) => e.includes(MARKER)))) problems.push('adminReviewChanged as admin: heard no change of client A\'s requests');
    // The matrix heard something: client A's and the admin's notifications fired during the mutations.
    expect(subs.filter((s) => s.name === 'notificationAdded' && s.role === 'clientA')[0].events.length).toBeGreaterThan(0);
    // ... and some events carried client A's marker (to A, the worker on the job or admins), so the outsiders' check can fire.
    expect(subs.filter((s) => ['clientA', 'worker', 'admin'].includes(s.role) && s.events.some((e) => e.includes(MARKER))).length).toBeGreaterThan(0);

    // The leak check can fire: client A's and the admin's own answers do carry the marker.
    expect(results.filter((r) => r.role === 'clientA' && r.outcome.body.includes(MARKER)).length).toBeGreaterThan(5);
    expect(results.filter((r) => r.role === 'admin' && r.outcome.body.includes(MARKER)).length).toBeGreaterThan(5);
    expect(auditedCalls).toBeGreaterThan(5);
    const ops = new Set(results.map((r) => r.op)).size;
    console.log(`GraphQL authorization matrix: ${ops} operations x ${ROLES.length} viewers = ${results.length} cells, ${problems.length} problems`);
    if (process.env.MATRIX_REPORT) {
      const observed: Record<string, string[]> = {};
      for (const r of results) if (r.outcome.verdict === 'allowed') (observed[r.op] ??= []).push(`${r.role}:${r.outcome.code ?? 'ok'}${r.outcome.code ? r.outcome.body.slice(0, 160) : ''}`);
      console.log(JSON.stringify(observed, null, 1));
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

describe('an open job seen by a worker not on it', () => {
  let openJob: Targets;
  let fresh: string;
  beforeAll(async () => {
    app = await startTestApp({ seed: true });
    tokens = await signInAll(app);
  }, 120_000);
  afterAll(() => app?.close());

  it("shows the job and the client's name, not the client's contact card, the timeline or an earlier worker's invoice", async () => {
    // Client A's job, given back to the queue by the worker after a note and an invoice: paid, pending, open.
    // A cleaning worker with no job of client A's (worker@demo works other jobs of A's and may see A's contact card there).
    fresh = (await makeApprovedWorker(app, { email: 'open-queue-worker@example.com', categories: ['House Cleaning'] })).token;
    const t = (openJob = await seedClientA(app, 'open'));
    const em = app.orm.em.fork();
    // The worker on the job gives it back (in_progress to pending, no worker), as the product does.
    const given = await app.gql('mutation($id: ID!) { unassignJob(requestId: $id) { id status } }', { id: String(t.requestA) }, tokens.worker);
    expect(given.errors).toBeUndefined();
    await em.getConnection().execute(`update service_requests set title = 'Open cleaning job', description = 'Two rooms', service_address = '9 Open Ave' where id = ?`, [t.requestA]);
    const query = `query($id: ID!) { serviceRequest(id: $id) { id title serviceCity notes client { name email phone address notes } activities { description } invoices { notes } } }`;
    await em.getConnection().execute(`update clients set notes = ?, phone = '615-555-7777' where id = ?`, [`${MARKER} client notes`, t.clientA]);
    // A worker who may not take it (worker2 offers other categories) cannot read it at all (tests/trust/open-job-view).
    const refused = await app.gql(query, { id: String(t.requestA) }, tokens.otherWorker);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(refused)).not.toContain(MARKER);
    for (const token of [fresh]) {
      const r = await app.gql<{ serviceRequest: { title: string; client: { name: string; email: string; phone: string | null }; activities: unknown[]; invoices: unknown[] } }>(query, { id: String(t.requestA) }, token);
      expect(r.errors).toBeUndefined();
      expect(r.data?.serviceRequest.title).toBe('Open cleaning job');
      expect(r.data?.serviceRequest.client).toMatchObject({ name: 'Jordan Miller', email: '', phone: null });
      expect(r.data?.serviceRequest.activities).toEqual([]);
      expect(r.data?.serviceRequest.invoices).toEqual([]);
      expect(JSON.stringify(r)).not.toContain(MARKER);
      expect(JSON.stringify(r)).not.toContain('615-555-7777');
    }
    // The client and an admin still see everything.
    for (const role of ['clientA', 'admin'] as const) {
      const r = await app.gql(query, { id: String(t.requestA) }, tokens[role]);
      expect(r.errors).toBeUndefined();
      expect(JSON.stringify(r)).toContain(MARKER);
    }
    // And the open queue lists it with its job fields.
    const queue = await app.gql<{ openJobs: { items: { request: { id: string } }[] } }>('{ openJobs { items { request { id title serviceCity } } } }', {}, fresh);
    expect(queue.data?.openJobs.items.map((i) => Number(i.request.id))).toContain(t.requestA);
  });

  it('over REST too: the request, the workers\' request list and the invoice lists carry none of it', async () => {
    const t = openJob;
    // The same over REST: the request, the workers' list and the invoice list.
    for (const [role, token] of [['fresh cleaning worker', fresh], ['otherWorker', tokens.otherWorker]] as const) {
      for (const path of [`/api/service-requests/${t.requestA}`, '/api/service-requests', '/api/invoices', `/api/invoices/request/${t.requestA}`]) {
        const res = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
        const text = await res.text();
        expect([200, 403, 404]).toContain(res.status);
        const at = text.search(/ZQXMARKA|615-555-7777/);
        if (at >= 0) throw new Error(`${path} as ${role} shows client A's private data: ...${text.slice(Math.max(0, at - 150), at + 60)}`);
      }
    }
  });
});

// ---------------------------------------------------------------- REST

/** Every METHOD /path the Express app answers under /api and /auth, read from its router stack. */
function mountedRoutes(): string[] {
  const found = new Set<string>();
  type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const walk = (stack: Layer[] | undefined) => {
    for (const layer of stack ?? []) {
      if (layer.route) {
        for (const p of [layer.route.path].flat()) {
          if (!/^\/(api|auth)\//.test(p)) continue;
          for (const m of Object.keys(layer.route.methods)) if (m !== '_all') found.add(`${m.toUpperCase()} ${p.replace(/:(\w+)/g, '{$1}')}`);
        }
      } else walk(layer.handle?.stack);
    }
  };
  walk((app.handle.app as unknown as { router: { stack: Layer[] } }).router.stack);
  return [...found].sort();
}

const key = (def: Pick<RouteDef, 'method' | 'path'>) => `${def.method.toUpperCase()} ${def.path}`;

function toJson(schema: z.ZodType | undefined): JsonSchema {
  return schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};
}

interface RestCall {
  key: string;
  method: string;
  url: string;
  body?: unknown;
  multipart?: boolean;
}

function restCall(def: Pick<RouteDef, 'method' | 'path' | 'query' | 'body'>, t: Targets): RestCall {
  const path = def.path.replace(/\{(\w+)\}/g, (_m, p: string) => restIdFor(def.path, p, t));
  const q = toJson(def.query);
  const query = new URLSearchParams();
  for (const name of q.required ?? []) query.set(name, String(sampleJson(q.properties?.[name] ?? {}, name, def.path, t)));
  const body = def.body ? sampleJson(toJson(def.body), 'body', def.path, t) : undefined;
  if (def.path === '/auth/login') return { key: key(def), method: def.method, url: `${app.url}${path}`, body: { email: 'client@demo.elite', password: 'demo-pass-2026' } };
  return { key: key(def), method: def.method, url: `${app.url}${path}${query.size ? `?${query}` : ''}`, body };
}

async function send(call: RestCall, token: string | null): Promise<Outcome> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: BodyInit | undefined;
  if (call.multipart) {
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'probe.png');
    body = form;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const res = await fetch(call.url, { method: call.method.toUpperCase(), headers, body, redirect: 'manual' });
  const text = await res.text();
  // 501 is the designed "not configured" (Google sign-in) and "not available" answer; 500 is a fault.
  if (res.status === 500 || res.status >= 502) return { verdict: 'fault', code: String(res.status), body: text };
  if (res.status === 401 || res.status === 403 || res.status === 404) return { verdict: 'denied', code: String(res.status), body: text };
  return { verdict: 'allowed', code: res.status >= 400 ? String(res.status) : null, body: text };
}

/** Routes mounted outside the table (multipart and binary uploads), with how to call them. */
function extraCalls(t: Targets, uploadName: string): RestCall[] {
  return [
    { key: 'POST /api/uploads', method: 'post', url: `${app.url}/api/uploads`, multipart: true },
    { key: 'GET /api/uploads/{filename}', method: 'get', url: `${app.url}/api/uploads/${uploadName}` },
    { key: 'GET /api/service-requests/{id}/calendar.ics', method: 'get', url: `${app.url}/api/service-requests/{t}/calendar.ics` },
  ].map((c) => ({ ...c, url: c.url.replace('{t}', String(t.requestA)) }));
}

describe('authorization matrix (REST)', () => {
  // A fresh database: the GraphQL matrix's allowed mutations (approvals, settings) do not carry over.
  beforeAll(async () => {
    app = await startTestApp({ seed: true });
    tokens = await signInAll(app);
  }, 120_000);
  afterAll(() => app?.close());

  it('declares the access of every route of the table and of the app', () => {
    const declared = Object.keys(ACCESS).filter((k) => k.includes(' '));
    const table = restRoutes.map(key);
    expect(table.length).toBeGreaterThan(40);
    expect(table.filter((k) => !(k in ACCESS))).toEqual([]);
    // Anything the app answers under /api or /auth, in the table or not, is declared too.
    const mounted = mountedRoutes();
    expect(mounted.filter((k) => !(k in ACCESS) && k !== 'GET /api/openapi.json')).toEqual([]);
    expect(declared.filter((k) => !table.includes(k) && !mounted.includes(k))).toEqual([]);
  });

  it('answers every route as declared for all seven viewers, and leaks nothing of client A', async () => {
    // Client A's photo on the job (the worker uploads it and notes it on A's request).
    const t0 = await seedClientA(app, 'rest-upload');
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'a.png');
    const up = (await (await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { authorization: `Bearer ${tokens.worker}` }, body: form })).json()) as { uploads: { id: number; filename: string }[] };
    const note = await app.gql('mutation($i: JobNoteInput!){ addJobNote(input: $i) { id } }', { i: { requestId: String(t0.requestA), note: `${MARKER} photo note`, photoIds: [up.uploads[0].id], photoKind: 'before' } }, tokens.worker);
    expect(note.errors).toBeUndefined();

    const ordered = [...restRoutes].sort((a, b) => Number(a.method !== 'get') - Number(b.method !== 'get'));
    const calls: (() => Promise<RestCall>)[] = [
      ...extraCalls(t0, up.uploads[0].filename).map((c) => async () => c),
      ...ordered.map((def) => async () => {
        const call = restCall(def, def.method === 'get' ? t0 : await seedClientA(app, key(def)));
        if (def.path === '/auth/linked-identities/{id}') return { ...call, url: `${app.url}/auth/linked-identities/${await spareIdentityOfClientA()}` };
        return def.path === '/auth/sessions/{id}' ? { ...call, url: `${app.url}/auth/sessions/${await spareSessionOfClientA()}` } : call;
      }),
    ];
    for (const make of calls) {
      const call = await make();
      const access = ACCESS[call.key];
      const allowed = allowedRoles(access);
      const order = [...ROLES.filter((r) => !allowed.includes(r)), ...ROLES.filter((r) => allowed.includes(r))];
      for (const role of order) {
        const fp = allowed.includes(role) || call.method === 'get' ? null : await fingerprint(app);
        const outcome = await send(call, tokens[role]);
        check(call.key, access, role, outcome);
        if (fp) {
          const changed = diff(fp, await fingerprint(app));
          if (changed.length) problems.push(`${call.key} as ${role}: a denied call changed ${changed.join(', ')}`);
        }
      }
      if (call.key === 'POST /auth/logout') tokens = await signInAll(app);
    }
    const restCellsAll = results.filter((r) => / /.test(r.op));
    expect(restCellsAll.filter((r) => r.role === 'clientA' && r.outcome.body.includes(MARKER)).length).toBeGreaterThan(3);
    expect(restCellsAll.filter((r) => r.role === 'worker' && r.outcome.body.includes(MARKER)).length).toBeGreaterThan(3);
    const restProblems = problems.filter((p) => /^(GET|POST|PUT|PATCH|DELETE) /.test(p));
    const restCells = results.filter((r) => / /.test(r.op));
    console.log(`REST authorization matrix: ${new Set(restCells.map((r) => r.op)).size} routes x ${ROLES.length} viewers = ${restCells.length} cells, ${restProblems.length} problems`);
    if (process.env.MATRIX_REPORT) {
      const observed: Record<string, string[]> = {};
      for (const r of restCells) if (r.outcome.verdict === 'allowed') (observed[r.op] ??= []).push(`${r.role}:${r.outcome.code ?? 'ok'}${r.outcome.code ? r.outcome.body.slice(0, 150) : ''}`);
      console.log(JSON.stringify({ observed, problems: restProblems }, null, 1));
    }
    expect(restProblems).toEqual([]);
  }, 600_000);
});
