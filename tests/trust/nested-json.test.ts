import { startTestApp, signIn, type TestApp } from '../support/app';
import { errorsOf, openRawSocket, within } from '../support/raw-ws';
import { MAX_JSON_DEPTH } from '../../server/src/shared/json-scan';

/**
 * JSON nested deeper than MAX_JSON_DEPTH levels is refused with an answer naming the problem:
 * a REST body (422), GraphQL variables over HTTP (400) and over the websocket. Before, the
 * text scanners recursed and a body nested 100,000 deep, or variables nested 50,000 deep,
 * overflowed the stack: a 500.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
}, 120_000);
afterAll(() => app?.close());

/** JSON text of arrays nested n deep around a string. */
const nested = (n: number, leaf = '"x"') => `${'['.repeat(n)}${leaf}${']'.repeat(n)}`;
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token } }';

async function postRaw(path: string, body: string, token?: string) {
  const res = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });
  return { status: res.status, body: (await res.json()) as { error?: string; details?: { path: string; message: string }[]; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe('REST', () => {
  it('a body nested 100,000 deep is a 422 naming the nesting, not a 500', async () => {
    const r = await postRaw('/auth/login', `{"email": ${nested(100_000)}, "password": "x"}`);
    expect(r.status).toBe(422);
    expect(r.body.details).toEqual([{ path: 'body', message: `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays are accepted` }]);
  });

  it('a signed-in write with a body just past the limit is refused the same way; one within it reaches the route', async () => {
    const token = await signIn(app, 'client@demo.elite');
    const past = await postRaw('/api/notifications', `{"x": ${nested(MAX_JSON_DEPTH)}}`, token);
    expect(past.status).toBe(422);
    expect(past.body.details?.[0].message).toMatch(/nested too deeply/);
    const within = await postRaw('/auth/login', `{"email": ${nested(10)}, "password": "x"}`);
    expect(within.status).toBe(422);
    expect(within.body.details?.[0].message).not.toMatch(/nested too deeply/);
  });
});

describe('GraphQL', () => {
  it('variables nested 50,000 deep over HTTP are a 400 BAD_USER_INPUT naming the nesting, not a 500', async () => {
    const r = await postRaw('/graphql', `{"query": ${JSON.stringify(LOGIN)}, "variables": {"i": {"email": ${nested(50_000)}, "password": "x"}}}`);
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.body.errors?.[0].message).toBe(`Variables are nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays are accepted`);
  });

  it('variables just past the limit are refused the same way', async () => {
    const r = await postRaw('/graphql', `{"query": "mutation($i: LoginInput!) { login(input: $i) { token } }", "variables": {"i": {"email": "a@b.co", "password": "x", "extra": ${nested(MAX_JSON_DEPTH)}}}}`);
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0].message).toMatch(/Variables are nested too deeply/);
  });

  it('variables nested 30,000 deep over the websocket are BAD_USER_INPUT naming the nesting', async () => {
    const socket = await openRawSocket(app.url);
    socket.send(`{"id": "deep", "type": "subscribe", "payload": {"query": ${JSON.stringify(LOGIN)}, "variables": {"i": {"email": ${nested(30_000)}, "password": "x"}}}}`);
    const msg = await within(socket.next('deep'), 5000, 'an answer');
    expect(errorsOf(msg)[0]).toMatchObject({ message: `Variables are nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays are accepted`, extensions: { code: 'BAD_USER_INPUT' } });
    expect(socket.isClosed()).toBe(false);
    socket.close();
  });
});
