import { Role, User } from '../../server/src/modules/users/user.entity';
import { Client } from '../../server/src/modules/clients/client.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';
import { ServiceProvider } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { hashPassword } from '../../server/src/modules/users/password';
import { newReferralCode } from '../../server/src/modules/users/referral-code';
import { Place, type CompletePlace } from '../../server/src/domain/place';
import type { RequestStatus } from '../../server/src/domain/request-status';
import { signIn, type TestApp } from './app';

/** Worker-journey fixtures written straight through the ORM (no business rules involved). */
export async function categoryId(app: TestApp, name: string): Promise<number> {
  return (await app.orm.em.fork().findOneOrFail(ServiceCategory, { name })).id;
}

export interface RequestFixture {
  category: string;
  clientEmail?: string;
  zip?: string;
  paid?: boolean;
  status?: RequestStatus;
  providerId?: number | null;
  estimatedCents?: number | null;
  title?: string;
}

/** A service request of a demo client, paid and pending unless told otherwise. */
export async function makeRequest(app: TestApp, o: RequestFixture): Promise<number> {
  const em = app.orm.em.fork();
  const client = await em.findOneOrFail(Client, { email: o.clientEmail ?? 'client@demo.elite' });
  const category = await em.findOneOrFail(ServiceCategory, { name: o.category });
  const zip = o.zip ?? '37203';
  const town = Place.locate({ zipCode: zip }, { fillTown: true });
  const r = em.create(ServiceRequest, {
    title: o.title ?? `${o.category} job`,
    description: 'A job made by the worker tests.',
    category,
    client,
    provider: o.providerId ?? null,
    status: o.status ?? 'pending',
    appointmentFeePaid: o.paid ?? true,
    paymentStatus: o.paid === false ? 'unpaid' : 'paid',
    estimatedCostCents: o.estimatedCents ?? null,
    clientName: client.name,
    address: Object.assign(town, { street: '1 Test St', city: town.city ?? 'Nashville', state: 'TN' }) as CompletePlace,
  });
  await em.flush();
  return r.id;
}

export interface WorkerFixture {
  token: string;
  providerId: number;
  userId: number;
  email: string;
}

/** An approved, available worker with a signed-in session. */
export async function makeApprovedWorker(app: TestApp, o: { email: string; categories: string[]; zip?: string; radius?: number }): Promise<WorkerFixture> {
  const em = app.orm.em.fork();
  const cats = await em.find(ServiceCategory, { name: { $in: o.categories } });
  const zip = o.zip ?? '37203';
  const user = em.create(User, { email: o.email, passwordHash: await hashPassword('worker-pass-1'), role: Role.worker, firstName: 'Test', lastName: o.email.split('@')[0], phone: '615-555-0000', referralCode: newReferralCode() });
  const provider = em.create(ServiceProvider, {
    user,
    name: `Test ${o.email.split('@')[0]}`,
    email: o.email,
    phone: '615-555-0000',
    place: Place.locate({ zipCode: zip }),
    serviceRadius: o.radius ?? 50,
    category: cats[0],
    serviceCategories: cats.map((c) => c.id),
    status: 'available',
    backgroundCheckStatus: 'approved',
    documentVerificationStatus: 'approved',
    onboardingData: {
      workerInfo: { name: o.email, email: o.email, phone: '615-555-0000', zipCode: zip, serviceRadius: o.radius ?? 50, serviceAreas: [zip] },
      selectedCategories: cats.map((c) => c.id),
      serviceAgreements: { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true },
      submittedAt: new Date().toISOString(),
    },
  });
  await em.flush();
  return { token: await signIn(app, o.email, 'worker-pass-1'), providerId: provider.id, userId: user.id, email: o.email };
}

export async function requestRow(app: TestApp, id: number): Promise<ServiceRequest> {
  return app.orm.em.fork().findOneOrFail(ServiceRequest, { id });
}

/** The codes and messages of a GraphQL answer's errors. */
export function errorOf(r: { errors?: { message: string; extensions?: { code?: string; fields?: { path: string; message: string }[] } }[] }) {
  const e = r.errors?.[0];
  return { code: e?.extensions?.code ?? null, message: e?.message ?? null, fields: e?.extensions?.fields ?? [] };
}

/** A 1x1 PNG. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** POST /api/uploads with the given files, as the token's user. */
export async function uploadPhotos(app: TestApp, token: string, files: { name: string; bytes: Buffer; type?: string }[]) {
  const form = new FormData();
  for (const f of files) form.append('photos', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/png' }), f.name);
  const res = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as { uploads?: { id: number; filename: string; url: string; originalName: string }[]; error?: string; details?: { path: string; message: string }[] } };
}

export { Role };
