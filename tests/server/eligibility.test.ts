import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../server/src/db/orm-config';
import { ineligibility, jobInReachSql, workerReach, type EligibilityWorker } from '../../server/src/modules/requests/eligibility';
import { createTestDatabase, type TestDatabase } from '../support/db';

/**
 * Worker eligibility is one rule (modules/jobs/eligibility.ts): `ineligibility` in TypeScript
 * (accepting, notifying, live queue events, the admin's lists and checks) and `jobInReachSql`
 * in SQL (the open queue, the admin's assignment). Here the two are held equal, as
 * balanceDueSql is held equal to billingBreakdown.
 */
let db: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(ormConfig({ clientUrl: db.url, poolMax: 2 }));
});
afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
});

const worker = (o: Partial<EligibilityWorker> & Pick<EligibilityWorker, 'latitude' | 'longitude' | 'serviceRadius'>): EligibilityWorker => ({
  status: 'available',
  isApproved: true,
  serviceCategories: [1, 3],
  zipCode: '',
  ...o,
});

const WORKERS: EligibilityWorker[] = [
  worker({ latitude: 36.1627, longitude: -86.7816, serviceRadius: 25 }), // Nashville
  worker({ latitude: 36.1627, longitude: -86.7816, serviceRadius: 100 }),
  worker({ latitude: 35.1495, longitude: -90.049, serviceRadius: 50, serviceCategories: [2] }), // Memphis
  worker({ latitude: 64.8378, longitude: -147.7164, serviceRadius: 100 }), // far north: the longitude box is widest
];

it('decides every job the same in SQL as in TypeScript: category, then distance within the radius', async () => {
  let eligible = 0;
  let total = 0;
  for (const w of WORKERS) {
    const reach = workerReach(w)!;
    const where = jobInReachSql(reach, { categoryId: 'j.cat', latitude: 'j.lat', longitude: 'j.lng' });
    // A grid reaching 1.3 radii from the worker in each direction, three categories.
    const step = (reach.radiusMiles * 1.3) / 69 / 30;
    const lngStep = step / Math.cos((reach.latitude * Math.PI) / 180);
    const rows = await orm.em.fork().getConnection().execute<{ cat: number; lat: number; lng: number; ok: boolean }[]>(
      `select j.cat, j.lat, j.lng, (${where.sql}) as ok
         from (select c as cat, ?::float8 + i * ?::float8 as lat, ?::float8 + k * ?::float8 as lng
                 from generate_series(1, 3) c, generate_series(-30, 30) i, generate_series(-30, 30) k) j`,
      [...where.params, reach.latitude, step, reach.longitude, lngStep],
    );
    const wrong = rows.filter((j) => (ineligibility(w, { category: { id: j.cat }, serviceLatitude: j.lat, serviceLongitude: j.lng, serviceZipCode: '' }).reason === null) !== j.ok);
    expect(wrong).toEqual([]);
    eligible += rows.filter((j) => j.ok).length;
    total += rows.length;
  }
  // Both answers are well represented (the grid crosses every radius).
  expect(eligible).toBeGreaterThan(total / 10);
  expect(total - eligible).toBeGreaterThan(total / 2);
});

it('gives the reasons in order: not available, category, unknown place, distance', () => {
  const job = { category: { id: 1 }, serviceLatitude: 36.1627, serviceLongitude: -86.7816, serviceZipCode: '37203' };
  const w = WORKERS[0];
  expect(ineligibility(w, job).message).toBeNull();
  expect(ineligibility({ ...w, status: 'busy' }, job).message).toBe('This worker is not available');
  expect(ineligibility({ ...w, isApproved: false }, job).message).toBe('This worker is not available');
  expect(ineligibility(w, { ...job, category: { id: 2 } }).message).toBe('This worker does not offer this service category');
  expect(ineligibility({ ...w, serviceCategories: ['1' as unknown as number] }, job).reason).toBeNull();
  expect(ineligibility(w, { ...job, serviceLatitude: null, serviceLongitude: null, serviceZipCode: '00000' }).message).toBe('The distance between this worker and the job is unknown');
  // Memphis from Nashville: about 197 miles.
  expect(ineligibility(w, { ...job, serviceLatitude: 35.1495, serviceLongitude: -90.049 }).message).toMatch(/^This job is 19\d\.\d miles away, outside the worker's 25-mile service radius$/);
});
