import { startTestApp, type TestApp } from '../support/app';
import { Role, User } from '../../server/src/modules/users/user.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';
import { Client } from '../../server/src/modules/clients/client.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Payment } from '../../server/src/modules/payments/payment.entity';
import { WorkerPayout } from '../../server/src/modules/payouts/worker-payout.entity';
import { hashPassword } from '../../server/src/modules/users/password';
import { ok } from './admin-helpers';
import { graphql } from '../gql';

/**
 * A small marketplace whose every figure is computed by hand below (no demo data):
 *   R1  client X, Cleaning, completed last month: consultation $102.99 + balance $200.00 (both last month), payout $180.00,
 *       created 3 days before completion, scheduled 48 h after creation
 *   R2  client X, Lawn, scheduled with P2 (this month): consultation $102.99, scheduled 24 h after creation
 *   R3  client Y, Cleaning, $100 Special completed this month: consultation $102.99 + tip $5.00, payout $83.25
 *   R4  client Y, Pet, pending unpaid
 *   R5  client Z, Pet, cancelled
 *   R6  client Z, Lawn, pending, consultation declined (not revenue)
 */
let app: TestApp;
let admin: string;
const now = new Date();
const lastMonth15 = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
const thisMonth1 = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 0, 0, 1));
const H = 3_600_000;
const ym = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  em.create(User, { email: 'boss@example.com', role: Role.admin, firstName: 'Boss', lastName: 'Admin', passwordHash: await hashPassword('whatever-123'), referralCode: 'BOSS0001' });
  const cats = ['House Cleaning', 'Lawn & Landscaping', 'Pet & Baby Care'].map((name, i) => em.create(ServiceCategory, { name, icon: 'x', color: '#000', requiresScheduling: true, sortOrder: i }));
  const [clean, lawn, pet] = cats;
  const [x, y, z] = ['X', 'Y', 'Z'].map((n) => em.create(Client, { name: `Client ${n}`, email: `${n.toLowerCase()}@example.com`, contactAddress: { zipCode: '37203' } }));
  const onboardingData = { workerInfo: { name: 'w', email: 'w@x', phone: '1', zipCode: '37203', serviceRadius: 50, serviceAreas: [] }, selectedCategories: [], serviceAgreements: { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true }, submittedAt: '' };
  const p1 = em.create(ServiceProvider, { name: 'P1', email: 'p1@example.com', phone: '1', place: { zipCode: '37203' }, serviceRadius: 50, serviceCategories: [], status: 'available', onboardingData });
  const p2 = em.create(ServiceProvider, { name: 'P2', email: 'p2@example.com', phone: '1', place: { zipCode: '37203' }, serviceRadius: 50, serviceCategories: [], status: 'available', onboardingData });
  em.create(ServiceProvider, { name: 'P3', email: 'p3@example.com', phone: '1', place: { zipCode: '37203' }, serviceRadius: 50, serviceCategories: [], status: 'pending_approval', onboardingData });
  await em.flush();
  const req = (o: Omit<Partial<ServiceRequest>, 'client' | 'category'> & { client: Client; category: ServiceCategory; title: string }) =>
    em.create(ServiceRequest, { description: 'x', clientName: o.client.name, address: { street: 'a', city: 'Nashville', state: 'TN', zipCode: '37203' }, ...o } as never) as ServiceRequest;
  const r1 = req({ client: x, category: clean, title: 'R1', status: 'completed', provider: p1 as never, appointmentFeePaid: true, createdAt: new Date(lastMonth15.getTime() - 72 * H), scheduledAt: new Date(lastMonth15.getTime() - 24 * H), completedAt: lastMonth15, actualCostCents: 20000, invoicePaid: true, balancePaid: true });
  const r2 = req({ client: x, category: lawn, title: 'R2', status: 'scheduled', provider: p2 as never, appointmentFeePaid: true, createdAt: thisMonth1, scheduledAt: new Date(thisMonth1.getTime() + 24 * H) });
  const r3 = req({ client: y, category: clean, title: 'R3', status: 'completed', provider: p1 as never, appointmentFeePaid: true, hundredDollarSpecial: true, tipCents: 500, createdAt: thisMonth1, completedAt: thisMonth1, actualCostCents: 10000 });
  req({ client: y, category: pet, title: 'R4', status: 'pending', createdAt: thisMonth1 });
  req({ client: z, category: pet, title: 'R5', status: 'cancelled', createdAt: thisMonth1 });
  const r6 = req({ client: z, category: lawn, title: 'R6', status: 'pending', createdAt: thisMonth1 });
  await em.flush();
  let k = 0;
  const pay = (r: ServiceRequest, c: Client, kind: 'consultation' | 'balance', amountCents: number, at: Date, status: 'succeeded' | 'declined' = 'succeeded') =>
    em.create(Payment, { request: r, client: c, kind, amountCents, method: 'card', status, gatewayTransactionId: `sim_${++k}`, idempotencyKey: `k${k}`, createdAt: at });
  pay(r1, x, 'consultation', 10299, lastMonth15);
  pay(r1, x, 'balance', 20000, lastMonth15);
  pay(r2, x, 'consultation', 10299, thisMonth1);
  pay(r3, y, 'consultation', 10299, thisMonth1);
  pay(r3, y, 'balance', 500, thisMonth1);
  pay(r6, z, 'consultation', 10299, thisMonth1, 'declined');
  em.create(WorkerPayout, { request: r1, provider: p1, serviceCostCents: 20000, amountCents: 18000, timing: 'instant', status: 'approved' });
  em.create(WorkerPayout, { request: r3, provider: p1, serviceCostCents: 10000, amountCents: 8325, tipCents: 500, timing: 'instant', status: 'approved' });
  await em.flush();
  const r = await app.gql(graphql(`mutation AdminAnalyticsAdminAccess { adminAccess(password: "elite-admin-2026") { token } }`));
  admin = r.data!.adminAccess.token;
});
afterAll(() => app.close());

