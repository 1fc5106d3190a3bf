import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { signIn, type TestApp } from '../support/app';
import { checkDocumentSource } from '../../server/src/graphql/limits';
import { Client } from '../../server/src/modules/clients/client.entity';
import { ServiceCategory } from '../../server/src/modules/catalog/service-category.entity';
import { ServiceProvider, type OnboardingData } from '../../server/src/modules/providers/service-provider.entity';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { Activity } from '../../server/src/modules/requests/activity.entity';
import { Invoice } from '../../server/src/modules/invoices/invoice.entity';
import { InvoiceLineItem } from '../../server/src/modules/invoices/invoice.entity';
import { Notification } from '../../server/src/modules/notifications/notification.entity';
import { PaymentMethod } from '../../server/src/modules/payments/payment-method.entity';
import { Payment } from '../../server/src/modules/payments/payment.entity';
import { Role, User } from '../../server/src/modules/users/user.entity';
import { newReferralCode } from '../../server/src/modules/users/referral-code';
import { Place } from '../../server/src/domain/place';
import { Conversation } from '../../server/src/modules/conversations/conversation.entity';
import { ConversationMessage } from '../../server/src/modules/conversations/conversation-message.entity';

/** The seven viewers of the matrix. */
export const ROLES = ['anon', 'clientA', 'clientB', 'worker', 'otherWorker', 'pending', 'admin'] as const;
export type RoleName = (typeof ROLES)[number];

export const ROLE_EMAILS: Record<Exclude<RoleName, 'anon'>, string> = {
  clientA: 'client@demo.elite',
  clientB: 'client2@demo.elite',
  worker: 'worker@demo.elite',
  otherWorker: 'worker2@demo.elite',
  pending: 'applicant@demo.elite',
  admin: 'admin@demo.elite',
};

/** Roles that must never see client A's private data. */
export const OUTSIDERS: RoleName[] = ['anon', 'clientB', 'otherWorker', 'pending'];

/** A distinctive marker written into client A's private records. */
export const MARKER = 'ZQXMARKA';

export async function signInAll(app: TestApp): Promise<Record<RoleName, string | null>> {
  const tokens = { anon: null } as Record<RoleName, string | null>;
  for (const [role, email] of Object.entries(ROLE_EMAILS)) tokens[role as RoleName] = await signIn(app, email);
  return tokens;
}

/**
 * The standard introspection query with its type-reference chain cut to four ofType levels
 * ([T!]! needs three): the full one is deeper than the server's depth limit.
 */
function shallowIntrospectionQuery(): string {
  const q = getIntrospectionQuery();
  const start = q.indexOf('fragment TypeRef on __Type');
  let ref = 'kind name';
  for (let i = 0; i < 4; i++) ref = `kind name ofType { ${ref} }`;
  return `${q.slice(0, start)}fragment TypeRef on __Type { ${ref} }`;
}

export async function introspect(app: TestApp): Promise<GraphQLSchema> {
  const r = await app.gql<IntrospectionQuery>(shallowIntrospectionQuery());
  if (!r.data) throw new Error(`introspection failed: ${JSON.stringify(r.errors)}`);
  return buildClientSchema(r.data);
}

/** Ids of client A's records (the victim) and of the parties around them. */
export interface Targets {
  clientA: number;
  clientAUser: number;
  requestA: number;
  invoiceA: number;
  paymentA: number;
  notificationA: number;
  paymentMethodA: number;
  workerProvider: number;
  applicantProvider: number;
  cleaningCategory: number;
  conversationA: number;
}

/**
 * Fresh private records of client A, carrying MARKER: an in-progress cleaning job of the
 * approved worker with a pending invoice, a payment, a notification and a payment method.
 */
