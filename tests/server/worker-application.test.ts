import { startTestApp, signIn, type TestApp } from '../support/app';
import { categoryId, errorOf, makeRequest } from '../support/worker-fixtures';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { openAccountNumber } from '../../server/src/modules/providers/bank-account';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { AGREEMENTS_MISSING_MESSAGE, OUT_OF_AREA_MESSAGE } from '../../server/src/modules/providers/provider.service';
import { graphql } from '../gql';

let app: TestApp;
let cleaning: number;
let repair: number;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
  cleaning = await categoryId(app, 'House Cleaning');
  repair = await categoryId(app, 'Maintenance & Repair');
});
afterAll(() => app.close());

const APPLY = graphql(`mutation WorkerApplicationApplyAsProvider($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { token provider { id status onboardingCompleted backgroundCheckStatus documentVerificationStatus rating totalJobs completedJobs serviceCategories serviceRadius zipCode onboardingData offeredCategories { name } } } }`);
const ME = graphql(`query WorkerApplicationMe { me { sessionRole clientId provider { status approved } } }`);
const agreements = { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true };
const application = (over: Record<string, unknown> = {}) => ({ name: 'Tess Porter', email: 'tess@example.com', phone: '615-555-0190', zipCode: '37209', serviceRadius: 50, categoryIds: [cleaning, repair], agreements, ...over });
const providerCount = () => app.orm.em.fork().count(ServiceProvider, {});

