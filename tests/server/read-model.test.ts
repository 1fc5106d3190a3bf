import { ReferenceKind, wrap } from '@mikro-orm/core';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { EMAILS } from './admin-helpers';
import { readModelMapper, prefixedColumns, readOnlyCopy } from '../../server/src/db/read-model';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Client } from '../../server/src/modules/clients/client.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';

/**
 * Read models (the open queue's rows) must carry exactly what a managed entity carries for
 * every property the schema or the REST shape reads, or the queue would show different
 * values from the rest of the product. Compared over every demo row, every status.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
});

afterAll(async () => {
  await app?.close();
});

const COMPUTED = ['displayStatus', 'clientId', 'providerId', 'categoryId'] as const;

function expectSameAsEntity<T extends object>(entity: new (...args: never[]) => T, readModel: T, managed: T) {
  const meta = app.orm.getMetadata().get(entity.name);
  expect(readModel).toBeInstanceOf(entity);
  for (const prop of meta.props) {
    const a = (readModel as Record<string, unknown>)[prop.name];
    const b = (managed as Record<string, unknown>)[prop.name];
    if (prop.kind === ReferenceKind.SCALAR) expect({ [prop.name]: a }).toEqual({ [prop.name]: b });
    else if (prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)) {
      expect({ [prop.name]: (a as { id: number } | null)?.id ?? null }).toEqual({ [prop.name]: (b as { id: number } | null)?.id ?? null });
    }
  }
}

test('a request read model equals the managed entity in every property and computed field', async () => {
  const em = app.orm.em.fork();
  const rows = await em.execute<Record<string, unknown>[]>('select * from service_requests order by id');
  expect(rows.length).toBeGreaterThan(10);
  expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(5);
  const toReadModel = readModelMapper(em, ServiceRequest);
  const managed = await em.find(ServiceRequest, {}, { orderBy: { id: 'asc' } });
  const trackedBefore = em.getUnitOfWork().getIdentityMap().values().length;
  rows.forEach((row, i) => {
    const rm = toReadModel(row);
    expectSameAsEntity(ServiceRequest, rm, managed[i]);
    for (const name of COMPUTED) expect({ [name]: rm[name] }).toEqual({ [name]: managed[i][name] });
  });
  // Read models are not put under change tracking.
  expect(em.getUnitOfWork().getIdentityMap().values().length).toBe(trackedBefore);
});

test('joined category and client columns map through their prefixes', async () => {
  const em = app.orm.em.fork();
  const rows = await em.execute<Record<string, unknown>[]>(
    `select r.id, ${prefixedColumns(em, ServiceCategory, 'cat', 'cat__')}, ${prefixedColumns(em, Client, 'c', 'c__')}
       from service_requests r join service_categories cat on cat.id = r.category_id join clients c on c.id = r.client_id order by r.id`,
  );
  const toCategory = readModelMapper(em, ServiceCategory, 'cat__');
  const toClient = readModelMapper(em, Client, 'c__');
  for (const row of rows) {
    const category = toCategory(row);
    const client = toClient(row);
    expectSameAsEntity(ServiceCategory, category, await em.findOneOrFail(ServiceCategory, { id: category.id }));
    expectSameAsEntity(Client, client, await em.findOneOrFail(Client, { id: client.id }));
  }
});

test('a redacted copy keeps the class and the other fields, and is not managed', async () => {
  const em = app.orm.em.fork();
  const client = await em.findOneOrFail(Client, { email: EMAILS.client });
  const copy = readOnlyCopy(em, Client, client, { email: '', phone: null });
  expect(copy).toBeInstanceOf(Client);
  expect(copy.email).toBe('');
  expect(copy.phone).toBeNull();
  expect(copy.name).toBe(client.name);
  expect(copy.id).toBe(client.id);
  expect(client.email).toBe(EMAILS.client);
  await em.flush();
  const fresh = await app.orm.em.fork().findOneOrFail(Client, { id: client.id });
  expect(fresh.email).toBe(EMAILS.client);
  expect(wrap(copy, true).__managed).toBeFalsy();
});

test('the open queue served from read models shows a worker the same fields as the request itself', async () => {
  const token = await signIn(app, EMAILS.worker);
  const fields = 'id title description displayStatus clientId categoryId providerId priority preferredDate serviceCity estimatedCostCents createdAt category { id name icon } client { id name email phone }';
  const gql = async (query: string) => {
    const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) });
    const body = (await res.json()) as { data: Record<string, unknown>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const queue = (await gql(`{ openJobs(first: 50) { items { request { ${fields} } } } }`)) as { openJobs: { items: { request: { id: string; client: { email: string; phone: string | null } } }[] } };
  expect(queue.openJobs.items.length).toBeGreaterThan(0);
  for (const { request } of queue.openJobs.items) {
    const one = (await gql(`{ serviceRequest(id: "${request.id}") { ${fields} } }`)) as { serviceRequest: unknown };
    expect(request).toEqual(one.serviceRequest);
    // An open job never shows the client's contact details.
    expect(request.client.email).toBe('');
    expect(request.client.phone).toBeNull();
  }
});

test('the open queue reads the columns its selection asks for, through fragments and aliases, and shows the same fields as the request itself', async () => {
  const token = await signIn(app, EMAILS.worker);
  const gql = async (query: string) => {
    const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) });
    const body = (await res.json()) as { data: Record<string, unknown>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  // Computed fields (displayStatus, feeRefundDueAt, isProjectWorkflow) read other columns than their names.
  const card = 'id title displayStatus feeRefundDueAt category { name } client { name email }';
  const wide = 'id title description displayStatus feeRefundDueAt isProjectWorkflow estimatedCostCents serviceCity category { name icon color } client { name email phone }';
  type Items = { items: { request: { id: string; title: string; category: Record<string, unknown>; client: Record<string, unknown> } }[] };
  const data = (await gql(`
    fragment Card on ServiceRequest { ${card} }
    {
      narrow: openJobs(first: 20) { items { request { ...Card } } }
      wide: openJobs(first: 20) { items { ... on QueueItem { request { ${wide} } } } }
    }`)) as { narrow: Items; wide: Items };
  expect(data.narrow.items.length).toBeGreaterThan(0);
  expect(data.wide.items.map((i) => i.request.id)).toEqual(data.narrow.items.map((i) => i.request.id));
  for (const [selection, items] of [[card, data.narrow.items], [wide, data.wide.items]] as const) {
    for (const { request } of items) {
      const one = (await gql(`{ serviceRequest(id: "${request.id}") { ${selection} } }`)) as { serviceRequest: unknown };
      expect(request).toEqual(one.serviceRequest);
      expect(request.category.name).toEqual(expect.any(String));
      expect(request.client.email).toBe('');
    }
  }
});