export async function seedClientA(app: TestApp, tag = ''): Promise<Targets> {
  const em = app.orm.em.fork();
  const client = await em.findOneOrFail(Client, { user: { email: ROLE_EMAILS.clientA } });
  const category = await em.findOneOrFail(ServiceCategory, { name: 'House Cleaning' });
  const worker = await em.findOneOrFail(ServiceProvider, { user: { email: ROLE_EMAILS.worker } });
  // A throwaway applicant for the admin's approve/reject: the demo applicant stays pending.
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const applicantUser = em.create(User, { email: `applicant-${stamp}@example.com`, passwordHash: 'x', role: Role.worker, firstName: 'Probe', lastName: 'Applicant', phone: '615-555-0100', referralCode: newReferralCode() });
  const applicant = em.create(ServiceProvider, { user: applicantUser, name: 'Probe Applicant', email: applicantUser.email, phone: '615-555-0100', place: { zipCode: '37203' }, serviceRadius: 50, category, serviceCategories: [category.id], status: 'pending_approval', onboardingData: { selectedCategories: [category.id], submittedAt: new Date().toISOString() } as OnboardingData });
  const user = await em.findOneOrFail(User, { email: ROLE_EMAILS.clientA });
  client.contactAddress = Place.of({ ...client.contactAddress, street: `${MARKER} 412 Music Row` });
  const request = em.create(ServiceRequest, {
    title: `${MARKER} title ${tag}`,
    description: `${MARKER} private description`,
    category,
    client,
    provider: worker,
    status: 'in_progress',
    appointmentFeePaid: true,
    paymentStatus: 'paid',
    estimatedCostCents: 30000,
    clientName: client.name,
    address: { street: `${MARKER} 1 Secret St`, city: 'Nashville', state: 'TN', zipCode: '37203' },
    notes: `${MARKER} gate code 4411`,
  });
  em.create(Activity, { request, action: 'note_added', description: `${MARKER} client note`, actorRole: 'client' });
  const invoice = em.create(Invoice, {
    invoiceNumber: `INV-M-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    status: 'pending_approval',
    request,
    provider: worker,
    client,
    subtotalCents: 20000,
    finalAmountCents: 20000,
    notes: `${MARKER} invoice notes`,
  });
  em.create(InvoiceLineItem, { invoice, position: 0, type: 'labor', description: `${MARKER} labor`, quantityHundredths: 200, rateCents: 10000, amountCents: 20000 } as never);
  const payment = em.create(Payment, {
    request,
    client,
    kind: 'consultation',
    amountCents: 10299,
    method: 'card',
    status: 'succeeded',
    gatewayTransactionId: `sim_${MARKER}_${Date.now()}_${Math.random()}`,
    idempotencyKey: `marker:${Date.now()}:${Math.random()}`,
    adminApprovalStatus: 'pending',
  });
  const notification = em.create(Notification, { user, userType: 'client', type: 'note', title: `${MARKER} notice`, message: `${MARKER} private message`, isRead: false, data: null });
  const method = em.create(PaymentMethod, { client, kind: 'card', label: `${MARKER} Visa`, brand: 'Visa', last4: '4111' });
  const conversation = em.create(Conversation, { kind: 'request', request, lastMessageAt: new Date() });
  em.create(ConversationMessage, { conversation, author: user, authorRole: 'client', authorName: client.name, body: `${MARKER} the gate code is 4411` });
  await em.flush();
  return {
    clientA: client.id,
    clientAUser: user.id,
    requestA: request.id,
    invoiceA: invoice.id,
    paymentA: payment.id,
    notificationA: notification.id,
    paymentMethodA: method.id,
    workerProvider: worker.id,
    applicantProvider: applicant.id,
    cleaningCategory: category.id,
    conversationA: conversation.id,
  };
}

/**
 * Row counts and an md5 of every row of every mutable table. Not data: sessions (sign-ins) and
 * the dispatchers' heartbeats (a running process's liveness, written every few seconds).
 */
export async function fingerprint(app: TestApp, opts: { includeSessions?: boolean } = {}): Promise<Record<string, string>> {
  const conn = app.orm.em.fork().getConnection();
  // Work that earlier accepted calls left in the outbox is delivered in the background (it
  // writes notifications and marks its rows): let it finish first, so only this call's
  // writes can show. The unread-message digest is due minutes later (time's work, left out
  // below): waiting for it would only spend the loop's ten seconds on every call.
  for (let i = 0; i < 200; i++) {
    const [due] = await conn.execute<{ n: string }[]>(`select count(*) as n from outbox_messages where delivered_at is null and attempts = 0 and type <> 'conversation_digest'`);
    if (Number(due.n) === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const tables = (await conn.execute<{ t: string }[]>(`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'mikro_orm%' order by 1`)).map((r) => r.t);
  const out: Record<string, string> = {};
  for (const t of tables) {
    if (t === 'sessions' && !opts.includeSessions) continue;
    if (t === 'dispatcher_heartbeats') continue;
    // The outbox and outbound messages count by what was enqueued, not by their delivery state (sent in the background).
    // The unread-message digest comes due minutes after a message, whatever call is running then: time's work, not a call's (its e-mails, and the conversation_reads row it marks or makes with nothing read, are left out).
    const rows =
      t === 'outbox_messages'
        ? `(select id, type, payload::text from "${t}")`
        : t === 'outbound_messages'
          ? `(select id, user_id, notification_id, channel, kind, message_id from "${t}" where kind not like 'unread\\_messages%')`
          : t === 'conversation_reads'
            ? `(select conversation_id, user_id, last_read_message_id from "${t}" where last_read_message_id > 0)`
            : `"${t}"`;
    const [row] = await conn.execute<{ n: string; h: string | null }[]>(`select count(*) as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${rows} x`);
    out[t] = `${row.n}:${row.h}`;
  }
  return out;
}

/** The changed tables between two fingerprints. */
export function diff(a: Record<string, string>, b: Record<string, string>): string[] {
  return Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);
}

// ---------------------------------------------------------------- operation generation

export type OpKind = 'query' | 'mutation' | 'subscription';

export function rootFields(schema: GraphQLSchema, kind: OpKind): GraphQLField<unknown, unknown>[] {
  const t = kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  return Object.values(t?.getFields() ?? {});
}

/** Every scalar field, nested down to `depth` levels (fields with required arguments skipped). */
export function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isAbstractType(named)) return '{ __typename }';
  if (!isObjectType(named)) return '';
  const parts: string[] = [];
  for (const f of Object.values(named.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type))) continue;
    const inner = getNamedType(f.type);
    if (isObjectType(inner) || isAbstractType(inner)) {
      if (depth <= 1) continue;
      const sub = selectionOf(f.type, depth - 1);
      if (sub && sub !== '{  }') parts.push(`${f.name} ${sub}`);
    } else parts.push(f.name);
  }
  if (!parts.length) parts.push('__typename');
  return `{ ${parts.join(' ')} }`;
}

/** A valid-looking id for an argument, pointing at client A's records. */
export function idFor(fieldName: string, argName: string, t: Targets): string {
  const f = fieldName.toLowerCase();
  const a = argName.toLowerCase();
  // Decisions that would take the demo worker off client A's job (a suspension) act on the throwaway applicant.
  if (a === 'providerid') return String(f.includes('approveworker') || f.includes('rejectworker') || f.includes('suspendworker') ? t.applicantProvider : t.workerProvider);
  if (a === 'clientid' || a === 'customerid') return String(t.clientA);
  if (a === 'categoryid') return String(t.cleaningCategory);
  if (a === 'paymentid') return String(t.paymentA);
  if (a === 'invoiceid') return String(t.invoiceA);
  if (a === 'requestid') return String(t.requestA);
  if (a === 'conversationid' || f.startsWith('conversation')) return String(t.conversationA);
  if (a === 'userid') return String(t.clientAUser);
  if (f.includes('invoice')) return String(t.invoiceA);
  if (f.includes('notification')) return String(t.notificationA);
  if (f.includes('paymentmethod')) return String(t.paymentMethodA);
  return String(t.requestA);
}

/** A valid-looking value of an input type, from its name and field name. */
export function sampleInput(type: GraphQLInputType, fieldName: string, argName: string, t: Targets): unknown {
  if (isNonNullType(type)) return sampleInput(type.ofType, fieldName, argName, t);
  if (isListType(type)) return [sampleInput(type.ofType, fieldName, argName, t)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sampleInput(f.type, fieldName, f.name, t)]));
  }
  if (!isScalarType(type)) return null;
  const a = argName.toLowerCase();
  switch (type.name) {
    case 'ID':
      return idFor(fieldName, argName, t);
    case 'Int':
    case 'SafeInt':
      if (a.endsWith('id')) return Number(idFor(fieldName, argName, t));
      if (a.includes('rating')) return 5;
      if (a === 'limit') return 10;
      if (a === 'offset') return 0;
      if (a.includes('cents')) return 10000;
      if (a.includes('radius')) return 50;
      if (a.includes('version')) return 1;
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'DateTimeISO':
      return '2030-01-15T16:00:00.000Z';
    case 'JSON':
      return {};
    default:
      return sampleString(argName, fieldName, t);
  }
}

/** A valid-looking string for a field of this name. */
export function sampleString(argName: string, fieldName: string, t: Targets): string {
  const a = argName.toLowerCase();
  if (a.includes('email')) return `probe${Math.floor(Math.random() * 1e9)}@example.com`;
  if (a.includes('password')) return 'a-long-password-1';
  if (a.includes('zip')) return '37203';
  if (a.includes('phone')) return '615-555-0199';
  if (a === 'scheduledat') return '2030-01-15 10:00';
  if (a.endsWith('state')) return 'TN';
  if (a === 'photokind') return 'before';
  if (a === 'role' || a === 'usertype') return 'client';
  if (a === 'preferredtime') return 'morning';
  // Not a date, but within a date's length: the call passes the input limits and reaches its authorization, and a viewer it allows gets a validation error (a successful creation would give a worker a client profile and change what later cells expect).
  if (a.endsWith('date') || a === 'until') return 'no-date';
  if (a === 'specifictime') return '10:00';
  if (a === 'lasteditedby') return 'worker';
  if (a === 'squaretransactionid') return `matrix-attempt-${Math.floor(Math.random() * 1e9)}`;
  if (a === 'preferredcontactmethod') return 'email';
  if (a === 'brand') return 'visa';
  if (a === 'category') return 'general';
  if (a === 'kind') return 'card';
  if (a === 'last4') return '4242';
  if (a === 'type') return 'labor';
  if (a === 'accounttype') return 'checking';
  if (a === 'routingnumber') return '110000000';
  if (a === 'accountnumber') return '000123456789';
  if (a === 'sort') return 'recent';
  if (a === 'scope') return 'active';
  if (a === 'priority') return 'medium';
  if (a === 'paymentmethod' || a === 'method') return 'card';
  if (a === 'idempotencykey') return `matrix-${Math.random()}`;
  if (a === 'customerid') return String(t.clientA);
  if (a === 'requestnumber') return String(t.requestA);
  return 'Plain words for a probe';
}

export interface GeneratedOp {
  name: string;
  kind: OpKind;
  text: string;
  variables: Record<string, unknown>;
}

export function generateOp(kind: OpKind, field: GraphQLField<unknown, unknown>, t: Targets, depth = 4): GeneratedOp {
  const decl = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const pass = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = selectionOf(field.type, depth);
  // Optional arguments keep their defaults (page size, cursor), except the ids that point at a record.
  const given = field.args.filter((a) => isNonNullType(a.type) || /id$/i.test(a.name));
  const variables = Object.fromEntries(given.map((a) => [a.name, sampleInput(a.type, field.name, a.name, t)]));
  return { name: field.name, kind, text: `${kind} ${field.name}Probe${decl ? `(${decl})` : ''} { ${field.name}${pass ? `(${pass})` : ''} ${selection} }`, variables };
}

/**
 * The op as a signed-out caller can send it: when the full selection is over their document
 * budget (graphql/limits.ts), the same call with a shallower selection, so it reaches its
 * authorization rather than the size check.
 */
export function fitForSignedOut(op: GeneratedOp, field: GraphQLField<unknown, unknown>, t: Targets): GeneratedOp {
  for (let depth = 4; depth >= 1; depth--) {
    const text = depth === 4 ? op.text : generateOp(op.kind, field, t, depth).text;
    try {
      checkDocumentSource(text, false);
      return { ...op, text };
    } catch {
      // Over the signed-out budget: one level shallower.
    }
  }
  return op;
}

// ---------------------------------------------------------------- REST generation

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  maxLength?: number;
  default?: unknown;
}

/** A valid-looking value of a JSON schema (from a route's zod schema), by field name. */
export function sampleJson(schema: JsonSchema, name: string, path: string, t: Targets): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return sampleJson(alt.find((s) => s.type !== 'null') ?? alt[0], name, path, t);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  const a = name.toLowerCase();
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleJson(v, k, path, t)]));
    case 'array':
      return schema.items ? [sampleJson(schema.items, name, path, t)] : [];
    case 'integer':
    case 'number':
      if (a.endsWith('id')) return Number(restIdFor(path, name, t));
      if (a.includes('rating')) return 5;
      if (a.includes('radius')) return 50;
      if (a.includes('amount') || a.includes('cost') || a.includes('rate') || a.includes('price')) return 100;
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return '2030-01-15T16:00:00.000Z';
      if (schema.format === 'email') return sampleString('email', path, t);
      if (a.endsWith('id') && a !== 'squaretransactionid') return restIdFor(path, name, t);
      if (a.includes('date')) return '2030-01-15';
      if (a.includes('amount') || a.includes('cost') || a === 'rate') return '100.00';
      return sampleString(name, path, t).slice(0, schema.maxLength ?? 10_000);
    default:
      return sampleString(name, path, t);
  }
}

/** The id a REST path or payload field names, pointing at client A's records. */
export function restIdFor(path: string, param: string, t: Targets): string {
  const p = param.toLowerCase();
  if (p === 'userid') return String(t.clientAUser);
  if (p === 'clientid') return path.includes('check-pending') ? String(t.clientAUser) : String(t.clientA);
  if (p === 'providerid' || p === 'workerid') return String(path.endsWith('/suspend') ? t.applicantProvider : t.workerProvider);
  if (p === 'categoryid') return String(t.cleaningCategory);
  if (p === 'invoiceid') return String(t.invoiceA);
  if (p === 'paymentid') return String(t.paymentA);
  if (p === 'requestid' || p === 'servicerequestid') return String(t.requestA);
  if (p !== 'id') return String(t.requestA);
  if (path.includes('/invoices/request/')) return String(t.requestA);
  if (path.startsWith('/api/invoices')) return String(t.invoiceA);
  if (path.startsWith('/api/notifications')) return String(t.notificationA);
  if (path.startsWith('/api/clients')) return String(t.clientA);
  if (path.startsWith('/api/support/conversations')) return String(t.conversationA);
  if (path.startsWith('/api/service-providers')) return String(t.workerProvider);
  if (path.includes('transaction')) return String(t.paymentA);
  return String(t.requestA);
}