describe('the provider application', () => {
  it('lets a visitor apply: a worker account, a session, and the provider with every default of the spec', async () => {
    const r = await app.gql(APPLY, { i: application({ password: 'long-enough-1' }) });
    expect(r.errors).toBeUndefined();
    const { token, provider } = r.data!.applyAsProvider;
    expect(token).toEqual(expect.any(String));
    expect(provider).toMatchObject({
      status: 'pending_approval',
      onboardingCompleted: true,
      backgroundCheckStatus: 'pending',
      documentVerificationStatus: 'pending',
      rating: 0,
      totalJobs: 0,
      completedJobs: 0,
      serviceCategories: [cleaning, repair],
      serviceRadius: 50,
      zipCode: '37209',
      offeredCategories: [{ name: 'House Cleaning' }, { name: 'Maintenance & Repair' }],
    });
    expect(provider.onboardingData).toMatchObject({
      workerInfo: { name: 'Tess Porter', email: 'tess@example.com', phone: '615-555-0190', zipCode: '37209', serviceRadius: 50, serviceAreas: ['37209'] },
      selectedCategories: [cleaning, repair],
      serviceAgreements: agreements,
      submittedAt: expect.any(String),
    });
    const me = await app.gql(ME, {}, token);
    expect(me.data!.me).toMatchObject({ sessionRole: 'pending_worker', provider: { status: 'pending_approval', approved: false } });
    const em = app.orm.em.fork();
    const adminNotes = await em.find(Notification, { type: 'new_worker_application', userType: 'admin' });
    expect(adminNotes.map((n) => n.message)).toEqual(expect.arrayContaining([expect.stringContaining('Tess Porter')]));
    expect(await em.count(Notification, { type: 'onboarding_started', title: 'Application Submitted!' })).toBeGreaterThanOrEqual(1);
  });

  it('refuses each broken rule with the spec\'s message on its field, and creates nothing', async () => {
    const before = await providerCount();
    const r = await app.gql(APPLY, { i: application({ email: 'x@example.com', serviceRadius: 25, categoryIds: [], agreements: { ...agreements, qualityStandards: false }, password: 'long-enough-1' }) });
    expect(errorOf(r).code).toBe('BAD_USER_INPUT');
    expect(errorOf(r).fields).toEqual(
      expect.arrayContaining([
        { path: 'serviceRadius', message: 'A service radius of at least 50 miles is required to apply' },
        { path: 'categoryIds', message: 'Please select at least one service category' },
        { path: 'agreements', message: AGREEMENTS_MISSING_MESSAGE },
      ]),
    );
    const outside = await app.gql(APPLY, { i: application({ email: 'far@example.com', zipCode: '30301', password: 'long-enough-1' }) });
    expect(errorOf(outside).fields).toEqual([{ path: 'zipCode', message: OUT_OF_AREA_MESSAGE }]);
    const longZip = await app.gql(APPLY, { i: application({ email: 'z@example.com', zipCode: '372090', password: 'long-enough-1' }) });
    expect(errorOf(longZip).fields[0]).toEqual({ path: 'zipCode', message: 'ZIP code must be 5 digits' });
    const noPassword = await app.gql(APPLY, { i: application({ email: 'np@example.com' }) });
    expect(errorOf(noPassword).fields).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
    const taken = await app.gql(APPLY, { i: application({ email: 'worker@demo.elite', password: 'long-enough-1' }) });
    expect(errorOf(taken).fields).toEqual([{ path: 'email', message: 'An account with this email already exists. Sign in to apply.' }]);
    expect(await providerCount()).toBe(before);
  });

  it('links the application of a registered worker, and only once', async () => {
    const reg = await app.gql(graphql(`mutation WorkerApplicationRegister($i: RegisterInput!) { register(input: $i) { token } }`), {
      i: { email: 'wanda@example.com', password: 'long-enough-1', firstName: 'Wanda', lastName: 'Hale', role: 'worker' },
    });
    const token = reg.data!.register.token;
    const first = await app.gql(APPLY, { i: application({ email: 'wanda@example.com' }) }, token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.applyAsProvider.token).toBeNull();
    const again = await app.gql(APPLY, { i: application({ email: 'wanda@example.com' }) }, token);
    expect(errorOf(again)).toMatchObject({ code: 'CONFLICT', message: 'You have already applied to become a provider' });
    const status = await app.gql(graphql(`query WorkerApplicationMyProviderApplication { myProviderApplication { id status } }`), {}, token);
    expect(status.data!.myProviderApplication).toEqual({ id: first.data!.applyAsProvider.provider.id, status: 'pending_approval' });
  });

  it('turns a client who applies into a pending worker who keeps their client profile', async () => {
    const token = await signIn(app, 'client2@demo.elite');
    const r = await app.gql(APPLY, { i: application({ email: 'client2@demo.elite' }) }, token);
    expect(r.errors).toBeUndefined();
    const me = await app.gql(ME, {}, token);
    expect(me.data!.me!.sessionRole).toBe('pending_worker');
    expect(me.data!.me!.clientId).toMatch(/^\d+$/);
    const p = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: 'client2@demo.elite' });
    expect(String(p.client?.id)).toBe(me.data!.me!.clientId);
  });
});

describe('the worker gate on the server', () => {
  it('refuses the queue and accepting to a pending worker, and opens both once approved', async () => {
    const token = await signIn(app, 'applicant@demo.elite');
    const requestId = await makeRequest(app, { category: 'Pet & Baby Care', zip: '37076' });
    const queue = await app.gql('{ openJobs { items { request { id } } } }', {}, token);
    expect(errorOf(queue).code).toBe('FORBIDDEN');
    const accept = await app.gql('mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: requestId }, token);
    expect(errorOf(accept).code).toBe('FORBIDDEN');
    expect((await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: Number(requestId) })).status).toBe('pending');

    const em = app.orm.em.fork();
    const p = await em.findOneOrFail(ServiceProvider, { email: 'applicant@demo.elite' });
    Object.assign(p, { backgroundCheckStatus: 'approved', documentVerificationStatus: 'approved', status: 'available' });
    await em.flush();
    const open = await app.gql(graphql(`query WorkerApplicationOpenJobs { openJobs { items { request { id } } } }`), {}, token);
    expect(open.data!.openJobs.items.map((j) => Number(j.request.id))).toContain(requestId);
  });
});

