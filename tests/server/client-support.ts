import type { TestApp } from '../support/app';

/** Helpers shared by the client-journey tests. */
export const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { token user { id } } }';
export const CREATE = `mutation($i: CreateRequestInput!) { createServiceRequest(input: $i) { id title status displayStatus appointmentFeePaid serviceZipCode clientId } }`;
export const PAY = `mutation($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id amountCents status gatewayTransactionId } request { id appointmentFeePaid displayStatus paymentStatus } } }`;

let seq = 0;
export async function registerClient(app: TestApp, name = 'Client'): Promise<{ token: string; userId: number }> {
  seq += 1;
  const email = `${name.toLowerCase().replace(/\W/g, '')}${seq}.${Date.now()}@example.com`;
  const r = await app.gql<{ register: { token: string; user: { id: string } } }>(REGISTER, {
    i: { email, password: 'longenough', firstName: name, lastName: 'Tester', phone: '615-555-0100', role: 'client' },
  });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return { token: r.data.register.token, userId: Number(r.data.register.user.id) };
}

export function tomorrow(): string {
  return new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
}

export async function categoryId(app: TestApp, name: string): Promise<number> {
  const r = await app.gql<{ serviceCategories: { id: string; name: string }[] }>('{ serviceCategories { id name } }');
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

export async function createRequest(app: TestApp, token: string, input: Record<string, unknown>): Promise<number> {
  const r = await app.gql<{ createServiceRequest: { id: string } }>(CREATE, { i: input }, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return Number(r.data.createServiceRequest.id);
}

export async function sql<T = Record<string, unknown>>(app: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return app.orm.em.fork().getConnection().execute(query, params) as Promise<T[]>;
}
