import { startTestApp, signIn, type TestApp } from '../support/app';
import { CREATE, PAY, categoryId, completeWithDemoWorker, createRequest, payFee, registerClient, scheduleWithDemoWorker, sql, wizardInput } from './client-support';
import { requestNumber } from '../../server/src/domain/request-number';
import { graphql } from '../gql';

let app: TestApp;
let cleaning: number;
let delivery: number;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  cleaning = await categoryId(app, 'House Cleaning');
  delivery = await categoryId(app, 'Delivery & Errands');
});
afterAll(() => app.close());

const count = async (where: string) => (await sql<{ n: number }>(app, `select count(*)::int as n from service_requests where ${where}`))[0].n;

describe('creating a request from the wizard', () => {
  it('creates a pending request with the fee unpaid, shown as awaiting payment, with the Custom title replaced', async () => {
    const { token } = await registerClient(app, 'Ava');
    const r = await app.gql(
      CREATE,
      { i: wizardInput(cleaning, { title: 'Custom Cleaning Service', customTitle: 'Garage scrub-down' }) },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.createServiceRequest).toMatchObject({ title: 'Garage scrub-down', status: 'pending', displayStatus: 'awaiting_payment', appointmentFeePaid: false });
  });

  it('names every missing field of the contact step and creates nothing', async () => {
    const { token } = await registerClient(app);
    const before = await count('true');
    const r = await app.gql(CREATE, { i: wizardInput(cleaning, { contactName: ' ', contactPhone: '', contactEmail: 'nope', contactAddress: '', contactCity: '', contactState: 'XX', contactZipCode: '3720', description: '' }) }, token);
    expect(r.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(r.errors![0].extensions!.fields).toEqual(
      expect.arrayContaining([
        { path: 'contactName', message: 'Name is required' },
        { path: 'contactPhone', message: 'Phone is required' },
        { path: 'contactEmail', message: 'Please enter a valid email address' },
        { path: 'contactAddress', message: 'Street address is required' },
        { path: 'contactCity', message: 'City is required' },
        { path: 'contactState', message: 'Please choose a state' },
        { path: 'contactZipCode', message: 'ZIP code must be 5 digits' },
        { path: 'description', message: 'Description is required' },
      ]),
    );
    expect(await count('true')).toBe(before);
  });

  it('requires the separate service address when "same address" is off', async () => {
    const { token } = await registerClient(app);
    const r = await app.gql(CREATE, { i: wizardInput(cleaning, { sameAddress: false, serviceAddress: '', serviceCity: '', serviceZipCode: '' }) }, token);
    expect(r.errors![0].extensions!.fields).toEqual(
      expect.arrayContaining([
        { path: 'serviceAddress', message: 'Service address is required' },
        { path: 'serviceCity', message: 'Service city is required' },
        { path: 'serviceZipCode', message: 'Service ZIP code is required' },
      ]),
    );
  });

  it('asks for date and time when the category needs scheduling, refuses past dates, and needs the specific time', async () => {
    const { token } = await registerClient(app);
    const missing = await app.gql(CREATE, { i: wizardInput(cleaning, { preferredDate: null, preferredTime: null }) }, token);
    expect(missing.errors![0].extensions!.fields).toEqual([
      { path: 'preferredDate', message: 'Preferred date is required' },
      { path: 'preferredTime', message: 'Preferred time is required' },
    ]);
    const past = await app.gql(CREATE, { i: wizardInput(cleaning, { preferredDate: '2020-01-01' }) }, token);
    expect(past.errors![0].extensions!.fields).toEqual([{ path: 'preferredDate', message: 'Preferred date cannot be in the past' }]);
    const impossible = await app.gql(CREATE, { i: wizardInput(cleaning, { preferredDate: '2031-02-31' }) }, token);
    expect(impossible.errors![0].extensions!.fields).toEqual([{ path: 'preferredDate', message: 'Preferred date must be a date' }]);
    const long = await app.gql(CREATE, { i: wizardInput(cleaning, { title: 'x'.repeat(151) }) }, token);
    expect(long.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const specific = await app.gql(CREATE, { i: wizardInput(cleaning, { preferredTime: 'specific', specificTime: null }) }, token);
    expect(specific.errors![0].extensions!.fields).toEqual([{ path: 'specificTime', message: 'Specific time is required' }]);
    const ok = await app.gql(CREATE, { i: wizardInput(cleaning, { preferredTime: 'specific', specificTime: '14:30' }) }, token);
    expect(ok.errors).toBeUndefined();
  });

  it('lets a category without scheduling go straight to payment (no date or time needed)', async () => {
    const { token } = await registerClient(app);
    const r = await app.gql(CREATE, { i: wizardInput(delivery, { title: 'Grocery Delivery', preferredDate: null, preferredTime: null }) }, token);
    expect(r.errors).toBeUndefined();
  });

  it('refuses ZIP codes outside 370-373 and 380-382, checking the service ZIP when the address differs', async () => {
    const { token } = await registerClient(app);
    const before = await count('true');
    const out = await app.gql(CREATE, { i: wizardInput(cleaning, { contactZipCode: '90210', contactState: 'CA' }) }, token);
    expect(out.errors![0].extensions!.fields).toEqual([{ path: 'contactZipCode', message: expect.stringMatching(/expansion waitlist/) }]);
    const serviceOut = await app.gql(CREATE, { i: wizardInput(cleaning, { sameAddress: false, serviceAddress: '1 Main', serviceCity: 'Atlanta', serviceState: 'GA', serviceZipCode: '30301' }) }, token);
    expect(serviceOut.errors![0].extensions!.fields).toEqual([{ path: 'serviceZipCode', message: expect.stringMatching(/expansion waitlist/) }]);
    expect(await count('true')).toBe(before);
    // Memphis (381) is served even when the contact address is out of area.
    const memphis = await app.gql(
      CREATE,
      { i: wizardInput(cleaning, { contactZipCode: '90210', contactState: 'CA', sameAddress: false, serviceAddress: '1 Beale St', serviceCity: 'Memphis', serviceState: 'TN', serviceZipCode: '38103' }) },
      token,
    );
    expect(memphis.data!.createServiceRequest.serviceZipCode).toBe('38103');
  });

  it('saves for later with a request_submitted_unpaid notification, and keeps unpaid requests from workers', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning, { payLater: true }));
    const n = await app.gql(graphql(`query ClientRequestsNotifications { notifications { items { type message } } }`), {}, token);
    expect(n.data!.notifications.items.map((x) => x.type)).toContain('request_submitted_unpaid');
    const worker = await signIn(app, 'worker@demo.elite');
    const seen = await app.gql(`{ serviceRequest(id: ${id}) { id } }`, {}, worker);
    expect(seen.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('lets a pending provider request services too, and shows them the application banner flag', async () => {
    const applicant = await signIn(app, 'applicant@demo.elite');
    const before = await app.gql(graphql(`query ClientRequestsMyRequests2 { myRequests { items { id } } myClientStats { pendingProviderApplication } }`), {}, applicant);
    expect(before.data!.myRequests.items).toEqual([]);
    expect(before.data!.myClientStats.pendingProviderApplication).toBe(true);
    const id = await createRequest(app, applicant, wizardInput(cleaning));
    const after = await app.gql(graphql(`query ClientRequestsMyRequests3 { myRequests { items { id } } }`), {}, applicant);
    expect(after.data!.myRequests.items.map((r) => Number(r.id))).toEqual([id]);
    const admin = await signIn(app, 'admin@demo.elite');
    const refused = await app.gql(CREATE, { i: wizardInput(cleaning) }, admin);
    expect(refused.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('refuses visitors', async () => {
    const r = await app.gql(CREATE, { i: wizardInput(cleaning) });
    expect(r.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

const UPDATE = graphql(`mutation ClientRequestsUpdateServiceRequest($i: UpdateRequestInput!) { updateServiceRequest(input: $i) { id title description serviceZipCode } }`);
const CANCEL = graphql(`mutation ClientRequestsCancelServiceRequest($id: ID!) { cancelServiceRequest(id: $id) { id status } }`);
const MINE = graphql(`query ClientRequestsMyRequests { myRequests { items { id displayStatus } } }`);

describe('editing and cancelling', () => {
  it('edits while pending, and refuses afterwards with the spec\'s message', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    const ok = await app.gql(UPDATE, { i: { id, title: 'Custom Cleaning Service', customTitle: 'Attic clean-out', description: 'Dusty attic' } }, token);
    expect(ok.data!.updateServiceRequest).toMatchObject({ title: 'Attic clean-out', description: 'Dusty attic' });

    const missing = await app.gql(UPDATE, { i: { id, title: ' ', description: '' } }, token);
    expect(missing.errors![0].extensions!.fields).toEqual([
      { path: 'title', message: 'Title is required' },
      { path: 'description', message: 'Description is required' },
    ]);

    await payFee(app, token, id);
    await scheduleWithDemoWorker(app, id);
    const late = await app.gql(UPDATE, { i: { id, title: 'Again', description: 'Again' } }, token);
    expect(late.errors![0].extensions!.code).toBe('CONFLICT');
    expect(late.errors![0].message).toBe('This request cannot be edited because it has already been scheduled.');
    const [row] = await sql<{ title: string }>(app, 'select title from service_requests where id = ?', [id]);
    expect(row.title).toBe('Attic clean-out');
  });

  it('cancels a request: it leaves the client\'s lists, the row stays as cancelled', async () => {
    const { token } = await registerClient(app);
    const keep = await createRequest(app, token, wizardInput(cleaning));
    const id = await createRequest(app, token, wizardInput(cleaning));
    const r = await app.gql(CANCEL, { id }, token);
    expect(r.data!.cancelServiceRequest.status).toBe('cancelled');
    const mine = await app.gql(MINE, {}, token);
    expect(mine.data!.myRequests.items.map((x) => Number(x.id))).toEqual([keep]);
    const [row] = await sql<{ status: string; cancelled_at: Date | null }>(app, 'select status, cancelled_at from service_requests where id = ?', [id]);
    expect(row.status).toBe('cancelled');
    expect(row.cancelled_at).not.toBeNull();
    const again = await app.gql(CANCEL, { id }, token);
    expect(again.errors![0].extensions!.code).toBe('CONFLICT');
  });

  it('refuses to cancel a completed request', async () => {
    const { token } = await registerClient(app);
    const id = await createRequest(app, token, wizardInput(cleaning));
    await payFee(app, token, id);
    await completeWithDemoWorker(app, id);
    const r = await app.gql(CANCEL, { id }, token);
    expect(r.errors![0].message).toBe('This request cannot be cancelled because it has already been completed.');
    const hist = await app.gql(graphql(`query ClientRequestsMyServiceHistory { myServiceHistory { items { id } } }`), {}, token);
    expect(hist.data!.myServiceHistory.items.map((x) => Number(x.id))).toEqual([id]);
  });
});

describe('client notes', () => {
  it('adds a note to the timeline, tells the assigned worker, and refuses blank notes and other clients', async () => {
    const a = await registerClient(app);
    const b = await registerClient(app);
    const id = await createRequest(app, a.token, wizardInput(cleaning));
    await payFee(app, a.token, id);
    await scheduleWithDemoWorker(app, id);
    const NOTE = graphql(`mutation ClientRequestsAddClientNote($id: ID!, $n: String!) { addClientNote(requestId: $id, note: $n) { action description actorRole } }`);
    const ok = await app.gql(NOTE, { id, n: 'Gate code 4321' }, a.token);
    expect(ok.data!.addClientNote).toEqual({ action: 'note_added', description: 'Gate code 4321', actorRole: 'client' });
    const blank = await app.gql(NOTE, { id, n: '   ' }, a.token);
    expect(blank.errors![0].extensions!.fields).toEqual([{ path: 'note', message: 'Please enter a note' }]);
    const other = await app.gql(NOTE, { id, n: 'hi' }, b.token);
    expect(other.errors![0].extensions!.code).toBe('NOT_FOUND');
    const timeline = await app.gql<{ serviceRequest: { activities: { description: string }[] } }>(`{ serviceRequest(id: ${id}) { activities { description } } }`, {}, a.token);
    expect(timeline.data!.serviceRequest.activities.map((x) => x.description)).toContain('Gate code 4321');
    const worker = await signIn(app, 'worker@demo.elite');
    const n = await app.gql(graphql(`query ClientRequestsNotifications2 { notifications { items { type message } } }`), {}, worker);
    expect(n.data!.notifications.items.find((x) => x.type === 'note')!.message).toBe(`Request ${requestNumber(id)}: Gate code 4321`);
  });
});

describe('ownership', () => {
  it('client B never sees, edits, cancels or pays client A\'s request', async () => {
    const a = await registerClient(app, 'Alice');
    const b = await registerClient(app, 'Bob');
    const id = await createRequest(app, a.token, wizardInput(cleaning));
    const view = await app.gql(`{ serviceRequest(id: ${id}) { id } }`, {}, b.token);
    expect(view.errors![0].extensions!.code).toBe('FORBIDDEN');
    const list = await app.gql(MINE, {}, b.token);
    expect(list.data!.myRequests.items.map((x) => Number(x.id))).not.toContain(id);
    const edit = await app.gql(UPDATE, { i: { id, title: 'Hijack', description: 'x' } }, b.token);
    expect(edit.errors![0].extensions!.code).toBe('NOT_FOUND');
    const cancel = await app.gql(CANCEL, { id }, b.token);
    expect(cancel.errors![0].extensions!.code).toBe('NOT_FOUND');
    const pay = await app.gql(PAY, { i: { kind: 'consultation', requestId: String(id), idempotencyKey: 'bob-pays-alice-1', method: 'google_pay' } }, b.token);
    expect(pay.errors![0].extensions!.code).toBe('NOT_FOUND');
    const [row] = await sql<{ title: string; status: string; appointment_fee_paid: boolean }>(app, 'select title, status, appointment_fee_paid from service_requests where id = ?', [id]);
    expect(row).toEqual({ title: 'Deep Cleaning', status: 'pending', appointment_fee_paid: false });
    const own = await app.gql(MINE, {}, a.token);
    expect(own.data!.myRequests.items.map((x) => Number(x.id))).toContain(id);
  });
});
