import type { TestApp } from '../support/app';
import { call } from './rest-client';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';

export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A seeded request by its title (the demo data has one of each). */
export async function seeded(app: TestApp, title: string): Promise<ServiceRequest> {
  return app.orm.em.fork().findOneOrFail(ServiceRequest, { title });
}

export async function categoryId(app: TestApp, name: string): Promise<number> {
  const cats = (await call(app, 'GET', '/api/service-categories')).body as { id: number; name: string }[];
  const c = cats.find((x) => x.name === name);
  if (!c) throw new Error(`no category ${name}`);
  return c.id;
}

/** The spec's wizard payload for POST /api/service-requests (Nashville, in the service area). */
export async function newRequestBody(app: TestApp, category = 'House Cleaning', extra: Record<string, unknown> = {}) {
  return {
    categoryId: await categoryId(app, category),
    title: 'Standard Cleaning',
    description: 'Two-bedroom apartment, regular clean.',
    clientId: 999,
    status: 'pending',
    priority: 'normal',
    serviceAddress: '500 Broadway',
    serviceCity: 'Nashville',
    serviceState: 'TN',
    serviceZipCode: '37203',
    preferredDate: tomorrow(),
    preferredTime: 'morning',
    specificTime: null,
    alternativeTime1: '',
    alternativeTime2: '',
    notes: 'Gate code 1234',
    ...extra,
  };
}

/** Creates a request as the client and pays its consultation fee; returns its id. */
export async function paidRequest(app: TestApp, clientToken: string, category = 'House Cleaning', extra: Record<string, unknown> = {}): Promise<number> {
  const created = await call(app, 'POST', '/api/service-requests', { token: clientToken, body: await newRequestBody(app, category, extra) });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const paid = await call(app, 'POST', `/api/service-requests/${created.body.id}/process-payment`, {
    token: clientToken,
    body: { paymentAmount: 102.99, paymentMethod: 'google_pay', paymentType: 'appointment_fee', squareTransactionId: `sq_${created.body.id}_${Date.now()}` },
  });
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${paid.text}`);
  return created.body.id;
}
