import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isUnionType, type GraphQLType } from 'graphql';

/**
 * What a generated client sees is described and typed: every public type, field, argument and
 * enum value of schema.graphql has a description; ids are ID; a status, method, kind or role
 * with an enum is that enum; times are DateTimeISO.
 */

const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '..', '..', 'schema.graphql'), 'utf8'));
const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** Every public field and argument, as 'Type.field' and 'Type.field(arg)', with its type's name. */
function members(): { name: string; typeName: string; description: string | null | undefined; kind: 'field' | 'argument' }[] {
  const out: { name: string; typeName: string; description: string | null | undefined; kind: 'field' | 'argument' }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      out.push({ name: `${type.name}.${field.name}`, typeName: getNamedType(field.type as GraphQLType).name, description: field.description, kind: 'field' });
      if ('args' in field) for (const arg of field.args) out.push({ name: `${type.name}.${field.name}(${arg.name})`, typeName: getNamedType(arg.type as GraphQLType).name, description: arg.description, kind: 'argument' });
    }
  }
  return out;
}

describe('schema.graphql, as an integrator reads it', () => {
  it('describes every public type, field, argument and enum value', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || BUILT_IN.has(type.name)) continue;
      if (!type.description && (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) || isEnumType(type) || isUnionType(type) || isScalarType(type))) missing.push(type.name);
      if (isEnumType(type)) for (const v of type.getValues()) if (!v.description) missing.push(`${type.name}.${v.name}`);
    }
    for (const m of members()) if (!m.description) missing.push(m.name);
    expect(missing).toEqual([]);
  });

  it('types every id as ID', () => {
    const ints = members().filter((m) => /^(.*\.)?(id|\w*Id|\w*Ids)(\(|$)|\((id|\w*Id|\w*Ids)\)$/.test(m.name.replace(/^\w+\./, '')) && m.typeName === 'Int').map((m) => m.name);
    expect(ints).toEqual([]);
  });

  it('types a time as DateTimeISO, never as text', () => {
    // Calendar days (YYYY-MM-DD) and a client's wished-for time of day are not instants: they stay text.
    const days = new Set(['CreateRequestInput.preferredDate', 'CreateRequestInput.preferredTime', 'CreateRequestInput.specificTime', 'ServiceRequest.preferredDate', 'ServiceRequest.preferredTime', 'ServiceRequest.specificTime', 'EarningsDay.date']);
    const texts = members().filter((m) => m.kind === 'field' && /(At|^at)$/.test(m.name.split('.')[1]) && m.typeName === 'String' && !days.has(m.name)).map((m) => m.name);
    expect(texts).toEqual([]);
  });

  it('names a status, method, kind or role with its enum where one exists', () => {
    const EXPECTED: Record<string, string> = {
      'ViewerType.sessionRole': 'SessionRole',
      'ViewerProvider.status': 'ProviderStatus',
      'ServiceProvider.status': 'ProviderStatus',
      'ServiceProvider.backgroundCheckStatus': 'CheckStatus',
      'ServiceProvider.documentVerificationStatus': 'CheckStatus',
      'ProcessPaymentInput.method': 'PaymentMethodKind',
      'AddPaymentMethodInput.kind': 'PaymentMethodKind',
      'InvoiceLineInput.type': 'LineItemType',
      'AdminInvoiceLineInput.type': 'LineItemType',
      'InvoicePreviewLine.type': 'LineItemType',
      'BankAccountInput.accountType': 'BankAccountKind',
      'JobNoteInput.photoKind': 'PhotoKind',
      'JoinWaitlistInput.userType': 'WaitlistRole',
      'ServiceRequest.paymentMethod': 'PaymentMethodUsed',
      'ServiceRequest.paymentStatus': 'RequestPaymentStatus',
      'BillingEntry.paymentMethod': 'PaymentMethodUsed',
      'Activity.actorRole': 'ActorRole',
      'AuditEvent.actorRole': 'ActorRole',
      'AdminActivityItem.actorRole': 'ActorRole',
      'Query.adminServiceRequests(status)': 'RequestStatusFilter',
      'QueueChange.requestId': 'ID',
    };
    const actual = Object.fromEntries(members().filter((m) => m.name in EXPECTED).map((m) => [m.name, m.typeName]));
    expect(actual).toEqual(EXPECTED);
  });
});
