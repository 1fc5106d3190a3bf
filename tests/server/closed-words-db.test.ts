import { demoDataFile } from '../support/migration-db';

/**
 * The database itself refuses a word outside its vocabulary and a number outside its bounds,
 * whoever writes it; the migration that adds those constraints first repairs the rows it can
 * and stops, changing nothing, on money it must not guess.
 */
const BEFORE = 'Migration20261126021500_notifications_keep_latest_replanned';
const CONSTRAINTS = 'Migration20261128070000_closed_words_and_bounds';

const { sql, one, migrateTo } = demoDataFile(BEFORE);

it('the migration repairs the words and counts it can, stops on negative money, and then holds every column', async () => {
  // Rows as the old code could leave them.
  const [r1, r2, r3] = (await sql<{ id: number }>('select id from service_requests order by id limit 3')).map((r) => r.id);
  await sql(`update service_requests set priority = '' where id = ${r1}`);
  await sql(`update service_requests set priority = 'HIGH ' where id = ${r2}`);
  await sql(`update notifications set priority = 'loud' where id = (select min(id) from notifications)`);
  await sql(`update service_providers set rating_count = -3, rating = 7 where id = (select min(id) from service_providers)`);
  await sql(`update payment_methods set brand = 'visa' where brand is not null`);
  await sql(`update service_requests set tip_cents = -1 where id = ${r3}`);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  // Negative money: the migration stops and changes nothing.
  await expect(migrateTo(CONSTRAINTS)).rejects.toThrow(/service_requests\.tip_cents: 1 row/);
  expect(await one(`select priority from service_requests where id = ${r1}`)).toEqual({ priority: '' });
  expect(await one(`select count(*)::int as n from pg_constraint where conname = 'service_requests_priority_check'`)).toEqual({ n: 0 });

  // Someone decides the money; the rest is repaired and reported.
  await sql(`update service_requests set tip_cents = 0 where id = ${r3}`);
  warn.mockClear();
  await migrateTo(CONSTRAINTS);
  expect(await one(`select priority from service_requests where id = ${r1}`)).toEqual({ priority: 'normal' });
  expect(await one(`select priority from service_requests where id = ${r2}`)).toEqual({ priority: 'high' });
  expect(await one(`select priority from notifications where id = (select min(id) from notifications)`)).toEqual({ priority: 'medium' });
  expect(await one(`select rating_count, rating from service_providers where id = (select min(id) from service_providers)`)).toEqual({ rating_count: 0, rating: 5 });
  expect(await sql(`select distinct brand from payment_methods where brand is not null`)).toEqual([{ brand: 'Visa' }]);
  const reported = warn.mock.calls.map((c) => String(c[0])).join('\n');
  expect(reported).toMatch(new RegExp(`service_requests\\.priority: 2 row\\(s\\).*#${r1}=""`));
  expect(reported).toMatch(/notifications\.priority: 1 row/);
  expect(reported).toMatch(/service_providers\.rating_count: 1 row/);
  warn.mockRestore();
});

it.each([
  [`update service_requests set priority = '' where id = (select min(id) from service_requests)`, 'service_requests_priority_check'],
  [`update service_requests set priority = 'Normal' where id = (select min(id) from service_requests)`, 'service_requests_priority_check'],
  [`update service_requests set status = 'done' where id = (select min(id) from service_requests)`, 'service_requests_status_check'],
  [`update service_requests set tip_cents = -1 where id = (select min(id) from service_requests)`, 'service_requests_tip_cents_check'],
  [`update payments set method = 'cash' where id = (select min(id) from payments)`, 'payments_method_check'],
  [`update payments set amount_cents = -10299 where id = (select min(id) from payments)`, 'payments_amount_cents_check'],
  [`update notifications set priority = ' ' where id = (select min(id) from notifications)`, 'notifications_priority_check'],
  [`update service_providers set service_radius = 0 where id = (select min(id) from service_providers)`, 'service_providers_service_radius_check'],
  [`update service_providers set status = 'Available' where id = (select min(id) from service_providers)`, 'service_providers_status_check'],
  [`update reviews set worker_rating = 6 where id = (select min(id) from reviews)`, 'reviews_worker_rating_check'],
  [`insert into waitlist_entries (email, phone, zip_code, user_type, created_at) values ('x@example.com', '6155550100', '30301', '', now())`, 'waitlist_entries_user_type_check'],
  [`update clients set preferred_contact_method = 'fax' where id = (select min(id) from clients)`, 'clients_preferred_contact_method_check'],
])('SQL written straight to the database is refused by the CHECK: %s', async (statement, constraint) => {
  await expect(sql(statement)).rejects.toThrow(new RegExp(`violates check constraint "${constraint}"`));
});