const EARNINGS = `{ adminAdvancedEarnings {
  revenueBreakdown { totalRevenueCents consultationFeesCents serviceRevenueCents processingFeesCents outstandingConsultationFeesCents }
  profitAnalysis { netProfitCents profitMargin workerCostsCents }
  customerMetrics { totalActiveCustomers avgCustomerValueCents repeatCustomerRate }
  operationalMetrics { workerUtilizationRate avgWaitTimeHours cancellationRate }
  monthlyTrends { month revenueCents completedJobs avgOrderValueCents }
  topCategories { categoryName jobs revenueCents payoutsCents profitMargin } } }`;

describe('Advanced Earnings Analytics', () => {
  let a: Record<string, unknown> & { monthlyTrends: { month: string; revenueCents: number }[] };
  beforeAll(async () => {
    a = (await ok<{ adminAdvancedEarnings: typeof a }>(app, EARNINGS, {}, admin)).adminAdvancedEarnings;
  });

  it('breaks revenue down: $102.99 x 3 + $200 + $5 = $513.97; $100 x 3 consultation; $2.99 x 4 processing (3 consultations, 1 non-Special balance)', () => {
    expect(a.revenueBreakdown).toEqual({
      totalRevenueCents: 51397,
      consultationFeesCents: 30000,
      processingFeesCents: 1196,
      serviceRevenueCents: 51397 - 30000 - 1196,
      // R4 and R6 are unpaid pending requests: 2 x $102.99.
      outstandingConsultationFeesCents: 20598,
    });
  });

  it('computes profit after worker payouts: $513.97 - ($180 + $83.25) = $250.72, margin 48.8%', () => {
    expect(a.profitAnalysis).toEqual({ netProfitCents: 25072, profitMargin: 48.8, workerCostsCents: 26325 });
  });

  it('counts customers with a succeeded payment (X and Y), their average value and the repeat rate (X paid twice)', () => {
    expect(a.customerMetrics).toEqual({ totalActiveCustomers: 2, avgCustomerValueCents: 25699, repeatCustomerRate: 50 });
  });

  it('measures utilization (P2 of P1, P2 busy), wait (48 h and 24 h) and cancellations (1 of 6)', () => {
    expect(a.operationalMetrics).toEqual({ workerUtilizationRate: 50, avgWaitTimeHours: 36, cancellationRate: 16.7 });
  });

  it('trends the last 6 months: last month $302.99 for 1 completed job, this month $210.98 for 1', () => {
    expect(a.monthlyTrends).toHaveLength(6);
    expect(a.monthlyTrends[5]).toEqual({ month: ym(now), revenueCents: 21098, completedJobs: 1, avgOrderValueCents: 21098 });
    expect(a.monthlyTrends[4]).toEqual({ month: ym(lastMonth15), revenueCents: 30299, completedJobs: 1, avgOrderValueCents: 30299 });
    expect(a.monthlyTrends.slice(0, 4).every((m) => m.revenueCents === 0)).toBe(true);
  });

  it('ranks categories by revenue with jobs and margin', () => {
    expect(a.topCategories).toEqual([
      { categoryName: 'House Cleaning', jobs: 2, revenueCents: 41098, payoutsCents: 26325, profitMargin: 35.9 },
      { categoryName: 'Lawn & Landscaping', jobs: 1, revenueCents: 10299, payoutsCents: 0, profitMargin: 100 },
      { categoryName: 'Pet & Baby Care', jobs: 0, revenueCents: 0, payoutsCents: 0, profitMargin: 0 },
    ]);
  });
});

