import { startTestApp, signIn, type TestApp } from '../support/app';
import { REDIS_URL, redisAnswers, severalProcessesTest, startApiProcess, type ApiProcess } from '../support/processes';
import { onPostgresServer } from '../support/db';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ViewerCache, type ViewerRecord } from '../../server/src/modules/auth/viewer-cache';

/**
 * Each API process serves the viewers of recent sessions from memory. What a revocation, an
 * approval or a profile change makes of a session must hold on every process from the next
 * request on: two processes sharing events through Redis, each with its cache warm.
 */
let enabled = false;
let app: TestApp;
let a: ApiProcess;
let b: ApiProcess;

async function gql<T>(url: string, query: string, token: string, variables: Record<string, unknown> = {}): Promise<{ data: T | null; errors?: { extensions?: { code?: string } }[] }> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data: T | null; errors?: { extensions?: { code?: string } }[] };
}

const ME = '{ me { sessionRole user { email } } }';
type Me = { me: { sessionRole: string; user: { email: string } } | null };

beforeAll(async () => {
  enabled = onPostgresServer() && (await redisAnswers());
  if (!enabled) return;
  app = await startTestApp({ seed: true });
  [a, b] = [await startApiProcess(app), await startApiProcess(app)];
});

afterAll(async () => {
  for (const p of [a, b]) await p?.close();
  await app?.close();
});

function skipped(): boolean {
  if (!enabled) console.warn(`Redis is not answering at ${REDIS_URL}: the cross-process viewer cache is not tested`);
  return !enabled;
}

severalProcessesTest('after logout on one process, the next request on the other is refused', async () => {
  if (skipped()) return;
  const token = await signIn(app, 'client@demo.elite');
  for (const p of [a, b]) expect((await gql<Me>(p.url, ME, token)).data?.me?.user.email).toBe('client@demo.elite');
  expect(b.handle.deps.viewers?.size).toBeGreaterThan(0);

  expect((await gql<{ logout: boolean }>(a.url, 'mutation { logout }', token)).data?.logout).toBe(true);
  expect((await gql<Me>(b.url, ME, token)).data?.me).toBeNull();
  expect((await gql(b.url, '{ notifications(first: 1) { items { id } } }', token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect((await gql<Me>(a.url, ME, token)).data?.me).toBeNull();
});

severalProcessesTest('after an approval on one process, the applicant\'s next request on the other runs as an approved worker', async () => {
  if (skipped()) return;
  const applicant = await signIn(app, 'applicant@demo.elite');
  expect((await gql<Me>(b.url, ME, applicant)).data?.me?.sessionRole).toBe('pending_worker');
  expect((await gql(b.url, '{ openJobs(first: 1) { items { distanceMiles } } }', applicant)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  const providerId = (await app.orm.em.fork().findOneOrFail(ServiceProvider, { user: { email: 'applicant@demo.elite' } })).id;
  const admin = await signIn(app, 'admin@demo.elite');
  const approved = await gql(a.url, 'mutation($id: ID!) { adminApproveWorker(providerId: $id) { id } }', admin, { id: String(providerId) });
  expect(approved.errors).toBeUndefined();

  expect((await gql<Me>(b.url, ME, applicant)).data?.me?.sessionRole).toBe('worker');
  const queue = await gql(b.url, '{ openJobs(first: 1) { items { distanceMiles } } }', applicant);
  expect(queue.errors).toBeUndefined();
});

severalProcessesTest('a worker who changes their radius on one process reads the new one on the other', async () => {
  if (skipped()) return;
  const worker = await signIn(app, 'worker2@demo.elite');
  type Settings = { providerSettings: Record<string, unknown> & { serviceRadius: number } };
  const before = (await gql<Settings>(b.url, '{ providerSettings { fullName email phone zipCode serviceRadius emailNotifications smsNotifications pushNotifications } }', worker)).data!.providerSettings;
  const radius = before.serviceRadius === 50 ? 100 : 50;
  const saved = await gql(a.url, 'mutation($input: ProviderSettingsInput!) { updateProviderSettings(input: $input) { serviceRadius } }', worker, { input: { ...before, serviceRadius: radius } });
  expect(saved.errors).toBeUndefined();
  expect((await gql<Settings>(b.url, '{ providerSettings { serviceRadius } }', worker)).data?.providerSettings.serviceRadius).toBe(radius);
});

describe('the cache itself', () => {
  const record = (sessionId: number, userId: number, expiresAt = Number.MAX_SAFE_INTEGER): ViewerRecord => ({ row: {}, sessionId, userId, expiresAt });

  it('keeps at most its bound, dropping the least recently used first, and serves an entry only for its lifetime', () => {
    let now = 0;
    const cache = new ViewerCache(1000, 2, () => now);
    cache.store('a', record(1, 1), cache.ticket());
    cache.store('b', record(2, 2), cache.ticket());
    expect(cache.get('a')?.sessionId).toBe(1); // a is now the most recently used
    cache.store('c', record(3, 3), cache.ticket());
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.sessionId).toBe(1);
    cache.store('d', record(4, 4, 500), cache.ticket());
    now = 600;
    expect(cache.get('d')).toBeUndefined(); // its session expired before the lifetime ran out
    now = 1500;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops a session, or every session of a user, and refuses what was read before a drop', () => {
    const cache = new ViewerCache(60_000);
    cache.store('a', record(1, 7), cache.ticket());
    cache.store('b', record(2, 7), cache.ticket());
    cache.store('c', record(3, 8), cache.ticket());
    cache.drop({ sessionIds: [3] });
    expect(cache.get('c')).toBeUndefined();
    const ticket = cache.ticket();
    cache.drop({ userId: 7 });
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    cache.store('a', record(1, 7), ticket); // read before the drop: not kept
    expect(cache.get('a')).toBeUndefined();
  });
});
