import sharp from 'sharp';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { errorOf, makeApprovedWorker, makeRequest, PNG_BYTES, requestRow, uploadPhotos } from '../support/worker-fixtures';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { Activity } from '../../server/src/modules/requests/activity.entity';
import { Invoice } from '../../server/src/modules/invoices/invoice.entity';
import { User } from '../../server/src/modules/users/user.entity';
import { Review } from '../../server/src/modules/reviews/review.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { WorkerPayout } from '../../server/src/modules/payouts/worker-payout.entity';
import { Approval } from '../../server/src/domain/approval';
import { writeEligibleWorkerNotifications } from '../../server/src/modules/jobs/notify-eligible';
import { JOB_TAKEN_MESSAGE } from '../../server/src/modules/jobs/job-errors';
import { businessTimeLabel, parseVisitTime, startOfMonth, startOfWeek } from '../../server/src/modules/jobs/time';
import { graphql } from '../gql';
import type { InvoiceLineInput } from '../gql/graphql';
import type { NotificationType } from '../../server/src/modules/notifications/notification-types';

let app: TestApp;
let worker: string; // worker@demo.elite: House Cleaning + Maintenance & Repair, 37203, 50 mi
let worker2: string; // lawn and pool, 37027, 25 mi
let client: string;
beforeAll(async () => {
  app = await startTestApp({ seed: true, env: { UPLOAD_MAX_BYTES: '2048' } });
  [worker, worker2, client] = await Promise.all([signIn(app, 'worker@demo.elite'), signIn(app, 'worker2@demo.elite'), signIn(app, 'client@demo.elite')]);
});
afterAll(() => app.close());

const QUEUE = graphql(`query WorkerJobsOpenJobs { openJobs { items { distanceMiles request { id title } } } }`);
const ACCEPT = graphql(`mutation WorkerJobsAcceptJob($id: ID!) { acceptJob(requestId: $id) { id status providerId } }`);
const queueIds = async (token: string) => ((await app.gql(QUEUE, {}, token)).data?.openJobs.items ?? []).map((j) => Number(j.request.id));
const userId = async (email: string) => (await app.orm.em.fork().findOneOrFail(User, { email })).id;
/** What the outbox does for a newly paid request: one new_job_available notification per eligible worker. */
const notifyEligible = async (id: number) => (await app.orm.em.fork().transactional((tx) => writeEligibleWorkerNotifications(tx, id))).length;
const notificationsOf = async (email: string, type: NotificationType) => app.orm.em.fork().find(Notification, { user: await userId(email), type }, { orderBy: { id: 'desc' } });

describe('the open queue', () => {
  it('shows paid pending unassigned requests in the worker\'s categories and radius only', async () => {
    const near = await makeRequest(app, { category: 'House Cleaning', zip: '37209' });
    const unpaid = await makeRequest(app, { category: 'House Cleaning', zip: '37209', paid: false });
    const otherCategory = await makeRequest(app, { category: 'Pool Services', zip: '37209' });
    const far = await makeRequest(app, { category: 'House Cleaning', zip: '38103' }); // Memphis, ~200 mi
    const ids = await queueIds(worker);
    expect(ids).toContain(near);
    expect(ids).not.toContain(unpaid);
    expect(ids).not.toContain(otherCategory);
    expect(ids).not.toContain(far);
    const item = (await app.gql(QUEUE, {}, worker)).data!.openJobs.items.find((j) => Number(j.request.id) === near)!;
    expect(item.distanceMiles).toBeGreaterThan(0);
    expect(item.distanceMiles).toBeLessThan(10);
    expect(await queueIds(worker2)).not.toContain(near);
  });

  it('notifies exactly the eligible approved workers when a request is paid', async () => {
    const id = await makeRequest(app, { category: 'Lawn & Landscaping', zip: '37027', title: 'Hedge Trimming' });
    const before = (await notificationsOf('worker2@demo.elite', 'new_job_available')).length;
    const beforeW1 = (await notificationsOf('worker@demo.elite', 'new_job_available')).length;
    expect(await notifyEligible(id)).toBe(1);
    const after = await notificationsOf('worker2@demo.elite', 'new_job_available');
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({ title: 'New Job Available', data: { jobId: id, requestId: id } });
    expect((await notificationsOf('worker@demo.elite', 'new_job_available')).length).toBe(beforeW1);
    const unpaid = await makeRequest(app, { category: 'Lawn & Landscaping', zip: '37027', paid: false });
    expect(await notifyEligible(unpaid)).toBe(0);
  });
});

