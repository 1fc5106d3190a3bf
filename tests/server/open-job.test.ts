import { startTestApp, type TestApp } from '../support/app';
import { makeRequest } from '../support/worker-fixtures';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { isOpenJob, openJobFilter, openJobSql } from '../../server/src/modules/requests/open-job';
import { REQUEST_STATUSES } from '../../server/src/domain/request-status';

/**
 * The open-job rule is one rule (modules/requests/open-job.ts) in three forms: `isOpenJob`
 * in TypeScript (request access, new-job alerts), `openJobFilter` for the ORM (the admin's
 * Pending (Paid) and assignment lists, the live list membership of request-lists.ts) and
 * `openJobSql` (the open queue). Here the three are held equal over every status, paid or
 * not, assigned or not, as eligibility.test.ts holds eligibility's forms equal.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(() => app.close());

it('decides every request the same in TypeScript, as an ORM filter and in SQL', async () => {
  const worker = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' });
  for (const status of REQUEST_STATUSES) {
    for (const paid of [true, false]) {
      for (const providerId of [null, worker.id]) {
        await makeRequest(app, { category: 'House Cleaning', title: `Open job probe ${status}`, status, paid, providerId });
      }
    }
  }
  const em = app.orm.em.fork();
  const all = await em.find(ServiceRequest, {}, { orderBy: { id: 'asc' } });
  const byTypeScript = all.filter(isOpenJob).map((r) => r.id);
  const byFilter = (await em.find(ServiceRequest, openJobFilter(), { orderBy: { id: 'asc' } })).map((r) => r.id);
  const bySql = (await em.execute<{ id: number }[]>(`select r.id from service_requests r where ${openJobSql('r')} order by r.id`)).map((r) => Number(r.id));

  expect(byFilter).toEqual(byTypeScript);
  expect(bySql).toEqual(byTypeScript);
  // Both answers are represented: the probes give one open job, and fifteen that are not.
  const probes = all.filter((r) => r.title.startsWith('Open job probe'));
  expect(probes).toHaveLength(REQUEST_STATUSES.length * 4);
  expect(probes.filter(isOpenJob).map((r) => [r.status, r.appointmentFeePaid, r.provider])).toEqual([['pending', true, null]]);
});
