import { signIn, type TestApp } from '../support/app';
import { graphql } from '../gql';
import type { CreateRequestInput } from '../gql/graphql';

/** Helpers shared by the client-journey tests. */
export const REGISTER = graphql(`mutation ClientSupportRegister($i: RegisterInput!) { register(input: $i) { token user { id } } }`);
export const CREATE = graphql(`mutation ClientSupportCreateServiceRequest($i: CreateRequestInput!) { createServiceRequest(input: $i) { id title status displayStatus appointmentFeePaid serviceZipCode clientId } }`);
export const PAY = graphql(`mutation ClientSupportProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id amountCents status gatewayTransactionId } request { id appointmentFeePaid displayStatus paymentStatus } } }`);

let seq = 0;
export async function registerClient(app: TestApp, name = 'Client'): Promise<{ token: string; userId: number }> {
  seq += 1;
  const email = `${name.toLowerCase().replace(/\W/g, '')}${seq}.${Date.now()}@example.com`;
  const r = await app.gql(REGISTER, {
    i: { email, password: 'longenough', firstName: name, lastName: 'Tester', phone: '615-555-0100', role: 'client' },
  });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return { token: r.data.register.token, userId: Number(r.data.register.user.id) };
}

export function tomorrow(): string {
  return new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
}

export async function categoryId(app: TestApp, name: string): Promise<number> {
  const r = await app.gql(graphql(`query ClientSupportServiceCategories { serviceCategories { id name } }`));
  return Number(r.data!.serviceCategories.find((c) => c.name === name)!.id);
}

export function wizardInput(catId: number, over: Record<string, unknown> = {}) {
  return {
    categoryId: catId,
    title: 'Deep Cleaning',
    description: 'Three bedrooms, two baths, inside the oven too.',
    contactName: 'Ava Tester',
    contactPhone: '615-555-0100',
    contactEmail: 'ava@example.com',
    contactAddress: '12 Music Row',
    contactCity: 'Nashville',
    contactState: 'TN',
    contactZipCode: '37203',
    sameAddress: true,
    preferredDate: tomorrow(),
    preferredTime: 'morning',
    payLater: false,
    ...over,
  };
}

export async function createRequest(app: TestApp, token: string, input: CreateRequestInput): Promise<number> {
  const r = await app.gql(CREATE, { i: input }, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return Number(r.data.createServiceRequest.id);
}

export async function sql<T = Record<string, unknown>>(app: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return app.orm.em.fork().getConnection().execute(query, params) as Promise<T[]>;
}

/**
 * A request reaches a later status the way the product takes it there, never by writing the
 * status: the client pays the consultation fee, then a worker or an admin moves it on.
 */
export async function payFee(app: TestApp, token: string, id: number): Promise<void> {
  const r = await app.gql(PAY, { i: { kind: 'consultation', requestId: String(id), idempotencyKey: `consultation-fee-${id}`, method: 'google_pay' } }, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
}

async function gqlOk(app: TestApp, query: string, variables: Record<string, unknown>, token: string): Promise<void> {
  const r = await app.gql(query, variables, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
}

/** The demo worker's provider id (worker@demo.elite: House Cleaning around 37203). */
export async function demoWorkerId(app: TestApp): Promise<number> {
  const [w] = await sql<{ id: number }>(app, `select p.id from service_providers p join users u on u.id = p.user_id where u.email = 'worker@demo.elite'`);
  return w.id;
}

/** A paid request assigned by an admin to the demo worker: scheduled (assignWorker). */
export async function scheduleWithDemoWorker(app: TestApp, id: number): Promise<number> {
  const providerId = await demoWorkerId(app);
  await gqlOk(app, 'mutation($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { id } }', { r: String(id), p: String(providerId) }, await signIn(app, 'admin@demo.elite'));
  return providerId;
}

/**
 * A paid request taken by the demo worker and marked complete (acceptJob, completeJob):
 * completed. With costCents, an admin then records the job's actual cost (adminSetActualCost).
 */
export async function completeWithDemoWorker(app: TestApp, id: number, costCents?: number): Promise<number> {
  const worker = await signIn(app, 'worker@demo.elite');
  await gqlOk(app, 'mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(id) }, worker);
  await gqlOk(app, 'mutation($id: ID!) { completeJob(requestId: $id) { id } }', { id: String(id) }, worker);
  if (costCents !== undefined) {
    await gqlOk(app, 'mutation($id: ID!, $c: SafeInt!) { adminSetActualCost(requestId: $id, actualCostCents: $c) { id } }', { id: String(id), c: costCents }, await signIn(app, 'admin@demo.elite'));
  }
  return demoWorkerId(app);
}
