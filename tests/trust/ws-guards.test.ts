import { startTestApp, signIn, type TestApp } from '../support/app';
import { errorsOf, openRawSocket, within, type RawSocket } from '../support/raw-ws';
import { MAX_ALIASES, MAX_COMPLEXITY } from '../../server/src/graphql/limits';
import { MAX_OPERATIONS_PER_SOCKET } from '../../server/src/http/subscription-server';
import { graphql } from '../gql';

/**
 * The websocket is a second door to the same schema: it must answer exactly as HTTP does (one
 * pipeline: NUL in text, complexity, depth and aliases), bound what one socket may hold
 * (operations at once, message size) and refuse a browser upgrade from a foreign Origin, which
 * would otherwise ride on the session cookie. Before, a NUL over the socket reached Postgres
 * (INTERNAL_SERVER_ERROR) and complexity was checked over HTTP only.
 */

let app: TestApp;
let client: string;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  client = await signIn(app, 'client@demo.elite');
}, 120_000);
afterAll(() => app?.close());

const SUPPORT = 'mutation($i: SupportRequestInput!) { submitSupportRequest(input: $i) { id } }';
const nulInput = { i: { category: 'general', email: 'client@demo.elite', subject: 'Hello\u0000there', message: 'A message with a NUL' } };

/** Twelve fragments, each spreading the one before twice: a short document that costs 2^12 fields. */
const COSTLY = `{ serviceCategories { ...F11 } } fragment F0 on ServiceCategory { id name } ${Array.from({ length: 11 }, (_, i) => `fragment F${i + 1} on ServiceCategory { ...F${i} ...F${i} }`).join(' ')}`;
const ALIASED = `{ ${Array.from({ length: MAX_ALIASES + 5 }, (_, i) => `a${i}: serviceCategories { id }`).join(' ')} }`;

/** The one answer of a query or mutation sent over the socket: its data or its errors. */
async function overSocket(socket: RawSocket, id: string, query: string, variables?: Record<string, unknown>) {
  socket.subscribe(id, query, variables);
  const msg = await within(socket.next(id), 5000, `an answer to ${id}`);
  return { msg, errors: errorsOf(msg) };
}

describe('one operation pipeline over HTTP and the websocket', () => {
  let socket: RawSocket;
  beforeAll(async () => {
    socket = await openRawSocket(app.url, { token: client });
  });
  afterAll(() => socket.close());

  it('a NUL in a variable is BAD_USER_INPUT over both, and nothing is stored', async () => {
    const http = await app.gql(SUPPORT, nulInput, client);
    expect(http.status).toBe(400);
    expect(http.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const ws = await overSocket(socket, 'nul', SUPPORT, nulInput);
    expect(ws.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(ws.errors[0]?.message).toBe(http.errors?.[0].message);
    const rows = await app.orm.em.fork().getConnection().execute<{ n: string }[]>("select count(*) as n from support_requests where message = 'A message with a NUL'");
    expect(Number(rows[0].n)).toBe(0);
  });

  it('a NUL in a string literal is BAD_USER_INPUT over both', async () => {
    const query = 'mutation { submitSupportRequest(input: { category: "general", email: "client@demo.elite", subject: "Hi\\u0000", message: "literal" }) { id } }';
    expect((await app.gql(query, {}, client)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await overSocket(socket, 'nul-literal', query)).errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it(`an operation costlier than ${MAX_COMPLEXITY} is refused over both with the same message`, async () => {
    const http = await app.gql(COSTLY);
    expect(http.errors?.[0].message).toMatch(/^Query is too complex: \d+, at most 3000 allowed$/);
    const ws = await overSocket(socket, 'costly', COSTLY);
    expect(ws.errors[0]?.message).toBe(http.errors?.[0].message);
    expect(ws.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('alias amplification is refused over both', async () => {
    const http = await app.gql(ALIASED);
    expect(http.errors?.[0].message).toMatch(/Too many aliases: 35/);
    const ws = await overSocket(socket, 'aliases', ALIASED);
    expect(ws.errors[0]?.message).toBe(http.errors?.[0].message);
  });

  it('a valid query answers the same over both', async () => {
    const http = await app.gql(graphql(`query WsGuardsServiceCategories { serviceCategories { id name } }`));
    const ws = await overSocket(socket, 'valid', '{ serviceCategories { id name } }');
    expect(ws.msg).toMatchObject({ type: 'next', payload: { data: http.data } });
  });
});

describe('what one socket may hold', () => {
  it(`runs at most ${MAX_OPERATIONS_PER_SOCKET} operations at once: the next subscribe is TOO_MANY_REQUESTS, and a slot frees when one completes`, async () => {
    const socket = await openRawSocket(app.url, { token: client });
    for (let i = 0; i < MAX_OPERATIONS_PER_SOCKET; i++) socket.subscribe(`s${i}`, 'subscription { notificationAdded { id } }');
    const over = await overSocket(socket, 'one-too-many', 'subscription { notificationAdded { id } }');
    expect(over.msg.type).toBe('error');
    expect(over.errors[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(over.errors[0]?.message).toMatch(/at most 20 at once/);
    for (let i = 0; i < MAX_OPERATIONS_PER_SOCKET; i++) expect(socket.received(`s${i}`)).toEqual([]);
    // Completing one frees its slot; the socket itself stays open.
    socket.send(JSON.stringify({ id: 's0', type: 'complete' }));
    await new Promise((r) => setTimeout(r, 100));
    const again = await overSocket(socket, 'after-complete', '{ serviceCategories { id } }');
    expect(again.msg.type).toBe('next');
    expect(socket.isClosed()).toBe(false);
    socket.close();
  });

  it('closes the socket (1009) on a message over 64 KiB, and answers one under it', async () => {
    const socket = await openRawSocket(app.url, { token: client });
    const under = await overSocket(socket, 'under', SUPPORT, { i: { category: 'general', email: 'client@demo.elite', subject: 'Big', message: 'x'.repeat(40_000) } });
    expect(under.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(socket.isClosed()).toBe(false);
    socket.subscribe('big', '{ serviceCategories { id } }', { pad: 'x'.repeat(5 * 1024 * 1024) });
    expect((await within(socket.closed, 5000, 'the socket closing')).code).toBe(1009);
  });
});

describe('Origin check on the websocket upgrade', () => {
  it('refuses a browser upgrade from a foreign Origin carrying the session cookie', async () => {
    await expect(openRawSocket(app.url, { headers: { Origin: 'https://evil.example', Cookie: `sid=${client}` } })).rejects.toThrow('upgrade refused: 403');
    await expect(openRawSocket(app.url, { headers: { Origin: `http://attacker-${app.url.split(':')[2]}.example`, Cookie: `sid=${client}` } })).rejects.toThrow('upgrade refused: 403');
  });

  it('accepts the app\'s own origin, and connections without an Origin (integrators with a Bearer token)', async () => {
    const sameOrigin = await openRawSocket(app.url, { headers: { Origin: app.url, Cookie: `sid=${client}` } });
    const me = await overSocket(sameOrigin, 'me', '{ me { user { email } } }');
    expect(me.msg).toMatchObject({ payload: { data: { me: { user: { email: 'client@demo.elite' } } } } });
    sameOrigin.close();
    const integrator = await openRawSocket(app.url, { token: client });
    expect((await overSocket(integrator, 'me', '{ me { user { email } } }')).msg).toMatchObject({ payload: { data: { me: { user: { email: 'client@demo.elite' } } } } });
    integrator.close();
  });
});