describe('dashboard and lists', () => {
  it('fills the dashboard tiles from the same data', async () => {
    const d = await ok<{ adminDashboardStats: Record<string, number> }>(app, '{ adminDashboardStats { activeJobs completed pending unpaidRequests pastDueBalances earningsCents reviewQueue } }', {}, admin);
    expect(d.adminDashboardStats).toEqual({ activeJobs: 1, completed: 2, pending: 0, unpaidRequests: 2, pastDueBalances: 0, earningsCents: 51397, reviewQueue: 2 });
  });

  it('sorts completed jobs four ways, with the count, the total and the duration wording', async () => {
    const q = 'query($s: String!) { adminCompletedJobs(sort: $s) { count totalCents jobs { items { amountCents durationLabel request { title } } pageInfo { hasNextPage } } } }';
    type Job = { amountCents: number; durationLabel: string; request: { title: string } };
    const get = async (s: string) => (await ok<{ adminCompletedJobs: { count: number; totalCents: number; jobs: { items: Job[]; pageInfo: { hasNextPage: boolean } } } }>(app, q, { s }, admin)).adminCompletedJobs;
    const recent = await get('recent');
    expect(recent).toEqual({ count: 2, totalCents: 30000, jobs: { items: [
      { amountCents: 10000, durationLabel: 'Same day', request: { title: 'R3' } },
      { amountCents: 20000, durationLabel: '3 days', request: { title: 'R1' } },
    ], pageInfo: { hasNextPage: false } } });
    expect((await get('oldest')).jobs.items.map((j) => j.request.title)).toEqual(['R1', 'R3']);
    expect((await get('highest-value')).jobs.items.map((j) => j.request.title)).toEqual(['R1', 'R3']);
    expect((await get('lowest-value')).jobs.items.map((j) => j.request.title)).toEqual(['R3', 'R1']);
    const bad = await app.gql(q, { s: 'sideways' }, admin);
    expect(bad.errors?.[0].extensions?.fields?.[0].path).toBe('sort');
  });

  it('searches with at most 5 matches and looks customers up by id, not by anything else', async () => {
    const s = await ok<{ adminSearch: { kind: string }[] }>(app, '{ adminSearch(query: "R") { kind title } }', {}, admin);
    expect(s.adminSearch.length).toBe(5);
    const em = app.orm.em.fork();
    const x = await em.findOneOrFail(Client, { name: 'Client X' });
    const c = await ok<{ adminCustomerLookup: { requestCount: number; requests: { title: string }[] } | null }>(app, 'query($id: String!) { adminCustomerLookup(customerId: $id) { requestCount requests { title } } }', { id: String(x.id) }, admin);
    expect(c.adminCustomerLookup).toEqual({ requestCount: 2, requests: expect.arrayContaining([{ title: 'R1' }, { title: 'R2' }]) });
    const none = await ok<{ adminCustomerLookup: null }>(app, 'query($id: String!) { adminCustomerLookup(customerId: $id) { requestCount } }', { id: '1.5' }, admin);
    expect(none.adminCustomerLookup).toBeNull();
  });
});
