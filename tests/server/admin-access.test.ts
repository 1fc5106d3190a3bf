import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  getNamedType,
  isObjectType,
  isAbstractType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { buildAppSchema } from '../../server/src/graphql/schema';
import { createAppPubSub } from '../../server/src/events/pubsub';
import { EMAILS, countRows } from './admin-helpers';
import { adminOnlyOperations, rootOperations } from '../support/authorized-roles';
import { ACCESS } from '../trust/access-table';

let app: TestApp;
let schema: GraphQLSchema;
const tokens: Record<string, string | null> = {};

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  schema = await buildAppSchema(createAppPubSub().pubsub);
  tokens.anonymous = null;
  tokens.client = await signIn(app, EMAILS.client);
  tokens.worker = await signIn(app, EMAILS.worker);
  tokens.pendingWorker = await signIn(app, EMAILS.applicant);
});
afterAll(() => app.close());

/** A value of the right type for a required argument, so only authorization can refuse the call. */
function sample(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return sample(type.ofType);
  if (type instanceof GraphQLList) return [sample(type.ofType)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0].value;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(Object.values(type.getFields()).filter((f) => f.type instanceof GraphQLNonNull).map((f) => [f.name, sample(f.type)]));
  }
  const scalar = type as GraphQLScalarType;
  switch (scalar.name) {
    case 'Int':
    case 'SafeInt': return 1;
    case 'Float': return 1;
    case 'Boolean': return true;
    case 'ID': return '1';
    case 'DateTimeISO': return '2030-01-01T10:00:00.000Z';
    case 'JSON': return {};
    default: return 'x';
  }
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): { text: string; variables: Record<string, unknown> } {
  const args = field.args;
  const decl = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const pass = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
  const variables = Object.fromEntries(args.filter((a) => a.type instanceof GraphQLNonNull).map((a) => [a.name, sample(a.type)]));
  return { text: `${kind}${decl ? `(${decl})` : ''} { ${field.name}${pass ? `(${pass})` : ''}${selection} }`, variables };
}

/** The admin-only operations of one root type, found by their @Authorized roles (admin alone), never by their names. */
function adminFields(kind: 'query' | 'mutation' | 'subscription') {
  const type = kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  const adminOnly = new Set(adminOnlyOperations(kind));
  return Object.values(type?.getFields() ?? {}).filter((f) => adminOnly.has(f.name));
}

describe('the admin-only operations come from their @Authorized roles', () => {
  it('finds every operation that requires the admin role alone, whatever its name, and every one the access table declares admin-only', () => {
    const names = (kind: 'query' | 'mutation' | 'subscription') => adminFields(kind).map((f) => f.name);
    // Named for what they do, not admin*: found by the decorator. The admin password sign-in is public, so it is not among them.
    expect(names('mutation')).toEqual(expect.arrayContaining(['assignWorker', 'approvePayout', 'impersonateDemo']));
    expect(names('mutation')).not.toContain('adminAccess');
    expect(names('subscription')).toEqual(['adminReviewChanged', 'supportConversationChanged']);
    // Every root field of the schema is read from the metadata, so none escapes the enumeration.
    const inSchema = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((t) => Object.keys(t?.getFields() ?? {})).sort();
    expect(rootOperations().map((op) => op.name).sort()).toEqual(inSchema);
    // An operation declared admin-only that lacks @Authorized('admin') fails here.
    const declaredAdmin = Object.keys(ACCESS).filter((n) => !n.includes(' ') && ACCESS[n] === 'admin');
    expect(declaredAdmin.filter((n) => !adminOnlyOperations().includes(n))).toEqual([]);
    // The admin area is large: a sanity floor so an empty enumeration cannot pass.
    expect(names('query').length).toBeGreaterThanOrEqual(25);
    expect(names('mutation').length).toBeGreaterThanOrEqual(14);
  });
});

describe.each(['anonymous', 'client', 'worker', 'pendingWorker'])('a %s token', (who) => {
  it('is refused by every admin query and mutation, and changes nothing', async () => {
    const auditBefore = await countRows(app, 'select count(*) as n from audit_events');
    const requestsBefore = await countRows(app, `select count(*) as n from service_requests where status = 'pending'`);
    const refused: string[] = [];
    for (const kind of ['query', 'mutation'] as const) {
      for (const field of adminFields(kind)) {
        const { text, variables } = operationFor(kind, field);
        const r = await app.gql(text, variables, tokens[who]);
        const code = r.errors?.[0]?.extensions?.code;
        const expected = who === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
        if (code !== expected || (r.data && (r.data as Record<string, unknown>)[field.name] != null)) {
          throw new Error(`${field.name} answered ${who} with ${JSON.stringify(r)}`);
        }
        refused.push(field.name);
      }
    }
    expect(refused).toEqual(expect.arrayContaining(['assignWorker', 'approvePayout', 'adminEditInvoice', 'adminAdvancedEarnings', 'adminApproveWorker']));
    expect(await countRows(app, 'select count(*) as n from audit_events')).toBe(auditBefore);
    expect(await countRows(app, `select count(*) as n from service_requests where status = 'pending'`)).toBe(requestsBefore);
  });

  it('cannot subscribe to the admin review queue', async () => {
    const subs = adminFields('subscription');
    expect(subs.map((s) => s.name)).toContain('adminReviewChanged');
    for (const field of subs) {
      const client = createClient({
        url: app.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {},
        retryAttempts: 0,
      });
      const outcome = await new Promise<{ errors?: { extensions?: { code?: string } }[] } | 'data'>((resolve) => {
        client.subscribe(
          { query: `subscription { ${field.name} { __typename } }` },
          { next: (v) => resolve(v.errors ? { errors: v.errors as never } : 'data'), error: (e) => resolve({ errors: Array.isArray(e) ? e : [{ extensions: { code: 'CLOSED' } }] }), complete: () => undefined },
        );
      });
      await client.dispose();
      expect(outcome).not.toBe('data');
      // graphql-ws answers with the resolver's error (not Apollo's formatted one): the sign-in or access-denied message.
      const first = (outcome as { errors: { message?: string; extensions?: { code?: string } }[] }).errors[0];
      expect(`${first?.extensions?.code ?? ''} ${first?.message ?? ''}`).toMatch(/UNAUTHENTICATED|FORBIDDEN|sign in|access denied|do not have access/i);
    }
  });
});
