import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { badInput, type FieldError } from '../shared/errors';
import { normalizeText } from '../shared/text-input';

/**
 * The longest text (characters) each String field of the schema's input types and each String
 * argument of a root field accepts: at most the length of the column it is stored in, and for
 * what is never stored (passwords, search text, cursors) a bound of its own. Checked before any
 * resolver runs, so an overlong value is a BAD_USER_INPUT naming the field, never a failed
 * INSERT. tests/trust/security-round-three.test.ts fails on a String input without an entry.
 */
export const INPUT_TEXT_LIMITS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  AddPaymentMethodInput: { brand: 20, kind: 20, label: 100, last4: 4 },
  AdminCreateRequestInput: { title: 200, description: 5000, priority: 10, preferredDate: 10, preferredTime: 20 },
  RecurrenceInput: { until: 10 },
  AdminEditInvoiceInput: { editReason: 1000, notes: 2000 },
  AdminInvoiceLineInput: { description: 300, type: 20 },
  BankAccountInput: { accountHolderName: 200, bankName: 200, accountType: 20, routingNumber: 9, accountNumber: 34 },
  CreateJobInvoiceInput: { notes: 2000 },
  CreateRequestInput: {
    title: 150, customTitle: 200, description: 5000, priority: 10, notes: 2000,
    contactName: 200, contactEmail: 254, contactPhone: 30, contactAddress: 300, contactCity: 100, contactState: 2, contactZipCode: 5,
    serviceAddress: 300, serviceCity: 100, serviceState: 2, serviceZipCode: 5,
    preferredDate: 10, preferredTime: 20, specificTime: 5, alternativeTime1: 100, alternativeTime2: 100,
  },
  EditJobInvoiceInput: { editReason: 1000, notes: 2000 },
  InvoiceLineInput: { description: 300, type: 20 },
  JobNoteInput: { note: 4000, photoKind: 20 },
  JoinWaitlistInput: { email: 254, phone: 30, zipCode: 5, city: 100, state: 2, userType: 10 },
  LoginInput: { email: 254, password: 1024 },
  ChangePasswordInput: { currentPassword: 1024, newPassword: 1024 },
  ResetPasswordInput: { token: 200, password: 1024 },
  PushSubscriptionInput: { endpoint: 2048 },
  PushSubscriptionKeysInput: { p256dh: 100, auth: 50 },
  ProcessPaymentInput: { method: 30, token: 200, idempotencyKey: 200 },
  // The applicant's name is also split into the account's first and last name (100 each).
  ProviderApplicationInput: { name: 100, email: 254, phone: 30, zipCode: 5, password: 1024 },
  ProviderSettingsInput: { fullName: 200, email: 254, phone: 30, address: 300, city: 100, state: 2, zipCode: 5 },
  SendMessageInput: { body: 2000 },
  RegisterInput: { email: 254, password: 1024, firstName: 100, lastName: 100, phone: 30, referralCode: 16 },
  SubmitReviewInput: { comment: 2000 },
  SupportRequestInput: { category: 40, subject: 200, message: 5000, priority: 10, email: 254, phone: 30 },
  UpdateClientProfileInput: { name: 200, email: 254, phone: 30, address: 300, city: 100, state: 2, zipCode: 5, preferredContactMethod: 10 },
  UpdateRequestInput: { title: 150, customTitle: 200, description: 5000, serviceAddress: 300, serviceCity: 100, serviceState: 2, serviceZipCode: 5 },
};

/** String arguments of root fields, by argument name. */
export const ARGUMENT_TEXT_LIMITS: Readonly<Record<string, number>> = {
  after: 500, sort: 30, status: 30, scope: 30, state: 30, query: 200, customerId: 100, requestNumber: 40, scheduledAt: 40,
  token: 500, password: 1024, email: 254, document: 200, reason: 1000, note: 4000, adminNotes: 2000, inspectionNotes: 2000,
  endpoint: 2048, idempotencyKey: 200,
};

/** What a field missing from the tables is held to (the test keeps the tables complete). */
const FALLBACK_LIMIT = 1000;

/** Messages of fields whose service gives the same rule in its own words. */
const MESSAGES: Readonly<Record<string, string>> = {
  zipCode: 'ZIP code must be 5 digits',
  contactZipCode: 'ZIP code must be 5 digits',
  serviceZipCode: 'ZIP code must be 5 digits',
};

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

const isText = (type: GraphQLInputType) => {
  const named = getNamedType(type);
  return isScalarType(named) && (named.name === 'String' || named.name === 'ID');
};

function checkText(value: string, field: string, max: number, path: string, errors: FieldError[]): string {
  const text = normalizeText(field, value);
  if (text.length > max && !errors.some((e) => e.path === path)) errors.push({ path, message: MESSAGES[field] ?? `${field} must be at most ${max} characters` });
  return text;
}

/** The value of one input (argument or input field), normalised, with its problems added to `errors`. */
function walk(type: GraphQLInputType, value: unknown, field: string, max: number, path: string, errors: FieldError[]): unknown {
  if (value === null || value === undefined) return value;
  const nullable = getNullableType(type);
  if (isListType(nullable)) return Array.isArray(value) ? value.map((item, i) => walk(nullable.ofType, item, field, max, join(path, i), errors)) : value;
  if (typeof value === 'string' && isText(nullable)) return checkText(value, field, max, path, errors);
  if (isInputObjectType(nullable) && typeof value === 'object') {
    const limits = INPUT_TEXT_LIMITS[nullable.name] ?? {};
    const fields = nullable.getFields();
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [name, v] of Object.entries(out)) {
      const def: GraphQLInputField | undefined = fields[name];
      if (def) out[name] = walk(def.type, v, name, limits[name] ?? FALLBACK_LIMIT, join(path, name), errors);
    }
    return out;
  }
  return value;
}

/** Whether an argument holds text anywhere (otherwise its field is left unwrapped). */
function holdsText(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isText(named)) return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((f) => holdsText(f.type, seen));
}

/** A root field's arguments as its resolver receives them: text normalised, or a BAD_USER_INPUT naming each overlong field. */
export function checkArguments(args: readonly GraphQLArgument[], values: Record<string, unknown>): Record<string, unknown> {
  const errors: FieldError[] = [];
  const out: Record<string, unknown> = { ...values };
  for (const arg of args) {
    // An input object's fields are named from the object (`name`, not `input.name`), as the services name them.
    const objectArg = isInputObjectType(getNamedType(arg.type));
    if (out[arg.name] !== undefined) out[arg.name] = walk(arg.type, out[arg.name], arg.name, ARGUMENT_TEXT_LIMITS[arg.name] ?? FALLBACK_LIMIT, objectArg ? '' : arg.name, errors);
  }
  if (errors.length) throw badInput(errors);
  return out;
}

/**
 * Puts the input rules in front of every root field (query, mutation, subscription) that takes
 * text: one place for every execution path (compiled HTTP, graphql-js over the websocket).
 */
export function applyInputRules(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) {
      if (!field.args.some((a) => holdsText(a.type))) continue;
      const wrap = (resolver: GraphQLFieldResolver<unknown, unknown> | undefined) =>
        resolver && ((source: unknown, values: Record<string, unknown>, context: unknown, info: Parameters<GraphQLFieldResolver<unknown, unknown>>[3]) => resolver(source, checkArguments(field.args, values), context, info));
      field.resolve = wrap(field.resolve);
      field.subscribe = wrap(field.subscribe);
    }
  }
  return schema;
}