describe('accepting, scheduling, notes, invoices and completion', () => {
  it('accepts: in progress, the worker on the row, the client told \'Job Started!\'; a second worker gets the already-taken conflict', async () => {
    const id = await makeRequest(app, { category: 'Maintenance & Repair', zip: '37203', title: 'Leaky faucet' });
    const other = await makeApprovedWorker(app, { email: 'second@example.com', categories: ['Maintenance & Repair'] });
    const r = await app.gql(ACCEPT, { id }, worker);
    expect(r.errors).toBeUndefined();
    expect(r.data!.acceptJob.status).toBe('in_progress');
    const row = await requestRow(app, id);
    expect(row.status).toBe('in_progress');
    expect(String(row.provider?.id)).toBe(r.data!.acceptJob.providerId);
    const started = await notificationsOf('client@demo.elite', 'job_started');
    expect(started[0]).toMatchObject({ title: 'Job Started!', data: { jobId: id } });
    const late = await app.gql(ACCEPT, { id }, other.token);
    expect(errorOf(late)).toMatchObject({ code: 'CONFLICT', message: JOB_TAKEN_MESSAGE });
    expect(String((await requestRow(app, id)).provider?.id)).toBe(r.data!.acceptJob.providerId);
    expect(await queueIds(other.token)).not.toContain(id);
  });

  it('refuses to accept an unpaid request or one outside the worker\'s categories or radius, and changes nothing', async () => {
    const unpaid = await makeRequest(app, { category: 'House Cleaning', zip: '37203', paid: false });
    expect(errorOf(await app.gql(ACCEPT, { id: unpaid }, worker))).toMatchObject({ code: 'CONFLICT', message: 'This request is not open yet: the consultation fee has not been paid' });
    const far = await makeRequest(app, { category: 'House Cleaning', zip: '38103' });
    expect(errorOf(await app.gql(ACCEPT, { id: far }, worker)).code).toBe('FORBIDDEN');
    const pool = await makeRequest(app, { category: 'Pool Services', zip: '37203' });
    expect(errorOf(await app.gql(ACCEPT, { id: pool }, worker)).code).toBe('FORBIDDEN');
    expect(errorOf(await app.gql(ACCEPT, { id: 999999 }, worker)).code).toBe('NOT_FOUND');
    for (const id of [unpaid, far, pool]) expect(await requestRow(app, id)).toMatchObject({ status: 'pending', provider: null });
  });

  it('schedules a visit from \'YYYY-MM-DD HH:MM\' and refuses other shapes and other workers', async () => {
    const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203' });
    await app.gql(ACCEPT, { id }, worker);
    const SCHEDULE = graphql(`mutation WorkerJobsScheduleJob($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { scheduledAt } }`);
    const bad = await app.gql(SCHEDULE, { id, at: 'next tuesday' }, worker);
    expect(errorOf(bad).fields).toEqual([{ path: 'scheduledAt', message: 'Please enter the date and time as YYYY-MM-DD HH:MM' }]);
    const past = await app.gql(SCHEDULE, { id, at: '2020-01-15 10:00' }, worker);
    expect(errorOf(past).fields).toEqual([{ path: 'scheduledAt', message: 'Please choose a date and time in the future' }]);
    const ok = await app.gql(SCHEDULE, { id, at: '2031-01-15 10:00' }, worker);
    expect(ok.data!.scheduleJob.scheduledAt).toBe('2031-01-15T16:00:00.000Z'); // 10:00 US Central in winter
    const next = await app.gql(graphql(`mutation WorkerJobsScheduleNextVisit($id: ID!, $at: String!) { scheduleNextVisit(requestId: $id, scheduledAt: $at) { scheduledAt } }`), { id, at: '2031-07-01 09:30' }, worker);
    expect(next.data!.scheduleNextVisit.scheduledAt).toBe('2031-07-01T14:30:00.000Z'); // summer time
    const stranger = await app.gql(SCHEDULE, { id, at: '2031-01-16 10:00' }, worker2);
    expect(errorOf(stranger).code).toBe('FORBIDDEN');
    const notes = await notificationsOf('client@demo.elite', 'appointment_scheduled');
    expect(notes[0].data).toMatchObject({ jobId: id });
  });

  it('stores photos (images only, size-limited), attaches them to a note and serves them to whoever may see the job', async () => {
    const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203' });
    await app.gql(ACCEPT, { id }, worker);
    const notImage = await uploadPhotos(app, worker, [{ name: 'sneaky.png', bytes: Buffer.from('<html>not a picture</html>') }]);
    expect(notImage.status).toBe(422);
    expect(notImage.body.details?.[0].message).toBe('sneaky.png is not an image. Upload JPEG, PNG, GIF or WebP photos.');
    const huge = await uploadPhotos(app, worker, [{ name: 'huge.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(4096)]) }]);
    expect(huge.status).toBe(422);
    const anonymous = await fetch(`${app.url}/api/uploads`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);

    const up = await uploadPhotos(app, worker, [{ name: 'kitchen-after.png', bytes: PNG_BYTES }]);
    expect(up.status).toBe(201);
    const photo = up.body.uploads![0];
    expect(photo.url).toBe(`/api/uploads/${photo.filename}`);

    const NOTE = graphql(`mutation WorkerJobsAddJobNote($i: JobNoteInput!) { addJobNote(input: $i) { action description photos { url originalName } } }`);
    const blank = await app.gql(NOTE, { i: { requestId: id, note: '   ' } }, worker);
    expect(errorOf(blank).fields).toEqual([{ path: 'note', message: 'Please enter a note' }]);
    const note = await app.gql(NOTE, { i: { requestId: id, note: 'Kitchen done', photoIds: [photo.id] } }, worker);
    expect(note.data!.addJobNote).toEqual({ action: 'note_added', description: 'Kitchen done [1 photo attached: kitchen-after.png]', photos: [{ url: photo.url, originalName: 'kitchen-after.png' }] });
    const reuse = await app.gql(NOTE, { i: { requestId: await makeRequest(app, { category: 'House Cleaning', status: 'in_progress', providerId: (await requestRow(app, id)).provider!.id }), note: 'x', photoIds: [photo.id] } }, worker);
    expect(errorOf(reuse).fields[0].path).toBe('photoIds');

    const get = (token?: string) => fetch(`${app.url}${photo.url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const asWorker = await get(worker);
    expect(asWorker.status).toBe(200);
    expect(asWorker.headers.get('content-type')).toBe('image/png');
    // The photo as stored: re-encoded without metadata (uploads/strip-metadata.ts), the same 1×1 PNG.
    const served = Buffer.from(await asWorker.arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await get(client)).status).toBe(200); // the job's client
    expect((await get(await signIn(app, 'client2@demo.elite'))).status).toBe(403);
    expect((await get()).status).toBe(403);
    const update = await notificationsOf('client@demo.elite', 'note');
    expect(update[0].data).toMatchObject({ jobId: id, afterPhotos: [photo.url] });
  });

  it('creates an invoice from line items (pending approval, INV-{id}-{year}) and edits it only with a reason', async () => {
    const id = await makeRequest(app, { category: 'Maintenance & Repair', zip: '37203' });
    await app.gql(ACCEPT, { id }, worker);
    const lines: InvoiceLineInput[] = [{ type: 'labor', description: 'Labor Hours', quantity: 4, rate: 35 }, { type: 'mileage', description: 'Mileage', quantity: 10, rate: 0.67 }];
    const preview = await app.gql(graphql(`query WorkerJobsPriceInvoiceLines($id: ID!, $l: [InvoiceLineInput!]!) { priceInvoiceLines(requestId: $id, lineItems: $l) { subtotalCents billing { platformFeeCents salesTaxCents processingFeeCents serviceTotalCents balanceDueCents } } }`), { id, l: lines }, worker);
    // 146.70 + 12% (17.60) + 9.75% of 164.30 (16.02) + 2.99 = 183.31; minus the $100 consultation credit = 83.31
    expect(preview.data!.priceInvoiceLines).toEqual({ subtotalCents: 14670, billing: { platformFeeCents: 1760, salesTaxCents: 1602, processingFeeCents: 299, serviceTotalCents: 18331, balanceDueCents: 8331 } });

    const CREATE = graphql(`mutation WorkerJobsCreateJobInvoice($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id invoiceNumber status subtotalCents finalAmountCents lineItems { type quantity rateCents amountCents } } }`);
    const none = await app.gql(CREATE, { i: { requestId: id, lineItems: [] } }, worker);
    expect(errorOf(none).fields).toEqual([{ path: 'lineItems', message: 'An invoice needs at least one line item' }]);
    const badRate = await app.gql(CREATE, { i: { requestId: id, lineItems: [{ type: 'labor', description: 'Labor', quantity: 1, rate: 1.005 }] } }, worker);
    expect(errorOf(badRate).fields[0].path).toBe('lineItems.0.rate');
    const made = await app.gql(CREATE, { i: { requestId: id, lineItems: lines, notes: 'Thanks!' } }, worker);
    expect(made.data!.createJobInvoice).toMatchObject({ invoiceNumber: `INV-${id}-${new Date().getUTCFullYear()}`, status: 'pending_approval', subtotalCents: 14670, finalAmountCents: 14670 });
    expect(made.data!.createJobInvoice.lineItems).toEqual([{ type: 'labor', quantity: 4, rateCents: 3500, amountCents: 14000 }, { type: 'mileage', quantity: 10, rateCents: 67, amountCents: 670 }]);
    const billing = await app.gql(graphql(`query WorkerJobsServiceRequest($id: ID!) { serviceRequest(id: $id) { billing { serviceCostCents } } }`), { id }, client);
    expect(billing.data!.serviceRequest.billing.serviceCostCents).toBe(14670);

    const EDIT = graphql(`mutation WorkerJobsEditJobInvoice($i: EditJobInvoiceInput!) { editJobInvoice(input: $i) { status lastEditedBy editReason originalAmountCents finalAmountCents } }`);
    const invoiceId = made.data!.createJobInvoice.id;
    const noReason = await app.gql(EDIT, { i: { invoiceId, lineItems: lines, editReason: '  ' } }, worker);
    expect(errorOf(noReason).fields).toEqual([{ path: 'editReason', message: 'Please provide a reason for editing this invoice.' }]);
    const stranger = await app.gql(EDIT, { i: { invoiceId, lineItems: lines, editReason: 'mine now' } }, worker2);
    expect(errorOf(stranger).code).toBe('FORBIDDEN');
    const edited = await app.gql(EDIT, { i: { invoiceId, lineItems: [{ type: 'labor', description: 'Labor Hours', quantity: 5, rate: 35 }], editReason: 'One more hour' } }, worker);
    expect(edited.data!.editJobInvoice).toEqual({ status: 'pending_approval', lastEditedBy: 'worker', editReason: 'One more hour', originalAmountCents: 14670, finalAmountCents: 17500 });
    // A second invoice would change the amount without a reason: the job keeps its one invoice.
    const second = await app.gql(CREATE, { i: { requestId: id, lineItems: lines } }, worker);
    expect(errorOf(second)).toMatchObject({ code: 'CONFLICT', message: `This job already has invoice INV-${id}-${new Date().getUTCFullYear()}. Change it with Edit Invoice, which needs a reason for the edit.` });
    expect(await app.orm.em.fork().count(Invoice, { request: id })).toBe(1);
  });

  it('completes a simple job as completed and a Project Workflow job as closed_pending_review', async () => {
    const simple = await makeRequest(app, { category: 'House Cleaning', zip: '37203', estimatedCents: 20000 });
    const project = await makeRequest(app, { category: 'Maintenance & Repair', zip: '37203', estimatedCents: 75000 });
    await app.gql(ACCEPT, { id: simple }, worker);
    await app.gql(ACCEPT, { id: project }, worker);
    const COMPLETE = graphql(`mutation WorkerJobsCompleteJob($id: ID!) { completeJob(requestId: $id) { status completedAt } }`);
    const a = await app.gql(COMPLETE, { id: simple }, worker);
    expect(a.data!.completeJob.status).toBe('completed');
    expect(a.data!.completeJob.completedAt).not.toBeNull();
    expect((await notificationsOf('client@demo.elite', 'job_completed'))[0]).toMatchObject({ title: 'Job Completed!', data: { jobId: simple } });
    const b = await app.gql(COMPLETE, { id: project }, worker);
    expect(b.data!.completeJob.status).toBe('closed_pending_review');
    expect((await notificationsOf('admin@demo.elite', 'job_requires_review'))[0].data).toMatchObject({ jobId: project });
    const twice = await app.gql(COMPLETE, { id: simple }, worker);
    expect(errorOf(twice).code).toBe('CONFLICT');
    // Home Improvements is always a Project Workflow job, whatever its estimate.
    const worker3 = await signIn(app, 'worker3@demo.elite');
    const remodel = await makeRequest(app, { category: 'Home Improvements', zip: '37215' });
    await app.gql(ACCEPT, { id: remodel }, worker3);
    expect((await app.gql(COMPLETE, { id: remodel }, worker3)).data!.completeJob.status).toBe('closed_pending_review');
  });

  it('completes the $100 Special for admin review: worker earns $78.25; refused once completed or for others', async () => {
    const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203' });
    const SPECIAL = graphql(`mutation WorkerJobsCompleteHundredDollarSpecial($id: ID!) { completeHundredDollarSpecial(requestId: $id) { status hundredDollarSpecial adminApprovalStatus billing { balanceDueCents workerPayoutCents } } }`);
    const notMine = await app.gql(SPECIAL, { id }, worker);
    expect(errorOf(notMine).code).toBe('FORBIDDEN');
    await app.gql(ACCEPT, { id }, worker);
    const done = await app.gql(SPECIAL, { id }, worker);
    expect(done.data!.completeHundredDollarSpecial).toEqual({ status: 'completed', hundredDollarSpecial: true, adminApprovalStatus: 'pending', billing: { balanceDueCents: 0, workerPayoutCents: 7825 } });
    const again = await app.gql(SPECIAL, { id }, worker);
    expect(errorOf(again).code).toBe('CONFLICT');
  });

  it('unassigns back to the open queue, where another worker can take it', async () => {
    const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203' });
    const other = await makeApprovedWorker(app, { email: 'third@example.com', categories: ['House Cleaning'] });
    await app.gql(ACCEPT, { id }, worker);
    const stranger = await app.gql('mutation($id: ID!) { unassignJob(requestId: $id) { id } }', { id }, other.token);
    expect(errorOf(stranger).code).toBe('FORBIDDEN');
    const r = await app.gql(graphql(`mutation WorkerJobsUnassignJob($id: ID!) { unassignJob(requestId: $id) { status providerId } }`), { id }, worker);
    expect(r.data!.unassignJob).toEqual({ status: 'pending', providerId: null });
    expect(await queueIds(other.token)).toContain(id);
    expect((await app.gql(ACCEPT, { id }, other.token)).data!.acceptJob.status).toBe('in_progress');
    const timeline = await app.orm.em.fork().find(Activity, { request: id }, { orderBy: { id: 'asc' } });
    expect(timeline.map((a) => a.action)).toEqual(['job_accepted', 'worker_unassigned', 'job_accepted']);
  });
});

describe('earnings, dashboard and ratings', () => {
  it('counts 90% of service cost as earned only once its payout is released: finished work is pending, open work potential', async () => {
    const w = await makeApprovedWorker(app, { email: 'earner@example.com', categories: ['House Cleaning'] });
    const done = await makeRequest(app, { category: 'House Cleaning', estimatedCents: 20000 });
    const open = await makeRequest(app, { category: 'House Cleaning', estimatedCents: 30000 });
    await app.gql(ACCEPT, { id: done }, w.token);
    await app.gql(ACCEPT, { id: open }, w.token);
    await app.gql('mutation($id: ID!) { completeJob(requestId: $id) { id } }', { id: done }, w.token);
    // Released now: this week and this month. Released 40 days before this week began: neither.
    const releasedNow = await makeRequest(app, { category: 'House Cleaning', estimatedCents: 10000, status: 'completed', providerId: w.providerId });
    const old = await makeRequest(app, { category: 'House Cleaning', estimatedCents: 50000, status: 'completed', providerId: w.providerId });
    const longAgo = new Date(startOfWeek(new Date()).getTime() - 40 * 86_400_000);
    const em = app.orm.em.fork();
    (await em.findOneOrFail(ServiceRequest, { id: old })).completedAt = longAgo;
    const admin = await em.findOneOrFail(User, { email: 'admin@demo.elite' });
    em.create(WorkerPayout, { request: releasedNow, provider: w.providerId, serviceCostCents: 10000, amountCents: 9000, timing: 'instant', status: 'approved', approval: Approval.by(admin.id) });
    em.create(WorkerPayout, { request: old, provider: w.providerId, serviceCostCents: 50000, amountCents: 45000, timing: 'photo_review', status: 'paid', approval: Approval.by(admin.id, longAgo) });
    await em.flush();

    const r = await app.gql(
      graphql(`query WorkerJobsWorkerEarnings { workerEarnings { weekCents monthCents pendingCents potentialCents totalCents week { day cents } jobs { payoutCents payoutStatus thisWeek potential request { id } } } }`), {}, w.token);
    const e = r.data!.workerEarnings;
    expect(e.weekCents).toBe(9000);
    expect(e.monthCents).toBe(9000);
    expect(e.pendingCents).toBe(18000);
    expect(e.potentialCents).toBe(27000);
    expect(e.totalCents).toBe(9000 + 45000);
    expect(e.week).toHaveLength(7);
    expect(e.week.reduce((s, d) => s + d.cents, 0)).toBe(9000);
    const status = Object.fromEntries(e.jobs.map((j) => [Number(j.request.id), j.payoutStatus]));
    expect(status).toEqual({ [done]: 'pending', [open]: 'potential', [releasedNow]: 'released', [old]: 'released' });
    const dash = await app.gql(graphql(`query WorkerJobsWorkerDashboard { workerDashboard { availableRequests activeJobs completedJobs rating today { id } } }`), {}, w.token);
    expect(dash.data!.workerDashboard).toMatchObject({ activeJobs: 1, completedJobs: 1 });
  });

  it('shows real reviews with the 5-to-1 breakdown and Elite Status at 4.5 or more', async () => {
    const w = await makeApprovedWorker(app, { email: 'rated@example.com', categories: ['House Cleaning'] });
    const review = async (stars: number, comment: string) => {
      const id = await makeRequest(app, { category: 'House Cleaning', status: 'completed', providerId: w.providerId, title: `Job rated ${stars}` });
      const em = app.orm.em.fork();
      const r = await em.findOneOrFail(ServiceRequest, { id });
      em.create(Review, { request: r, client: r.client, provider: w.providerId, workerRating: stars, serviceRating: stars, comment });
      await em.flush();
    };
    const RATINGS = graphql(`query WorkerJobsWorkerRatings { workerRatings { average count elite standing breakdown { stars count } reviews { requestTitle clientName workerRating comment } } }`);
    const empty = (await app.gql(RATINGS, {}, w.token)).data!.workerRatings;
    expect(empty).toMatchObject({ average: 0, count: 0, elite: false, standing: 'Good Standing' });
    await review(5, 'Spotless!');
    await review(4, 'Good work');
    const two = (await app.gql(RATINGS, {}, w.token)).data!.workerRatings;
    expect(two).toMatchObject({ average: 4.5, count: 2, elite: true, standing: 'Elite Status' });
    expect(two.breakdown).toEqual([{ stars: 5, count: 1 }, { stars: 4, count: 1 }, { stars: 3, count: 0 }, { stars: 2, count: 0 }, { stars: 1, count: 0 }]);
    expect(two.reviews.map((r) => r.comment).sort()).toEqual(['Good work', 'Spotless!']);
    expect(two.reviews[0].clientName).toBe('Jordan Miller');
    await review(3, 'Late');
    const three = (await app.gql(RATINGS, {}, w.token)).data!.workerRatings;
    expect(three).toMatchObject({ average: 4, count: 3, elite: false, standing: 'Good Standing' });
  });

  it('starts the week on Sunday and the month on day 1, in Central time across daylight saving', () => {
    const wednesday = new Date('2026-11-18T12:00:00Z');
    expect(startOfWeek(wednesday).toISOString()).toBe('2026-11-15T06:00:00.000Z'); // Sunday 00:00 CST
    expect(startOfMonth(wednesday).toISOString()).toBe('2026-11-01T05:00:00.000Z'); // Nov 1 00:00, still CDT
    expect(startOfWeek(new Date('2026-11-15T05:59:00Z')).toISOString()).toBe('2026-11-08T06:00:00.000Z'); // Saturday night in Nashville
  });

  it('writes times in timelines and notifications on Central time, whoever reads them', () => {
    expect(businessTimeLabel(new Date('2026-12-01T20:00:00Z'))).toBe('Tue, Dec 1, 2:00 PM CST');
    expect(businessTimeLabel(new Date('2027-07-01T19:00:00Z'))).toBe('Thu, Jul 1, 2:00 PM CDT');
  });

  it('parses visit times strictly', () => {
    expect(parseVisitTime('2031-02-30 10:00')).toBeNull();
    expect(parseVisitTime('2031-02-03 24:00')).toBeNull();
    expect(parseVisitTime('2031-02-03T10:00:00Z')!.toISOString()).toBe('2031-02-03T10:00:00.000Z');
  });
});
