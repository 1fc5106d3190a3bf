import { Writable } from 'node:stream';
import sharp from 'sharp';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  isScalarType,
  parse,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { call, login } from '../rest/rest-client';
import { newRequestBody } from '../rest/fixtures';
import { zodStrings } from '../support/zod-text';
import { categoryId, wizardInput, CREATE } from '../server/client-support';
import { createLogger } from '../../server/src/logger';
import { loadConfig } from '../../server/src/config';
import { buildAppSchema } from '../../server/src/graphql/schema';
import { createAppPubSub } from '../../server/src/events/pubsub';
import { compiledExecution } from '../../server/src/graphql/compiled-execution';
import { restRoutes } from '../../server/src/rest/router';
import { INPUT_TEXT_LIMITS, ARGUMENT_TEXT_LIMITS } from '../../server/src/graphql/input-rules';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Client } from '../../server/src/modules/clients/client.entity';
import { SESSION_COOKIE } from '../../server/src/modules/auth/session.service';
import { DEMO_PASSWORD } from '../../server/src/db/seeders/demo-accounts';

/**
 * Security fixes, round three: cross-site REST writes on the session cookie, overlong input and
 * secrets in the log, the Secure cookie over HTTPS, photo metadata, input defaults over
 * variables, no-store API answers and control characters in single-line text.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(async () => {
  await app?.close();
});

/** A fresh session cookie of a demo account, through the REST sign-in (as a browser would get it). */
async function sessionCookie(email: string): Promise<string> {
  const res = await fetch(`${app.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  expect(res.status).toBe(200);
  const set = res.headers.get('set-cookie')!;
  return set.split(';')[0];
}

async function unpaidRequest(): Promise<number> {
  const client = await login(app, 'client');
  const created = await call(app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(app) });
  expect(created.status).toBe(201);
  return created.body.id;
}

const feePaid = async (id: number) => (await app.orm.em.fork().findOneOrFail(ServiceRequest, { id })).appointmentFeePaid;

describe('REST writes on the session cookie must come from the app', () => {
  it('refuses a text/plain form POST from another origin of the same site (403, nothing paid)', async () => {
    const id = await unpaidRequest();
    const cookie = await sessionCookie('admin@demo.elite');
    const res = await fetch(`${app.url}/api/admin/simulate-client-payment/${id}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain', origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site' },
      body: 'x=1',
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toMatch(/cross-site/i);
    expect(await feePaid(id)).toBe(false);

    // Neither Origin nor Sec-Fetch-Site, no body: refused too (a form cannot be told from a script).
    const bare = await fetch(`${app.url}/api/service-requests/${id}/accept`, { method: 'POST', headers: { cookie } });
    expect(bare.status).toBe(403);
    const logout = await fetch(`${app.url}/auth/logout`, { method: 'POST', headers: { cookie, origin: 'http://localhost:9999' } });
    expect(logout.status).toBe(403);
  });

  it("compares the whole origin: the app's host and port with another scheme, or with userinfo, is refused", async () => {
    const cookie = await sessionCookie('client@demo.elite');
    const me = (await call(app, 'GET', '/auth/me', { headers: { cookie } })).body;
    const readAll = (origin: string) =>
      fetch(`${app.url}/api/notifications/${me.user.id}/read-all`, { method: 'PUT', headers: { cookie, origin, 'content-type': 'text/plain' } }).then(async (r) => ({ status: r.status, body: await r.text() }));
    const { host } = new URL(app.url);
    const otherScheme = await readAll(`https://${host}`);
    expect(otherScheme.status).toBe(403);
    expect(otherScheme.body).toMatch(/cross-site/i);
    expect((await readAll(`http://attacker@${host}`)).status).toBe(403);
    expect((await readAll(`http://attacker:secret@${host}`)).status).toBe(403);
    expect((await readAll(`${app.url}/some/path`)).status).toBe(403);
    // The app's own origin, exactly, still passes.
    expect((await readAll(app.url)).status).toBe(200);
  });

  it('lets the app itself, JSON callers and Bearer tokens through', async () => {
    const cookie = await sessionCookie('client@demo.elite');
    const me = (await call(app, 'GET', '/auth/me', { headers: { cookie } })).body;
    const readAll = (headers: Record<string, string>) => fetch(`${app.url}/api/notifications/${me.user.id}/read-all`, { method: 'PUT', headers }).then((r) => r.status);
    expect(await readAll({ cookie, origin: app.url })).toBe(200);
    expect(await readAll({ cookie, 'sec-fetch-site': 'same-origin' })).toBe(200);
    expect(await readAll({ cookie, 'content-type': 'application/json' })).toBe(200);
    expect(await readAll({ cookie, origin: 'http://127.0.0.1:1', 'content-type': 'text/plain' })).toBe(403);
    const token = await login(app, 'client');
    expect(await readAll({ authorization: `Bearer ${token}`, origin: 'http://127.0.0.1:1', 'content-type': 'text/plain' })).toBe(200);
  });
});

