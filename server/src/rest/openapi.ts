import { z } from 'zod';
import { ErrorBody, type RouteDef } from './define';

type JsonSchema = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed request (for example a body that is not JSON)',
  401: 'Not signed in',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  409: 'Conflict: the state changed (a job already taken, a payment already made)',
  422: 'Invalid input: {error, details: [{path, message}]}',
  429: 'Too many attempts (Retry-After)',
  402: 'Payment declined',
  501: 'Not available on this server',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const s = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete s.$schema;
  return s;
}

/** Path or query parameters, one per property of an object schema. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
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
  }));
}

function requestBody(body: z.ZodType): JsonSchema {
  const schema = jsonSchema(body, 'input');
  return { required: ((schema.required as string[] | undefined) ?? []).length > 0, content: { 'application/json': { schema } } };
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

/** Operations mounted beside the route table (multipart and binary), described by their own module. */
export type ExtraPaths = Record<string, Record<string, JsonSchema & { tags: string[] }>>;

function operation(def: RouteDef): JsonSchema {
  const statuses = new Set<number>([400, 422, ...(def.errors ?? [])]);
  if (def.access !== 'public') statuses.add(401);
  if (def.access === 'admin') statuses.add(403);
  if (def.params) statuses.add(404);
  const responses: Record<string, JsonSchema> = {
    [String(def.status ?? 200)]: {
      description: def.response.description,
      ...(def.response.schema ? { content: { 'application/json': { schema: jsonSchema(def.response.schema, 'output') } } } : {}),
    },
  };
  Object.assign(responses, errorResponses(statuses));
  return {
    operationId: `${def.method}${def.path.replace(/\{(\w+)\}/g, 'By_$1').replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [def.tag],
    summary: def.summary,
    ...(def.access === 'public' ? { security: [] } : {}),
    ...(def.access === 'admin' ? { description: 'Admins only.' } : {}),
    parameters: [...parameters(def.params, 'path'), ...parameters(def.query, 'query')],
    ...(def.body ? { requestBody: requestBody(def.body) } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of a route table and of the operations mounted beside it. */
export function openApiDocument(routes: RouteDef[], info: { version: string; serverUrl?: string }, extra: ExtraPaths = {}): JsonSchema {
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
      schemas: { Error: jsonSchema(ErrorBody, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token from /auth/login or /auth/register' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
  };
}
