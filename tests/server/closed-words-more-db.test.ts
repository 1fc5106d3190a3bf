import { demoDataFile } from '../support/migration-db';

/**
 * A support request's status, the outbox's kinds of work and a notification's type are closed
 * words too: the database refuses any other, whoever writes it. The migration that adds the
 * constraints first reports and repairs the rows that would break them.
 */
const BEFORE = 'Migration20261128070000_closed_words_and_bounds';
const CONSTRAINTS = 'Migration20261128100000_closed_words_more';

const { sql, one, migrateTo, migrateAll } = demoDataFile(BEFORE);
const idOf = async (text: string) => Number(((await sql<{ id: number }>(text))[0]).id);

it('the migration repairs what it can, deletes work no deliverer knows, reports each, and then holds every column', async () => {
  // Rows as the old code (or a hand in the database) could leave them.
  const support = (status: string) => idOf(`insert into support_requests (category, subject, message, priority, email, status, created_at) values ('general', 'Help', 'Please', 'low', 'a@example.com', '${status}', now()) returning id`);
  const resolved = await support('Resolved ');
  const waiting = await support('waiting');
  const notice = await idOf(`select min(id) as id from notifications`);
  const other = await idOf(`select max(id) as id from notifications`);
  await sql(`update notifications set type = 'system' where id = ${notice}`);
  await sql(`update notifications set type = ' Job_Completed' where id = ${other}`);
  const work = (type: string) => idOf(`insert into outbox_messages (type, payload, attempts, available_at, created_at) values ('${type}', '{"requestId": 1, "kind": "x"}'::jsonb, 0, now(), now()) returning id`);
  const queue = await work('QUEUE');
  const mystery = await work('mystery');
  const kept = await work('request');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  await migrateTo(CONSTRAINTS);

  expect(await one(`select status from support_requests where id = ${resolved}`)).toEqual({ status: 'resolved' });
  expect(await one(`select status from support_requests where id = ${waiting}`)).toEqual({ status: 'open' });
  expect(await one(`select type, title from notifications where id = ${notice}`)).toEqual({ type: 'note', title: expect.any(String) });
  expect(await one(`select type from notifications where id = ${other}`)).toEqual({ type: 'job_completed' });
  expect(await sql(`select id, type from outbox_messages where id in (${queue}, ${mystery}, ${kept}) order by id`)).toEqual([
    { id: queue, type: 'queue' },
    { id: kept, type: 'request' },
  ]);
  const reported = warn.mock.calls.map((c) => String(c[0])).join('\n');
  expect(reported).toMatch(new RegExp(`support_requests\\.status: 2 row\\(s\\).*#${resolved}="Resolved ".*#${waiting}="waiting"`));
  expect(reported).toMatch(new RegExp(`notifications\\.type: 2 row\\(s\\).*#${notice}="system"`));
  expect(reported).toMatch(new RegExp(`outbox_messages\\.type: 2 row\\(s\\) break the constraint, deleting: .*#${mystery}="mystery"`));
  warn.mockRestore();
});

it.each([
  [`update support_requests set status = '' where id = (select min(id) from support_requests)`, 'support_requests_status_check'],
  [`update support_requests set status = 'Open' where id = (select min(id) from support_requests)`, 'support_requests_status_check'],
  [`update notifications set type = '' where id = (select min(id) from notifications)`, 'notifications_type_check'],
  [`update notifications set type = 'reminder' where id = (select min(id) from notifications)`, 'notifications_type_check'],
  [`insert into outbox_messages (type, payload, attempts, available_at, created_at) values ('', '{}'::jsonb, 0, now(), now())`, 'outbox_messages_type_check'],
  [`insert into outbox_messages (type, payload, attempts, available_at, created_at) values ('Queue', '{}'::jsonb, 0, now(), now())`, 'outbox_messages_type_check'],
])('SQL written straight to the database is refused by the CHECK: %s', async (statement, constraint) => {
  await expect(sql(statement)).rejects.toThrow(new RegExp(`violates check constraint "${constraint}"`));
});

it('every word the code writes is taken, once every later migration has run too (a word added since extends the constraint)', async () => {
  await migrateAll();
  const { NOTIFICATION_TYPES } = await import('../../server/src/modules/notifications/notification-types');
  const { OUTBOX_TYPES } = await import('../../server/src/modules/outbox/outbox-words');
  const { SUPPORT_STATUSES } = await import('../../server/src/modules/support/support-words');
  const notice = await idOf(`select min(id) as id from notifications`);
  for (const type of NOTIFICATION_TYPES) await sql(`update notifications set type = ? where id = ?`, [type, notice]);
  const support = await idOf(`select min(id) as id from support_requests`);
  for (const status of SUPPORT_STATUSES) await sql(`update support_requests set status = ? where id = ?`, [status, support]);
  for (const type of OUTBOX_TYPES) await sql(`insert into outbox_messages (type, payload, attempts, available_at, created_at, delivered_at) values (?, '{}'::jsonb, 0, now(), now(), now())`, [type]);
});