describe('overlong text is refused before the database, and the log never holds a secret', () => {
  it('applyAsProvider with a 150-character name answers BAD_USER_INPUT naming the field', async () => {
    const name = 'A'.repeat(150);
    const r = await app.gql(
      'mutation($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { token } }',
      { i: { name, email: `long-${Date.now()}@example.com`, phone: '615-555-0101', zipCode: '37203', serviceRadius: 50, categoryIds: [1], agreements: { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true }, password: 'long-enough-1' } },
    );
    expect(r.status).toBe(200);
    expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0].extensions?.fields).toEqual([{ path: 'name', message: expect.stringMatching(/at most 100 characters/) }]);
    // The REST application of a visitor likewise.
    const rest = await call(app, 'POST', '/api/service-providers', {
      body: { name, email: `long-rest-${Date.now()}@example.com`, phone: '615-555-0101', zipCode: '37203', serviceRadius: 50, categoryIds: [1], agreements: { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true }, password: 'long-enough-1' },
    });
    expect(rest.status).toBe(422);
    expect(rest.body.details).toEqual([{ path: 'name', message: expect.any(String) }]);
  });

  it('every String field of every GraphQL input type, and every String argument, has a limit', async () => {
    const schema = await buildAppSchema(createAppPubSub().pubsub);
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isInputObjectType(type) || type.name.startsWith('__')) continue;
      for (const f of Object.values(type.getFields())) {
        if (getNamedType(f.type).name === 'String' && !INPUT_TEXT_LIMITS[type.name]?.[f.name]) missing.push(`${type.name}.${f.name}`);
      }
    }
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      for (const f of Object.values(root?.getFields() ?? {})) {
        for (const a of f.args) if (getNamedType(a.type).name === 'String' && !ARGUMENT_TEXT_LIMITS[a.name]) missing.push(`${root!.name}.${f.name}(${a.name})`);
      }
    }
    expect(missing).toEqual([]);
    // At most the columns they are stored in (the ones a failed INSERT showed).
    expect(INPUT_TEXT_LIMITS.ProviderApplicationInput.name).toBeLessThanOrEqual(100); // users.first_name / last_name
    expect(INPUT_TEXT_LIMITS.RegisterInput.firstName).toBeLessThanOrEqual(100);
    expect(INPUT_TEXT_LIMITS.RegisterInput.referralCode).toBeLessThanOrEqual(16);
    expect(INPUT_TEXT_LIMITS.CreateRequestInput.preferredTime).toBeLessThanOrEqual(20);
    expect(INPUT_TEXT_LIMITS.CreateRequestInput.specificTime).toBeLessThanOrEqual(5);
  });

  it('every string of every REST body and query has a maximum length', () => {
    const unbounded = restRoutes.flatMap((r) => [...zodStrings(r.body).map((s) => ({ ...s, where: 'body' })), ...zodStrings(r.query).map((s) => ({ ...s, where: 'query' }))]
      .filter((s) => s.max === null)
      .map((s) => `${r.method.toUpperCase()} ${r.path} ${s.where}.${s.path}`));
    expect(unbounded).toEqual([]);
  });

  it("the app's logger redacts SQL parameters and secret-named fields at every depth", () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _enc, cb) { lines.push(String(chunk)); cb(); } });
    const log = createLogger('debug', stream);
    const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA';
    const email = 'victim@example.com';
    const sql = `insert into "users" ("email", "password_hash", "phone") values ('${email}', '${hash}', '615-555-0111') returning "id"`;
    const err = Object.assign(new Error(`${sql} - value too long for type character varying(100)`), {
      name: 'DriverException', sql, params: [email, hash, '615-555-0111'], detail: `Key (email)=(${email}) already exists.`, code: '22001',
    });
    log.error({ err }, 'unexpected error in GraphQL operation');
    log.warn({ nested: { deeper: { user: { passwordHash: hash, token: 'tok-123', accountNumber: '000123456789' } } } }, 'nested');
    log.info({ err: err.message }, `as text: ${err.message}`);
    log.debug({ req: { headers: { cookie: `${SESSION_COOKIE}=abc`, authorization: 'Bearer abc' } } }, 'headers');
    const out = lines.join('');
    expect(out).toContain('unexpected error in GraphQL operation');
    expect(out).toContain('character varying(100)');
    for (const secret of [hash, '$argon2id', email, '615-555-0111', 'tok-123', '000123456789', 'Bearer abc', `${SESSION_COOKIE}=abc`]) expect(out).not.toContain(secret);
    expect(out).toContain('[redacted]');
  });
});

