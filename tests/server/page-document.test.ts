import http from 'node:http';
import zlib from 'node:zlib';
import { signIn, startTestApp, type TestApp } from '../support/app';
import { graphql } from '../gql';

/**
 * A page load as the browser makes it: every client route answers with the built index.html
 * carrying the session as the server sees it (the client's own `Me` query, answered for the
 * page's cookie), so the first render knows who is signed in without a round trip. Needs the
 * built client (`npm test` builds it first).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(async () => {
  await app?.close();
});

interface Page {
  status: number;
  headers: http.IncomingHttpHeaders;
  html: string;
}

function load(path: string, headers: Record<string, string> = {}): Promise<Page> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${app.url}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        const html = (enc === 'br' ? zlib.brotliDecompressSync(body) : enc === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, html });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The JSON in `<script type="application/json" id="session-data">`, as the client reads it. */
function sessionOf(page: Page): { data: { me: null | { sessionRole: string; user: { email: string; firstName: string; __typename: string }; __typename: string } } } {
  const m = /<script type="application\/json" id="session-data">([\s\S]*?)<\/script>/.exec(page.html);
  if (!m) throw new Error(`no session in the page:\n${page.html.slice(0, 2000)}`);
  return JSON.parse(m[1]);
}

describe('a page load', () => {
  it("a visitor's page says nobody is signed in, and is the same for every visitor", async () => {
    const page = await load('/login');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(sessionOf(page)).toEqual({ data: { me: null } });
  });

  it("a signed-in page carries that person's session, for their browser only", async () => {
    const token = await signIn(app, 'admin@demo.elite');
    const page = await load('/dashboard', { cookie: `sid=${encodeURIComponent(token)}` });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const { me } = sessionOf(page).data;
    expect(me?.sessionRole).toBe('admin');
    expect(me?.user.email).toBe('admin@demo.elite');
    // What Apollo's cache needs to keep the session beside the same user fetched elsewhere.
    expect(me?.__typename).toBeTruthy();
    expect(me?.user.__typename).toBe('User');
  });

  it('an unknown or ended session is a visitor', async () => {
    const page = await load('/client-app', { cookie: 'sid=not-a-session' });
    expect(page.status).toBe(200);
    expect(sessionOf(page)).toEqual({ data: { me: null } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('words a person chose cannot end the script they are written into', async () => {
    const email = `page-${Date.now()}@example.com`;
    const hostile = '</script><script>alert(1)</script>';
    const r = await app.gql(graphql(`mutation PageDocumentRegister($i: RegisterInput!) { register(input: $i) { token } }`), {
      i: { email, firstName: hostile, lastName: 'Page', password: 'a-long-pass-2026', role: 'client' },
    });
    expect(r.errors).toBeUndefined();
    const page = await load('/client-app', { cookie: `sid=${encodeURIComponent(r.data!.register.token)}` });
    expect(page.html).not.toContain(hostile);
    // Every script the page opens is closed by its own end tag, none by the name.
    expect(page.html.match(/<\/script>/g)?.length).toBe(page.html.match(/<script\b/g)?.length);
    expect(sessionOf(page).data.me?.user.firstName).toBe(hostile);
  });

  it('files of the build are not pages', async () => {
    const icon = await load('/favicon.svg');
    expect(icon.headers['content-type']).toMatch(/svg/);
    expect(icon.html).not.toContain('session-data');
  });
});
