import { startTestApp, type TestApp } from '../support/app';
import { makeApprovedWorker, makeRequest, type WorkerFixture } from '../support/worker-fixtures';
import { SQL_STATS_HEADER } from '../../server/src/db/query-stats';
import { Client } from '../../server/src/modules/clients/client.entity';

/**
 * GET /api/service-requests?status=pending as a worker: each open job is shaped once and its
 * JSON kept while the rows it is made of (request, category, client) are unchanged. These
 * tests change those rows every way a change can come (through the ORM, in plain SQL) and
 * check that the next answer shows the change, and that a job another worker took leaves it.
 */
let app: TestApp;
let a: WorkerFixture;
let b: WorkerFixture;
const ids: number[] = [];

type Item = { id: number; title: string; status: string; client: { name: string }; category: { name: string }; clientName: string; serviceAddress: string | null };

async function queue(w: WorkerFixture, query = 'status=pending', headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}/api/service-requests?${query}`, { headers: { authorization: `Bearer ${w.token}`, ...headers } });
  expect(res.status).toBe(200);
  return { statements: Number(res.headers.get(SQL_STATS_HEADER)), encoding: res.headers.get('content-encoding'), body: (await res.json()) as unknown };
}

const mine = (items: Item[]) => items.filter((i) => ids.includes(Number(i.id)));
const byId = (items: Item[], id: number) => items.find((i) => Number(i.id) === id);

beforeAll(async () => {
  app = await startTestApp({ seed: true, env: { SQL_STATS: 'true', VIEWER_CACHE_SECONDS: '3600' } });
  a = await makeApprovedWorker(app, { email: 'kept-a@test.local', categories: ['Delivery & Errands'], zip: '37203', radius: 50 });
  b = await makeApprovedWorker(app, { email: 'kept-b@test.local', categories: ['Delivery & Errands'], zip: '37203', radius: 50 });
  for (const title of ['Kept job one', 'Kept job two', 'Kept job three']) ids.push(await makeRequest(app, { category: 'Delivery & Errands', title }));
  // Each session read once (the viewer cache), so that the counts below are the queue's alone.
  await queue(a, 'status=pending&limit=1');
  await queue(b, 'status=pending&limit=1');
});

afterAll(async () => {
  await app?.close();
});

describe('the open queue over REST keeps each shaped job while its rows are unchanged', () => {
  it('a second read shapes nothing again, and another worker gets the same jobs without reading their rows', async () => {
    const first = await queue(a);
    const items = first.body as Item[];
    expect(mine(items).map((i) => i.title).sort()).toEqual(['Kept job one', 'Kept job three', 'Kept job two']);
    // Open jobs: no street.
    expect(mine(items).every((i) => i.serviceAddress === null && i.status === 'pending')).toBe(true);
    const again = await queue(a);
    expect(again.body).toEqual(items);
    expect(again.statements).toBe(1);
    const other = await queue(b);
    expect(other.body).toEqual(items);
    expect(other.statements).toBe(1);
  });

  it('a change made in plain SQL, outside the ORM, shows in the next answer', async () => {
    const em = app.orm.em.fork();
    await em.execute('update service_requests set title = ? where id = ?', ['Kept job one, edited in SQL', ids[0]]);
    const after = await queue(a);
    expect(after.statements).toBe(2);
    expect(byId(after.body as Item[], ids[0])?.title).toBe('Kept job one, edited in SQL');
    expect(byId(after.body as Item[], ids[1])?.title).toBe('Kept job two');
  });

  it("a change of the job's client or category shows in the next answer", async () => {
    const em = app.orm.em.fork();
    const client = await em.findOneOrFail(Client, { email: 'client@demo.elite' });
    const name = client.name;
    client.name = 'Renamed Client';
    await em.flush();
    try {
      const renamed = mine((await queue(a)).body as Item[]);
      expect(renamed.map((i) => i.client.name)).toEqual(['Renamed Client', 'Renamed Client', 'Renamed Client']);

      await em.execute(`update service_categories set name = 'Deliveries' where name = 'Delivery & Errands'`);
      const recategorised = mine((await queue(b)).body as Item[]);
      expect(recategorised.map((i) => i.category.name)).toEqual(['Deliveries', 'Deliveries', 'Deliveries']);
    } finally {
      await em.execute(`update service_categories set name = 'Delivery & Errands' where name = 'Deliveries'`);
      client.name = name;
      await em.flush();
    }
  });

  it('a job another worker took leaves the queue at once', async () => {
    await queue(a);
    const em = app.orm.em.fork();
    await em.execute(`update service_requests set provider_id = ?, status = 'in_progress' where id = ?`, [b.providerId, ids[1]]);
    const after = mine((await queue(a)).body as Item[]);
    expect(after.map((i) => Number(i.id)).sort()).toEqual([ids[0], ids[2]].sort());
  });

  it('pages (cursor, pageSize) and the compressed answer carry the same jobs as the plain array', async () => {
    const whole = (await queue(a)).body as Item[];
    const seen: Item[] = [];
    let cursor = '';
    for (let n = 0; n < 50; n++) {
      const page = (await queue(a, `status=pending&cursor=${cursor}&pageSize=2`)).body as { items: Item[]; total: number; nextCursor: string | null };
      expect(page.total).toBe(whole.length);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(whole);
    const gzipped = await queue(a, 'status=pending', { 'accept-encoding': 'gzip' });
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.body).toEqual(whole);
  });
});
