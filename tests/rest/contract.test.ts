import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { startTestApp, type TestApp } from '../support/app';
import { call, login, type Json } from './rest-client';
import { restRoutes } from '../../server/src/rest/router';

/**
 * The OpenAPI document is a contract: every route of the route table, called as every role
 * with the document's own examples, answers a status the document lists, with a body its
 * schema accepts (2xx and errors alike; the schemas are closed, so an undeclared field fails).
 */

type Role = 'anonymous' | 'client' | 'worker' | 'admin';
const ROLES: Role[] = ['anonymous', 'client', 'worker', 'admin'];

interface Operation {
  parameters?: { name: string; in: 'path' | 'query'; required?: boolean; example?: unknown; schema?: { example?: unknown } }[];
  requestBody?: { content: { 'application/json'?: { example?: unknown; schema: Json } } };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

let app: TestApp;
let doc: Json;
const tokens: Partial<Record<Role, string>> = {};

async function signInAs(role: Role): Promise<void> {
  if (role !== 'anonymous') tokens[role] = await login(app, role);
}

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  doc = (await call(app, 'GET', '/api/openapi.json')).body;
  for (const role of ROLES) await signInAs(role);
});
afterAll(() => app.close());

function ajvFor(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  return ajv;
}

/** The request the document's examples describe: path and query parameters, and the body. */
export function exampleRequest(path: string, op: Operation): { url: string; body: unknown } {
  const params = op.parameters ?? [];
  const example = (p: (typeof params)[number]) => p.example ?? p.schema?.example;
  let url = path;
  for (const p of params.filter((x) => x.in === 'path')) url = url.replace(`{${p.name}}`, encodeURIComponent(String(example(p))));
  const query = new URLSearchParams();
  for (const p of params.filter((x) => x.in === 'query' && example(x) !== undefined)) query.set(p.name, String(example(p)));
  const q = query.toString();
  return { url: q ? `${url}?${q}` : url, body: op.requestBody?.content['application/json']?.example };
}

describe('the OpenAPI document as a contract', () => {
  it('gives every parameter and every JSON body an example', () => {
    const missing: string[] = [];
    for (const def of restRoutes) {
      const op = doc.paths[def.path][def.method] as Operation;
      for (const p of op.parameters ?? []) if (p.example === undefined && p.schema?.example === undefined) missing.push(`${def.method} ${def.path} ${p.in} ${p.name}`);
      const json = op.requestBody?.content['application/json'];
      if (json && json.example === undefined) missing.push(`${def.method} ${def.path} body`);
    }
    expect(missing).toEqual([]);
  });

  it('gives examples the route itself accepts', () => {
    const refused: string[] = [];
    for (const def of restRoutes) {
      const op = doc.paths[def.path][def.method] as Operation;
      const values = (where: 'path' | 'query') => Object.fromEntries((op.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, String(p.example)]));
      for (const [schema, value, what] of [[def.params, values('path'), 'path'], [def.query, values('query'), 'query'], [def.body, op.requestBody?.content['application/json']?.example, 'body']] as const) {
        const parsed = schema?.safeParse(value);
        if (parsed && !parsed.success) refused.push(`${def.method} ${def.path} ${what}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('names the shared shapes as components', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Error', 'ServiceRequest', 'Invoice']));
    const list = doc.paths['/api/service-requests'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(list)).toContain('#/components/schemas/ServiceRequest');
    // A list is the plain array, or (with ?cursor) a page envelope with the total and the next cursor.
    expect(JSON.stringify(list)).toContain('#/components/schemas/ServiceRequestPage');
    expect(doc.components.schemas.ServiceRequestPage.required).toEqual(['items', 'total', 'nextCursor']);
  });

  it('pages a list with cursor and pageSize: every item once, the total on each page', async () => {
    const whole = (await call(app, 'GET', '/api/service-categories')).body as { id: number }[];
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: Json = await call(app, 'GET', `/api/service-categories?cursor=${encodeURIComponent(cursor)}&pageSize=2`);
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(whole.length);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((c: { id: number }) => c.id));
      cursor = page.body.nextCursor;
    }
    expect(seen).toEqual(whole.map((c) => c.id));
    expect((await call(app, 'GET', '/api/service-categories?cursor=nonsense')).status).toBe(422);
  });

  it('answers every route, as every role, with a documented status and a body its schema accepts', async () => {
    const ajv = ajvFor(doc);
    const mismatches: string[] = [];
    let calls = 0;
    let succeeded = 0;
    for (const role of ROLES) {
      for (const def of restRoutes) {
        const op = doc.paths[def.path][def.method] as Operation;
        const { url, body } = exampleRequest(def.path, op);
        const r = await call(app, def.method.toUpperCase(), url, { token: tokens[role], body });
        calls++;
        if (r.status < 300) succeeded++;
        const where = `${role} ${def.method.toUpperCase()} ${url} -> ${r.status}`;
        const answer = op.responses[String(r.status)];
        if (!answer) {
          mismatches.push(`${where}: status not in the document (${Object.keys(op.responses).join(', ')}) ${r.text.slice(0, 200)}`);
        } else if (r.status !== 302 && r.status !== 204 && r.text) {
          const json = answer.content?.['application/json'];
          if (!json) mismatches.push(`${where}: a JSON body the document does not describe`);
          else {
            const validate = ajv.getSchema(`openapi#/${pointer('paths', def.path, def.method, 'responses', String(r.status), 'content', 'application/json', 'schema')}`)!;
            if (!validate(r.body)) mismatches.push(`${where}: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 600)}`);
          }
        }
        // A route that ends sessions (sign-out, change password) leaves the role signed in again for the next one.
        if (def.path.startsWith('/auth/') && def.method !== 'get') await signInAs(role);
      }
    }
    console.log(`contract: ${calls} calls (${succeeded} answered 2xx), ${mismatches.length} mismatches\n${mismatches.join('\n')}`);
    expect(mismatches).toEqual([]);
  });
});
