import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { openApiDocument } from '../../server/src/rest/openapi';
import { restRoutes } from '../../server/src/rest/router';
import { uploadApiPaths } from '../../server/src/rest/upload.routes';

/**
 * An integrator generates types from the document with openapi-typescript: the generation
 * succeeds, and a small client written against those types compiles (and misuse does not).
 */

const root = path.resolve(__dirname, '..', '..');

const SAMPLE_CLIENT = `
import type { components, paths } from './api';

type ServiceRequest = components['schemas']['ServiceRequest'];
type ErrorBody = components['schemas']['Error'];
type RequestList = paths['/api/service-requests']['get']['responses'][200]['content']['application/json'];
type NewRequest = paths['/api/service-requests']['post']['requestBody']['content']['application/json'];
type Created = paths['/api/service-requests']['post']['responses'][201]['content']['application/json'];
type Conflict = paths['/api/service-requests/{id}']['put']['responses'][409]['content']['application/json'];

export async function myRequests(base: string, token: string): Promise<ServiceRequest[]> {
  const res = await fetch(base + '/api/service-requests', { headers: { authorization: 'Bearer ' + token } });
  if (!res.ok) throw new Error(((await res.json()) as ErrorBody).error);
  const list: RequestList = await res.json();
  // Without ?cursor the answer is the plain array; with it, a page envelope.
  const all = Array.isArray(list) ? list : list.items;
  return all.filter((r) => r.displayStatus !== 'cancelled');
}

export const body: NewRequest = { categoryId: 1, title: 'Standard Cleaning', description: 'Two rooms', preferredDate: '2026-06-01', preferredTime: 'morning' };
export const line = (r: Created) => r.id + ' ' + r.status + ' ' + (r.appointmentFee ?? 0) + ' ' + (r.category?.name ?? '') + ' ' + r.createdAt;
export const nextPage = (p: Exclude<RequestList, unknown[]>) => (p.nextCursor === null ? 'last of ' + p.total : p.nextCursor);
export const conflictText = (e: Conflict) => e.details?.map((d) => d.path + ': ' + d.message).join('; ') ?? e.error;

// @ts-expect-error a field the document does not declare
export const undeclared = (r: ServiceRequest) => r.notAField;
// @ts-expect-error the document marks title required
export const missingTitle: NewRequest = { categoryId: 1, description: 'x', preferredDate: '2026-06-01', preferredTime: 'morning' };
`;

describe('types generated from the OpenAPI document', () => {
  it('openapi-typescript generates them, and a sample client type-checks against them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-ts-'));
    try {
      const doc = openApiDocument(restRoutes, { version: '1.0.0' }, uploadApiPaths(5_000_000));
      fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
      const cli = path.join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
      execFileSync(process.execPath, [cli, path.join(dir, 'openapi.json'), '-o', path.join(dir, 'api.d.ts')], { stdio: 'pipe' });
      fs.writeFileSync(path.join(dir, 'client.ts'), SAMPLE_CLIENT);
      const program = ts.createProgram([path.join(dir, 'client.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
        skipLibCheck: false,
      });
      const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
