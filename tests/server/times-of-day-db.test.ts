import { demoDataFile } from '../support/migration-db';

/**
 * The time of day a visit is asked for (morning, afternoon, evening, specific or HH:MM) and the
 * specific time (HH:MM) are closed too: the database refuses anything else on requests and on
 * visit series, whoever writes it. The migration reports and repairs the rows first, moving no
 * visit.
 */
const BEFORE = 'Migration20261128142316_payout_approval';
const CONSTRAINTS = 'Migration20261128160000_times_of_day';

const { sql, one, migrateTo } = demoDataFile(BEFORE);

it('the migration repairs each time of day it can, reports it, and then holds every column', async () => {
  const ids = (await sql<{ id: number }>('select id from service_requests order by id limit 4')).map((r) => r.id);
  const [cased, withTime, without, badSpecific] = ids;
  await sql(`update service_requests set preferred_time = ' Evening' where id = ${cased}`);
  await sql(`update service_requests set preferred_time = 'after lunch', specific_time = '13:30' where id = ${withTime}`);
  await sql(`update service_requests set preferred_time = 'whenever', specific_time = null where id = ${without}`);
  await sql(`update service_requests set preferred_time = 'specific', specific_time = '25:00' where id = ${badSpecific}`);
  const client = Number((await one('select min(id) as id from clients'))!.id);
  const series = Number(
    (await one(`insert into visit_series (client_id, frequency, count, total, anchor_date, preferred_time, created_at) values (${client}, 'weekly', 4, 4, '2026-12-01', 'lunchtime', now()) returning id`))!.id,
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  await migrateTo(CONSTRAINTS);

  expect(await one(`select preferred_time from service_requests where id = ${cased}`)).toEqual({ preferred_time: 'evening' });
  expect(await one(`select preferred_time, specific_time from service_requests where id = ${withTime}`)).toEqual({ preferred_time: 'specific', specific_time: '13:30' });
  expect(await one(`select preferred_time from service_requests where id = ${without}`)).toEqual({ preferred_time: null });
  // The broken specific time goes; the request still asks for a specific time, which the admin sets.
  expect(await one(`select preferred_time, specific_time from service_requests where id = ${badSpecific}`)).toEqual({ preferred_time: 'specific', specific_time: null });
  // 09:00 is when the visits of a series with a word the code did not know were already placed.
  expect(await one(`select preferred_time from visit_series where id = ${series}`)).toEqual({ preferred_time: '09:00' });
  const reported = warn.mock.calls.map((c) => String(c[0])).join('\n');
  expect(reported).toMatch(new RegExp(`service_requests\\.preferred_time: 3 row\\(s\\).*${cased}=" Evening"`));
  expect(reported).toMatch(new RegExp(`service_requests\\.specific_time: 1 row\\(s\\).*${badSpecific}="25:00"`));
  expect(reported).toMatch(new RegExp(`visit_series\\.preferred_time: 1 row\\(s\\).*${series}="lunchtime"`));
  warn.mockRestore();
});

it.each([
  [`update service_requests set preferred_time = '' where id = (select min(id) from service_requests)`, 'service_requests_preferred_time_check'],
  [`update service_requests set preferred_time = 'Morning' where id = (select min(id) from service_requests)`, 'service_requests_preferred_time_check'],
  [`update service_requests set preferred_time = '9:00' where id = (select min(id) from service_requests)`, 'service_requests_preferred_time_check'],
  [`update service_requests set specific_time = '24:00' where id = (select min(id) from service_requests)`, 'service_requests_specific_time_check'],
  [`update visit_series set preferred_time = 'noon' where id = (select min(id) from visit_series)`, 'visit_series_preferred_time_check'],
  [`update visit_series set specific_time = '7pm' where id = (select min(id) from visit_series)`, 'visit_series_specific_time_check'],
])('SQL written straight to the database is refused by the CHECK: %s', async (statement, constraint) => {
  await expect(sql(statement)).rejects.toThrow(new RegExp(`violates check constraint "${constraint}"`));
});

it('takes every time of day the forms write', async () => {
  for (const time of ['morning', 'afternoon', 'evening', 'specific', '00:00', '08:30', '23:59', null]) {
    await sql(`update service_requests set preferred_time = ?, specific_time = ? where id = (select min(id) from service_requests)`, [time, time === 'specific' ? '14:15' : null]);
    expect(await one(`select preferred_time from service_requests where id = (select min(id) from service_requests)`)).toEqual({ preferred_time: time });
  }
});
