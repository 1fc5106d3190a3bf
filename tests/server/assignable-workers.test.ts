import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeRequest } from '../support/worker-fixtures';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { reasonInWords } from '../../server/src/modules/admin/assignment.service';
import { graphql } from '../gql';

/**
 * The Assign Worker dialog lists every approved worker with the verdict of the one eligibility
 * rule (assignableWorkers); assignWorker applies that same rule. Here, for requests near and
 * far, each verdict is held to what assignWorker then does: an eligible worker is assigned, an
 * ineligible one is refused with BAD_USER_INPUT (422 over REST), never the other way round.
 */
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await signIn(app, 'admin@demo.elite');
});
afterAll(async () => {
  await app?.close();
});

interface Candidate {
  eligible: boolean;
  reason: string | null;
  reasonCode: string | null;
  distanceMiles: number | null;
  activeJobs: number;
  provider: { id: string; name: string };
}

const QUERY = graphql(`query AssignableWorkersAssignableWorkers($id: ID!) { assignableWorkers(requestId: $id) { eligible reason reasonCode distanceMiles activeJobs provider { id name } } }`);
const ASSIGN = graphql(`mutation AssignableWorkersAssignWorker($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { id status provider { id } } }`);

async function candidates(requestId: number): Promise<Candidate[]> {
  const res = await app.gql(QUERY, { id: requestId }, admin);
  expect(res.errors).toBeUndefined();
  return res.data!.assignableWorkers;
}

it.each([
  ['near Nashville (Maintenance & Repair)', { category: 'Maintenance & Repair', zip: '37203' }],
  ['in Cookeville, past the 50-mile radius (Maintenance & Repair)', { category: 'Maintenance & Repair', zip: '38501' }],
  ['in Brentwood (Lawn & Landscaping)', { category: 'Lawn & Landscaping', zip: '37027' }],
])('every verdict for a request %s is what assignWorker does', async (_where, fixture) => {
  const probe = await makeRequest(app, { ...fixture, title: 'Verdict probe' });
  const list = await candidates(probe);
  expect(list.length).toBeGreaterThanOrEqual(3);
  // The eligible come first, nearest first, each with a distance; every other one says why.
  const firstIneligible = list.findIndex((c) => !c.eligible);
  const eligible = firstIneligible === -1 ? list : list.slice(0, firstIneligible);
  expect(list.slice(eligible.length).every((c) => !c.eligible && c.reason && c.reasonCode)).toBe(true);
  expect(eligible.every((c) => c.reason === null && typeof c.distanceMiles === 'number')).toBe(true);
  expect(eligible.map((c) => c.distanceMiles)).toEqual([...eligible.map((c) => c.distanceMiles)].sort((a, b) => a! - b!));

  for (const c of list) {
    // A request of its own per worker, the same in every respect: an assignment takes it.
    const requestId = await makeRequest(app, { ...fixture, title: `Verdict for ${c.provider.name}` });
    const [mine] = (await candidates(requestId)).filter((x) => x.provider.id === c.provider.id);
    expect(mine.eligible).toBe(c.eligible);
    const res = await app.gql(ASSIGN, { r: requestId, p: c.provider.id }, admin);
    if (c.eligible) {
      expect(res.errors).toBeUndefined();
      expect(res.data!.assignWorker).toMatchObject({ status: 'scheduled', provider: { id: c.provider.id } });
    } else {
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  }
});

it('names the reasons as the dialog shows them, and counts the jobs a worker holds', async () => {
  const far = await makeRequest(app, { category: 'Maintenance & Repair', zip: '38501', title: 'Far repair' });
  const list = await candidates(far);
  const marcus = list.find((c) => c.provider.name === 'Marcus Reed')!;
  expect(marcus).toMatchObject({ eligible: false, reasonCode: 'distance' });
  expect(marcus.reason).toMatch(/^Outside service radius: \d+ mi > 50 mi$/);
  const lawn = list.find((c) => c.reasonCode === 'category')!;
  expect(lawn.reason).toBe('Offers other services');
  const em = app.orm.em.fork();
  const p = await em.findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' });
  const held = await em.getConnection().execute<{ n: string }[]>(`select count(*) as n from service_requests where provider_id = ? and status in ('scheduled', 'in_progress')`, [p.id]);
  expect(marcus.activeJobs).toBe(Number(held[0].n));
  expect(marcus.activeJobs).toBeGreaterThan(0);

  expect(reasonInWords('distance', 25.3, 25)).toBe('Outside service radius: 25.3 mi > 25 mi');
  expect(reasonInWords('distance', 42.2, 25)).toBe('Outside service radius: 42 mi > 25 mi');
  expect(reasonInWords('unavailable', null, 25)).toBe('Not available');

  // Not for anyone else.
  const client = await signIn(app, 'client@demo.elite');
  const refused = await app.gql(QUERY, { id: far }, client);
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
