import { startTestApp, signIn, type TestApp } from '../support/app';
import { errorsOf, openRawSocket, within } from '../support/raw-ws';
import { DOCUMENT_LIMITS } from '../../server/src/graphql/limits';

/**
 * A query document is measured on its text before it is parsed (parsing and validating cost
 * grows with its size, some rules with its square): signed-out callers may send at most
 * 8 KiB and 500 tokens, signed-in ones 32 KiB and 2,000 tokens, over HTTP and the websocket
 * alike. Before, a ~1 MB anonymous document was parsed and validated in full (up to 1.3 s
 * of CPU each).
 */

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  token = await signIn(app, 'client@demo.elite');
}, 120_000);
afterAll(() => app?.close());

/** n copies of one field (valid, each merged with the others): tokens grow, characters slowly. */
const repeated = (n: number) => `{ serviceCategories {${' id'.repeat(n)} } }`;
/** A document of about `chars` characters with few tokens: one long comment. */
const padded = (chars: number) => `# ${'x'.repeat(chars)}\n{ serviceCategories { id } }`;

describe('over HTTP', () => {
  it('refuses a huge anonymous document (about 1 MB) with a clear error, before parsing it', async () => {
    const doc = repeated(300_000);
    const r = await app.gql(doc);
    expect(r.status).toBe(413);
    expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0].message).toBe(`Query is too large: ${doc.length} characters, at most ${DOCUMENT_LIMITS.signedOut.maxChars} allowed for signed-out callers`);
  });

  it('refuses an anonymous document over 500 tokens, and takes the same document from a signed-in caller', async () => {
    const doc = repeated(600);
    const anonymous = await app.gql(doc);
    expect(anonymous.status).toBe(413);
    expect(anonymous.errors?.[0].message).toBe('Query is too large: more than 500 tokens, at most 500 allowed for signed-out callers');
    const signedIn = await app.gql<{ serviceCategories: unknown[] }>(doc, {}, token);
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.serviceCategories.length).toBeGreaterThan(0);
  });

  it('bounds signed-in callers too: over 32 KiB, or over 2,000 tokens', async () => {
    const big = await app.gql(padded(40_000), {}, token);
    expect(big.errors?.[0].message).toMatch(/^Query is too large: \d+ characters, at most 32768 allowed for signed-in callers$/);
    const many = await app.gql(repeated(2_500), {}, token);
    expect(many.errors?.[0].message).toBe('Query is too large: more than 2000 tokens, at most 2000 allowed for signed-in callers');
  });

  it('still answers ordinary anonymous documents, and a syntax error keeps its usual answer', async () => {
    expect((await app.gql('{ serviceCategories { id name } }')).errors).toBeUndefined();
    const broken = await app.gql('{ serviceCategories { id ');
    expect(broken.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});

describe('over the websocket', () => {
  it('applies the same limits: anonymous over 500 tokens refused, signed-in accepted', async () => {
    const anonymous = await openRawSocket(app.url);
    anonymous.subscribe('q', repeated(600));
    const refused = errorsOf(await within(anonymous.next('q'), 5000, 'an answer'));
    expect(refused[0]).toMatchObject({ message: 'Query is too large: more than 500 tokens, at most 500 allowed for signed-out callers', extensions: { code: 'BAD_USER_INPUT' } });
    anonymous.subscribe('big', padded(20_000));
    expect(errorsOf(await within(anonymous.next('big'), 5000, 'an answer'))[0]?.message).toMatch(/^Query is too large: \d+ characters, at most 8192 allowed for signed-out callers$/);
    anonymous.close();

    const signedIn = await openRawSocket(app.url, { token });
    signedIn.subscribe('q', repeated(600));
    expect(await within(signedIn.next('q'), 5000, 'an answer')).toMatchObject({ type: 'next', payload: { data: { serviceCategories: expect.any(Array) } } });
    signedIn.close();
  });
});