describe('profile settings and bank account', () => {
  const BANK = graphql(`mutation WorkerApplicationUpdateBankAccount($i: BankAccountInput!) { updateBankAccount(input: $i) { hasAccount accountHolderName bankName accountType routingNumberMasked accountNumberMasked isVerified } }`);

  it('stores the bank account on the server, shows it masked, checks the routing number and marks edits unverified', async () => {
    const token = await signIn(app, 'worker@demo.elite');
    const before = await app.gql(graphql(`query WorkerApplicationMyBankAccount { myBankAccount { isVerified accountNumberMasked } }`), {}, token);
    expect(before.data!.myBankAccount).toEqual({ isVerified: true, accountNumberMasked: '••••••••6789' });

    const bad = await app.gql(BANK, { i: { accountHolderName: '', bankName: 'First Horizon', accountType: 'checking', routingNumber: '12345', accountNumber: '12' } }, token);
    expect(errorOf(bad).fields).toEqual(
      expect.arrayContaining([
        { path: 'accountHolderName', message: 'Account holder name is required' },
        { path: 'routingNumber', message: 'Routing number must be 9 digits' },
        { path: 'accountNumber', message: 'Account number must be 4 to 17 digits' },
      ]),
    );
    const checksum = await app.gql(BANK, { i: { accountHolderName: 'Marcus Reed', bankName: 'First Horizon', accountType: 'checking', routingNumber: '123456789', accountNumber: '5550001111' } }, token);
    expect(errorOf(checksum).fields[0].path).toBe('routingNumber');
    expect((await app.gql(graphql(`query WorkerApplicationMyBankAccount2 { myBankAccount { isVerified } }`), {}, token)).data!.myBankAccount.isVerified).toBe(true);

    const ok = await app.gql(BANK, { i: { accountHolderName: 'Marcus Reed', bankName: 'First Horizon', accountType: 'savings', routingNumber: '084000026', accountNumber: '5550001111' } }, token);
    expect(ok.data!.updateBankAccount).toEqual({ hasAccount: true, accountHolderName: 'Marcus Reed', bankName: 'First Horizon', accountType: 'savings', routingNumberMasked: '•••••0026', accountNumberMasked: '••••••1111', isVerified: false });
    expect(JSON.stringify(ok)).not.toContain('5550001111');
    const row = await app.orm.em.fork().findOneOrFail(ServiceProvider, { email: 'worker@demo.elite' });
    expect([openAccountNumber(row.bankAccountNumber), row.bankRoutingNumber, row.bankVerified]).toEqual(['5550001111', '084000026', false]);
    expect(row.bankAccountNumber).not.toContain('5550001111');
  });

  it('saves the profile settings tabs on the server', async () => {
    const token = await signIn(app, 'worker2@demo.elite');
    const SAVE = graphql(`mutation WorkerApplicationUpdateProviderSettings($i: ProviderSettingsInput!) { updateProviderSettings(input: $i) { fullName phone city state zipCode serviceRadius pushNotifications } }`);
    const input = { fullName: 'Lena Ortiz', email: 'worker2@demo.elite', phone: '615-555-0144', address: '9 Oak St', city: 'Franklin', state: 'TN', zipCode: '37064', serviceRadius: 100, emailNotifications: true, smsNotifications: false, pushNotifications: false };
    const saved = await app.gql(SAVE, { i: input }, token);
    expect(saved.errors).toBeUndefined();
    const read = await app.gql(graphql(`query WorkerApplicationProviderSettings { providerSettings { fullName city zipCode serviceRadius smsNotifications pushNotifications } }`), {}, token);
    expect(read.data!.providerSettings).toEqual({ fullName: 'Lena Ortiz', city: 'Franklin', zipCode: '37064', serviceRadius: 100, smsNotifications: false, pushNotifications: false });
    const bad = await app.gql(SAVE, { i: { ...input, serviceRadius: 75, email: 'nope' } }, token);
    expect(errorOf(bad).fields).toEqual(expect.arrayContaining([{ path: 'serviceRadius', message: 'Service radius must be 25, 50 or 100 miles' }, { path: 'email', message: 'Please enter a valid email address' }]));
  });
});
