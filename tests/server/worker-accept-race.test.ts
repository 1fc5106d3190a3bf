import { startTestApp, type TestApp } from '../support/app';
import { makeApprovedWorker, makeRequest, type WorkerFixture } from '../support/worker-fixtures';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { Activity } from '../../server/src/modules/requests/activity.entity';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { JOB_TAKEN_MESSAGE } from '../../server/src/modules/jobs/job-errors';

const ROUNDS = 25;
const WORKERS = 5;

let app: TestApp;
let workers: WorkerFixture[];
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  workers = [];
  for (let i = 0; i < WORKERS; i++) workers.push(await makeApprovedWorker(app, { email: `racer${i}@example.com`, categories: ['House Cleaning'], zip: '37203' }));
});
afterAll(() => app.close());

type AcceptAnswer = { data: { acceptJob: { providerId: string } } | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** One HTTP request per worker, all sent before any answer is read. */
function acceptAll(requestId: number): Promise<AcceptAnswer[]> {
  return Promise.all(
    workers.map((w) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${w.token}` },
        body: JSON.stringify({ query: 'mutation($id: ID!) { acceptJob(requestId: $id) { providerId } }', variables: { id: requestId } }),
      }).then((r) => r.json() as Promise<AcceptAnswer>),
    ),
  );
}

it(`settles ${ROUNDS} races of ${WORKERS} workers accepting one job: exactly one winner each time, never a lost or double write`, async () => {
  const winners = new Map<number, number>();
  for (let round = 0; round < ROUNDS; round++) {
    const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', title: `Race ${round}` });
    const answers = await acceptAll(id);
    const won = answers.filter((a) => a.data?.acceptJob);
    const lost = answers.filter((a) => !a.data?.acceptJob);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(WORKERS - 1);
    for (const l of lost) expect(l.errors?.[0]).toMatchObject({ message: JOB_TAKEN_MESSAGE, extensions: { code: 'CONFLICT' } });

    const row = await app.orm.em.fork().findOneOrFail(ServiceRequest, { id });
    expect(row.status).toBe('in_progress');
    expect(String(row.provider?.id)).toBe(won[0].data!.acceptJob.providerId);
    winners.set(id, row.provider!.id);
  }

  const em = app.orm.em.fork();
  const ids = [...winners.keys()];
  // One timeline entry and one 'Job Started!' per job: the losers wrote nothing.
  expect(await em.count(Activity, { request: { $in: ids }, action: 'job_accepted' })).toBe(ROUNDS);
  const started = await em.find(Notification, { type: 'job_started' });
  expect(started.filter((n) => ids.includes(Number(n.data?.jobId)))).toHaveLength(ROUNDS);
  // Each worker's job count matches the jobs the database gave them.
  const providers = await em.find(ServiceProvider, { id: { $in: workers.map((w) => w.providerId) } });
  for (const p of providers) expect(p.totalJobs).toBe([...winners.values()].filter((v) => v === p.id).length);
  expect(providers.reduce((s, p) => s + p.totalJobs, 0)).toBe(ROUNDS);
});

it('the winning worker retrying an accept whose answer was lost gets the job again (200), with nothing written twice', async () => {
  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', title: 'Lost answer' });
  const [first] = await acceptAll(id).then((answers) => answers.filter((a) => a.data?.acceptJob));
  const winner = workers.find((w) => String(w.providerId) === first.data!.acceptJob.providerId)!;
  const before = await app.orm.em.fork().findOneOrFail(ServiceProvider, { id: winner.providerId });
  // The retry, once alone and twice at once (the browser re-sending while the first is in flight).
  const retries = await Promise.all(
    [0, 1, 2].map(() =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${winner.token}` },
        body: JSON.stringify({ query: 'mutation($id: ID!) { acceptJob(requestId: $id) { providerId } }', variables: { id } }),
      }).then((r) => r.json() as Promise<AcceptAnswer>),
    ),
  );
  for (const r of retries) {
    expect(r.errors).toBeUndefined();
    expect(r.data?.acceptJob.providerId).toBe(String(winner.providerId));
  }
  const rest = await fetch(`${app.url}/api/service-requests/${id}/accept`, { method: 'POST', headers: { authorization: `Bearer ${winner.token}` } });
  expect(rest.status).toBe(200);
  const em = app.orm.em.fork();
  expect(await em.count(Activity, { request: id, action: 'job_accepted' })).toBe(1);
  expect((await em.findOneOrFail(ServiceProvider, { id: winner.providerId })).totalJobs).toBe(before.totalJobs);
  // Another worker still hears the job is taken.
  const other = workers.find((w) => w !== winner)!;
  const lost = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${other.token}` },
    body: JSON.stringify({ query: 'mutation($id: ID!) { acceptJob(requestId: $id) { providerId } }', variables: { id } }),
  }).then((r) => r.json() as Promise<AcceptAnswer>);
  expect(lost.errors?.[0]).toMatchObject({ message: JOB_TAKEN_MESSAGE, extensions: { code: 'CONFLICT' } });
});
