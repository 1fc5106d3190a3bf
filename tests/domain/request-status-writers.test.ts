import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REQUEST_STATUSES, canTransition } from '../../server/src/domain/request-status';
import { transitionStatus, updateRequest } from '../../server/src/modules/requests/request-writes';

/**
 * A request's status has one writer: transitionStatus (server/src/modules/requests/request-writes.ts),
 * driven by the transition table; every other statement that changes a request goes through
 * updateRequest beside it. This scans the server's source for any other writer.
 */
const SRC = path.join(__dirname, '../../server/src');
const HELPER = path.join(SRC, 'modules/requests/request-writes.ts');
/** Migrations create the table; the demo seeder inserts rows in their final state. Neither changes a status. */
const NOT_WRITERS = [path.join(SRC, 'db/migrations'), path.join(SRC, 'db/seeders')];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (NOT_WRITERS.includes(p)) return [];
    return e.isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Ways to change a request row or its status other than the helpers. */
const OTHER_WRITERS: [string, RegExp][] = [
  ['an SQL update of service_requests', /update\s+"?service_requests\b/i],
  ['an SQL set of a status column next to service_requests', /service_requests[\s\S]{0,400}\bset\s+[^;`]*\bstatus\s*=/i],
  ['nativeUpdate of ServiceRequest', /nativeUpdate\(\s*ServiceRequest\b/],
  ['a query-builder update of ServiceRequest', /createQueryBuilder\(\s*ServiceRequest\b[\s\S]{0,200}?\.update\(/],
  ['an assignment of a request status', /^\s*(r|req|request|fresh|job|sr|row)\.status\s*=(?!=)/m],
  ['Object.assign / assign() of a status onto a request', /\bassign\(\s*(r|req|request|fresh|job|sr)\s*,\s*\{[^}]*\bstatus\s*:/],
  ['a version bump of a request by hand', /\b(r|req|request|fresh)\.version\s*\+\s*1/],
];

it('finds no writer of a request status (or hand-made request update) outside request-writes.ts', () => {
  const files = sources(SRC).filter((f) => f !== HELPER);
  expect(files.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const f of files) {
    const text = fs.readFileSync(f, 'utf8');
    for (const [what, re] of OTHER_WRITERS) {
      const m = re.exec(text);
      if (m) found.push(`${path.relative(SRC, f)}:${text.slice(0, m.index).split('\n').length}: ${what}`);
    }
  }
  expect(found).toEqual([]);
});

it('catches the writers it looks for (the scan can fail)', () => {
  const samples = [
    "await tx.execute(`update service_requests set status = 'scheduled' where id = ?`, [id]);",
    "await em.nativeUpdate(ServiceRequest, { id }, { status: 'pending' });",
    "          r.status = 'completed';",
    "Object.assign(r, { hundredDollarSpecial: true, status: 'completed' });",
    "const n = await tx.nativeUpdate(X, { id: r.id }, { version: r.version + 1 });",
  ];
  for (const sample of samples) expect(OTHER_WRITERS.some(([, re]) => re.test(sample))).toBe(true);
});

it('keeps the status read-only on the entity, so an assignment does not compile', () => {
  const entity = fs.readFileSync(path.join(SRC, 'modules/requests/service-request.entity.ts'), 'utf8');
  expect(entity).toMatch(/\breadonly status: RequestStatus\b/);
});

it('refuses, before any SQL, a transition the table does not allow', async () => {
  const noDatabase = {} as EntityManager;
  for (const from of REQUEST_STATUSES) {
    for (const to of REQUEST_STATUSES) {
      if (canTransition(from, to)) continue;
      expect(() => transitionStatus(noDatabase, 1, [from], to)).toThrow(`Request status cannot go from ${from} to ${to}`);
    }
  }
  expect(() => transitionStatus(noDatabase, 1, [], 'pending')).toThrow();
  // A status never changes through updateRequest.
  expect(() => updateRequest(noDatabase, 1, { set: { status: 'completed' } as never })).toThrow('A request status changes only through transitionStatus');
});