describe('the session cookie is Secure over HTTPS and by default in production', () => {
  it('behind a trusted proxy that says X-Forwarded-Proto: https the cookie is Secure; over plain HTTP it is not (test config)', async () => {
    const loginAs = (headers: Record<string, string>) =>
      fetch(`${app.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email: 'client@demo.elite', password: DEMO_PASSWORD }) });
    const https = await loginAs({ 'x-forwarded-proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age/);
    expect(https.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    const plain = await loginAs({});
    expect(plain.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
    const gql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ query: 'mutation($e:String!,$p:String!){ login(input:{email:$e,password:$p}) { token } }', variables: { e: 'client@demo.elite', p: DEMO_PASSWORD } }),
    });
    expect(gql.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });

  it('COOKIE_SECURE defaults to true in production and can be turned off explicitly', () => {
    const prod = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' };
    expect(loadConfig(prod).cookieSecure).toBe(true);
    expect(loadConfig({ ...prod, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).cookieSecure).toBe(false);
  });
});

describe('photos are stored without their metadata', () => {
  it('an uploaded JPEG with EXIF GPS is served upright and without EXIF', async () => {
    const original = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { ImageDescription: 'casa-secreta' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 9/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '86/1 46/1 0/1' },
        },
      })
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (0x8825)
    const token = await signIn(app, 'worker@demo.elite');
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), 'kitchen.jpg');
    const up = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(up.status).toBe(201);
    const { uploads } = (await up.json()) as { uploads: { url: string; sizeBytes: number }[] };
    const served = Buffer.from(await (await fetch(`${app.url}${uploads[0].url}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
    expect(served.equals(original)).toBe(false);
    expect(served.includes('casa-secreta')).toBe(false);
    expect(served.length).toBe(uploads[0].sizeBytes);
    const after = await sharp(served).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    // Orientation 6 (rotate 90°) was applied before the metadata went.
    expect([after.width, after.height]).toEqual([20, 40]);
  });
});

/** A value of the type with only what is required (fields and arguments with defaults left out). */
function minimal(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return minimal(type.ofType);
  if (isListType(type)) return [minimal(type.ofType)];
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) if (isNonNullType(f.type) && f.defaultValue === undefined) out[f.name] = minimal(f.type);
    return out;
  }
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isScalarType(type)) return ({ String: 'x', ID: '1', Int: 1, Float: 1, Boolean: true, DateTimeISO: '2026-01-01T00:00:00.000Z', JSON: {} } as Record<string, unknown>)[type.name] ?? 'x';
  return null;
}

