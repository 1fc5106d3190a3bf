import { z } from 'zod';
import { ErrorBody, type RouteDef } from './define';
import { listAnswer, listItem, pagingQuery } from './paging';

type JsonSchema = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed request (for example a body that is not JSON)',
  401: 'Not signed in, or a wrong password',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  409: 'Conflict: the state changed (a job already taken, a payment already made)',
  422: 'Invalid input: {error, details: [{path, message}]}',
  429: 'Too many attempts (Retry-After)',
  402: 'Payment declined',
  501: 'Not available on this server',
  503: 'The database is out of reach for a moment (Retry-After)',
};

/**
 * Named shapes (a zod schema with `.meta({ id })`) met while converting, by id: each becomes
 * #/components/schemas/<id>, and every use of it a $ref there.
 */
const components: Record<string, JsonSchema> = {};

/** Rewrites zod's local #/$defs/ references to the document's components. */
function hoist(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(hoist);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')) out.$ref = `#/components/schemas/${v.slice('#/$defs/'.length)}`;
    else out[k] = hoist(v);
  }
  return out;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const s = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete s.$schema;
  const defs = (s.$defs ?? {}) as Record<string, JsonSchema>;
  delete s.$defs;
  for (const [id, def] of Object.entries(defs)) components[id] ??= hoist(def) as JsonSchema;
  return hoist(s) as JsonSchema;
}

/** A value the schema accepts, for the document's examples: its own example, else one made from its type. */
export function exampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return null;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.$ref) return exampleOf(components[String(schema.$ref).split('/').pop()!], name);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return exampleOf(variants.find((v) => v.type !== 'null') ?? variants[0], name);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return [exampleOf(schema.items as JsonSchema, name)];
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(props).map(([k, p]) => [k, exampleOf(p, k)]));
    }
    case 'string': {
      if (schema.format === 'email' || /email/i.test(name)) return 'someone@example.com';
      if (schema.format === 'date-time') return '2026-05-01T15:30:00.000Z';
      const text = /id$/i.test(name) ? '1' : name ? `example ${name}` : 'example';
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : text.length;
      return text.slice(0, max);
    }
    default:
      return null;
  }
}

/** Path or query parameters, one per property of an object schema, each with an example. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query', examples: Record<string, unknown> = {}): JsonSchema[] {
  if (!schema) return [];
  const s = jsonSchema(schema, 'input');
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, p]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(p.description ? { description: p.description } : {}),
    schema: p,
    example: name in examples ? examples[name] : exampleOf(p, name),
  }));
}

function requestBody(def: RouteDef): JsonSchema {
  const schema = jsonSchema(def.body!, 'input');
  if (def.requiredBody?.length) schema.required = [...new Set([...((schema.required as string[] | undefined) ?? []), ...def.requiredBody])];
  const example = def.examples?.body ?? exampleOf(schema);
  return { required: ((schema.required as string[] | undefined) ?? []).length > 0, content: { 'application/json': { schema, example } } };
}

/** The error responses of an operation: the shared Error body for each status. */
export function errorResponses(codes: Iterable<number>): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const code of [...new Set(codes)].sort()) {
    out[String(code)] = { description: ERROR_TEXT[code] ?? 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  return out;
}

/** The JSON Schema of a response or body, as the route table's documents carry it. */
export function outputSchema(schema: z.ZodType): JsonSchema {
  return jsonSchema(schema, 'output');
}

/**
 * Every status a route can answer: 400 (malformed JSON), 422 (a value the schema or the
 * service refuses), 429 (throttles) and 503 (database out of reach) anywhere; 401 and 403
 * where a session is needed (the services answer 403 for a role or an owner); 404 where a
 * path names a record; and the route's own (402, 409, 501...).
 */
export function statusesOf(def: RouteDef): Set<number> {
  const statuses = new Set<number>([400, 422, 429, 503, ...(def.errors ?? [])]);
  if (def.access !== 'public') statuses.add(401).add(403);
  if (def.params) statuses.add(404);
  return statuses;
}

/** Operations mounted beside the route table (multipart and binary), described by their own module. */
export type ExtraPaths = Record<string, Record<string, JsonSchema & { tags: string[] }>>;

function operation(def: RouteDef): JsonSchema {
  const responses: Record<string, JsonSchema> = {
    [String(def.status ?? 200)]: {
      description: def.response.description,
      ...(def.response.schema ? { content: { 'application/json': { schema: jsonSchema(listAnswer(def)!, 'output') } } } : {}),
    },
  };
  Object.assign(responses, errorResponses(statusesOf(def)));
  return {
    operationId: `${def.method}${def.path.replace(/\{(\w+)\}/g, 'By_$1').replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [def.tag],
    summary: def.summary,
    ...(def.access === 'public' ? { security: [] } : {}),
    ...(def.access === 'admin' ? { description: 'Admins only.' } : {}),
    parameters: [...parameters(def.params, 'path', def.examples?.params), ...parameters(def.query, 'query', def.examples?.query), ...(listItem(def) ? parameters(pagingQuery, 'query') : [])],
    ...(def.body ? { requestBody: requestBody(def) } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of a route table and of the operations mounted beside it. */
export function openApiDocument(routes: RouteDef[], info: { version: string; serverUrl?: string }, extra: ExtraPaths = {}): JsonSchema {
  jsonSchema(ErrorBody, 'output');
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const def of routes) (paths[def.path] ??= {})[def.method] = operation(def);
  for (const [path, ops] of Object.entries(extra)) Object.assign((paths[path] ??= {}), ops);
  const extraTags = Object.values(extra).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Services marketplace REST compatibility API',
      version: info.version,
      description: 'Every /api and /auth path of the spec, on the same services as the GraphQL API. Sign in with POST /auth/login; send the session cookie or the token as a Bearer token. Money is in dollars with at most two decimals.',
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    tags: [...new Set([...routes.map((r) => r.tag), ...extraTags])].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token from /auth/login or /auth/register' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
  };
}
