import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeRequest } from '../support/worker-fixtures';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { graphql } from '../gql';

/**
 * The server tells each viewer what they may do with a request: the assigned worker's job
 * actions (workerActions) and whether its client may rate it (canRate), per status and role,
 * and the mutations agree with what is offered.
 */
let app: TestApp;
let client: string; // client@demo.elite, the fixtures' client
let worker: string; // worker@demo.elite
let admin: string;
let providerId: number;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  client = await signIn(app, 'client@demo.elite');
  worker = await signIn(app, 'worker@demo.elite');
  admin = await signIn(app, 'admin@demo.elite');
  providerId = (await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' })).id;
});
afterAll(() => app.close());

const STATE = graphql(`query WorkerActionsCanRateServiceRequest($id: ID!) { serviceRequest(id: $id) { status workerActions canRate } }`);
const state = async (token: string, id: number) => {
  const r = await app.gql(STATE, { id: String(id) }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.serviceRequest;
};
const job = (status: 'pending' | 'scheduled' | 'in_progress' | 'completed' | 'cancelled' | 'closed_pending_review' | 'closed_successful', assigned = true) =>
  makeRequest(app, { category: 'House Cleaning', providerId: assigned ? providerId : undefined, status });

const UNDER_WAY = ['on_my_way', 'schedule_visit', 'invoice', 'complete', 'complete_special', 'unassign', 'add_note'];

describe('workerActions', () => {
  it.each([
    ['scheduled', UNDER_WAY],
    ['in_progress', UNDER_WAY],
    ['completed', ['add_note']],
    ['closed_pending_review', ['add_note']],
    ['closed_successful', ['add_note']],
    ['cancelled', []],
  ] as const)('offers the assigned worker %j on a job %s, and nothing to its client or an admin', async (status, expected) => {
    const id = await job(status);
    expect((await state(worker, id)).workerActions).toEqual(expected);
    expect((await state(client, id)).workerActions).toEqual([]);
    expect((await state(admin, id)).workerActions).toEqual([]);
  });

  it('offers nothing on an open job the worker only sees in the queue', async () => {
    const id = await job('pending', false);
    expect((await state(worker, id)).workerActions).toEqual([]);
  });

  it('follows the job as the worker completes it, and the mutations refuse what is no longer offered', async () => {
    const id = await job('scheduled');
    const done = await app.gql(graphql(`mutation WorkerActionsCanRateCompleteJob($id: ID!) { completeJob(requestId: $id) { status workerActions } }`), { id: String(id) }, worker);
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeJob).toEqual({ status: 'completed', workerActions: ['add_note'] });
    const again = await app.gql('mutation($id: ID!) { unassignJob(requestId: $id) { id } }', { id: String(id) }, worker);
    expect(again.errors![0].extensions!.code).toBe('CONFLICT');
  });
});

describe('canRate', () => {
  it.each([
    ['pending', false],
    ['scheduled', false],
    ['in_progress', false],
    ['closed_pending_review', false],
    ['cancelled', false],
    ['completed', true],
    ['closed_successful', true],
  ] as const)('is %s → %s for the client, and false for the worker and an admin', async (status, expected) => {
    const id = await job(status);
    expect((await state(client, id)).canRate).toBe(expected);
    expect((await state(worker, id)).canRate).toBe(false);
    expect((await state(admin, id)).canRate).toBe(false);
  });

  it('turns false once the client has rated, and a second review is refused', async () => {
    const id = await job('completed');
    const REVIEW = graphql(`mutation WorkerActionsCanRateSubmitReview($i: SubmitReviewInput!) { submitReview(input: $i) { id workerRating } }`);
    const first = await app.gql(REVIEW, { i: { requestId: String(id), rating: 5 } }, client);
    expect(first.errors).toBeUndefined();
    expect((await state(client, id)).canRate).toBe(false);
    const second = await app.gql(REVIEW, { i: { requestId: String(id), rating: 4 } }, client);
    expect(second.errors![0].extensions!.code).toBe('CONFLICT');
  });

  it('refuses a review while the service is not completed, as canRate says', async () => {
    const id = await job('scheduled');
    const r = await app.gql('mutation($i: SubmitReviewInput!) { submitReview(input: $i) { id } }', { i: { requestId: String(id), rating: 5 } }, client);
    expect(r.errors![0].extensions!.code).toBe('CONFLICT');
  });
});