/** The same value as a GraphQL literal. */
function literal(type: GraphQLInputType, value: unknown): string {
  const t = getNullableType(type);
  if (isListType(t)) return `[${(value as unknown[]).map((v) => literal(t.ofType, v)).join(', ')}]`;
  if (isInputObjectType(t)) return `{${Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${literal(t.getFields()[k].type, v)}`).join(', ')}}`;
  if (isEnumType(t)) return String(value);
  if (typeof value === 'object') return '{}';
  return JSON.stringify(value);
}

/** Input object fields with a default, as paths into the argument's value. */
function defaultedPaths(type: GraphQLInputType, path: string[] = [], seen = new Set<string>()): { path: string[]; value: unknown }[] {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  seen.add(named.name);
  return Object.values(named.getFields()).flatMap((f) => [
    ...(f.defaultValue !== undefined ? [{ path: [...path, f.name], value: f.defaultValue }] : []),
    ...(isNonNullType(f.type) && !isListType(getNullableType(f.type)) ? defaultedPaths(f.type, [...path, f.name], seen) : []),
  ]);
}

describe('schema defaults apply whether inputs come inline or over variables', () => {
  it('every query and mutation whose arguments have defaults gets them over both paths of the compiled execution', async () => {
    const schema: GraphQLSchema = await buildAppSchema(createAppPubSub().pubsub);
    const gateway = compiledExecution(schema)!;
    const { executor } = await gateway.load({ apollo: {} as never });
    const checked: string[] = [];
    for (const [kind, root] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
      for (const field of Object.values(root!.getFields()) as GraphQLField<unknown, unknown>[]) {
        const withDefaults = field.args.filter((a) => a.defaultValue !== undefined || defaultedPaths(a.type).length);
        if (!withDefaults.length) continue;
        let seen: Record<string, unknown> | null = null;
        field.resolve = (_src, args) => {
          seen = args;
          return null;
        };
        const given = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type) && a.defaultValue === undefined);
        const values = Object.fromEntries(given.map((a) => [a.name, minimal(a.type)]));
        const ret = getNamedType(field.type);
        const selection = isObjectType(ret) || isAbstractType(ret) ? ' { __typename }' : '';
        const run = async (source: string, variables: Record<string, unknown>) => {
          const document = parse(source);
          seen = null;
          const result = await executor!({ document, operation: document.definitions[0] as OperationDefinitionNode, operationName: null, queryHash: source, request: { variables }, context: {} } as never);
          const bad = (result as { errors?: { message: string }[] }).errors?.filter((e) => !/Cannot return null/.test(e.message)) ?? [];
          expect({ field: field.name, errors: bad.map((e) => e.message) }).toEqual({ field: field.name, errors: [] });
          return seen as Record<string, unknown> | null;
        };
        const varDefs = given.map((a, i) => `$v${i}: ${String(a.type)}`).join(', ');
        const overVariables = await run(`${kind}${given.length ? `(${varDefs})` : ''} { ${field.name}${given.length ? `(${given.map((a, i) => `${a.name}: $v${i}`).join(', ')})` : ''}${selection} }`, Object.fromEntries(given.map((a, i) => [`v${i}`, values[a.name]])));
        const inline = await run(`${kind} { ${field.name}${given.length ? `(${given.map((a) => `${a.name}: ${literal(a.type, values[a.name])}`).join(', ')})` : ''}${selection} }`, {});
        expect(overVariables).not.toBeNull();
        expect(overVariables).toEqual(inline);
        for (const a of withDefaults) {
          if (a.defaultValue !== undefined && !given.includes(a)) expect(overVariables![a.name]).toEqual(a.defaultValue);
          for (const d of defaultedPaths(a.type)) {
            const v = d.path.reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], overVariables![a.name]);
            expect({ field: field.name, path: d.path.join('.'), v }).toEqual({ field: field.name, path: d.path.join('.'), v: d.value });
          }
        }
        checked.push(field.name);
      }
    }
    expect(checked).toContain('createServiceRequest');
  });

  it('createServiceRequest over HTTP with payLater left out of the variables is created (payLater false)', async () => {
    const token = await signIn(app, 'client@demo.elite');
    const { payLater: _payLater, ...input } = wizardInput(await categoryId(app, 'House Cleaning'));
    const r = await app.gql(CREATE, { i: input }, token);
    expect(r.errors).toBeUndefined();
    expect(r.status).toBe(200);
    expect(r.data!.createServiceRequest.id).toBeTruthy();
  });
});

describe('API answers are not cached, and single-line text has no control characters', () => {
  it('GraphQL and REST answers to a signed-in request carry Cache-Control: no-store', async () => {
    const token = await signIn(app, 'client@demo.elite');
    const gql = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: '{ me { clientId } }' }) });
    expect(gql.status).toBe(200);
    expect(gql.headers.get('cache-control')).toBe('no-store');
    const rest = await call(app, 'GET', '/api/service-requests', { token });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('cache-control')).toBe('no-store');
    expect((await call(app, 'GET', '/auth/me', { token })).headers.get('cache-control')).toBe('no-store');
  });

  it('names, cities and phones lose CR, LF and other controls; descriptions and notes keep their line breaks', async () => {
    const token = await signIn(app, 'client@demo.elite');
    const profile = await app.gql(
      'mutation($i: UpdateClientProfileInput!) { updateMyClientProfile(input: $i) { name city phone } }',
      { i: { name: 'Ann\r\nBcc: evil@example.com', email: 'client@demo.elite', phone: '615-555-0100\u0007', city: 'Nash\tville', state: 'TN', zipCode: '37203', address: '1 Main\u0001St', preferredContactMethod: 'email', emailNotifications: true, smsNotifications: false, marketingEmails: false, appointmentReminders: true } },
      token,
    );
    expect(profile.errors).toBeUndefined();
    const row = await app.orm.em.fork().findOneOrFail(Client, { email: 'client@demo.elite' });
    expect(row.name).toBe('Ann Bcc: evil@example.com');
    expect(row.city).toBe('Nash ville');
    expect(row.phone).toBe('615-555-0100');
    expect(row.address).toBe('1 Main St');

    const input = wizardInput(await categoryId(app, 'House Cleaning'), { description: 'Line one\r\nLine two\u0008', contactName: 'Bob\nSmith', notes: 'Gate\n1234' });
    const created = await app.gql(CREATE, { i: input }, token);
    expect(created.errors).toBeUndefined();
    const req = await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: Number(created.data!.createServiceRequest.id) });
    expect(req.description).toBe('Line one\nLine two');
    expect(req.notes).toBe('Gate\n1234');
    expect(req.clientName).toBe('Bob Smith');

    // REST bodies get the same rule.
    const rest = await call(app, 'POST', '/api/service-requests', { token, body: await newRequestBody(app, 'House Cleaning', { serviceCity: 'Nash\r\nville', description: 'A\nB' }) });
    expect(rest.status).toBe(201);
    const restRow = await app.orm.em.fork().findOneOrFail(ServiceRequest, { id: rest.body.id });
    expect(restRow.serviceCity).toBe('Nash ville');
    expect(restRow.description).toBe('A\nB');
  });
});
