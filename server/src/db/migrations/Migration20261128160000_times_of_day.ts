import { Migration } from '@mikro-orm/migrations';

/**
 * The time of day a visit is asked for is a closed vocabulary too: `morning`, `afternoon`,
 * `evening`, `specific` (the time is then in `specific_time`) or an HH:MM time; `specific_time`
 * is HH:MM. The request form, the admin's New Service Request and the REST body check it
 * (request-creation.service.ts, admin-requests.service.ts); from here on the database does as well,
 * on requests and on visit series.
 *
 * As the earlier word migrations do, the rows that would break a constraint are reported first (a
 * warning naming the table, the column, how many rows and the first ids with their values), then
 * repaired:
 * - a word that differs only in case or surrounding spaces becomes the word;
 * - a request's other time of day becomes `specific` when its `specific_time` is a time, else NULL
 *   (no preference: the admin schedules the visit);
 * - a series' other time of day becomes `09:00`, the time its visits were already given for a word
 *   the code did not know (jobs/visit-series.ts), so no visit moves;
 * - a `specific_time` that is not HH:MM becomes NULL.
 * Nothing here decides money, so nothing stops the migration.
 */

const WINDOWS = ['morning', 'afternoon', 'evening', 'specific'];
const HH_MM = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
const list = WINDOWS.map((w) => `'${w}'`).join(', ');
/** One pattern, as the entities state it: the four words or HH:MM. */
const timeOfDay = (c: string) => `"${c}" ~ '^(${WINDOWS.join('|')}|([01][0-9]|2[0-3]):[0-5][0-9])$'`;

interface Rule {
  table: string;
  column: string;
  /** What a row that keeps breaking the rule after the case repair is given. */
  repair: string;
  /** The CHECK's expression (a NULL passes a CHECK on its own). */
  check: string;
  words: boolean;
}

const RULES: Rule[] = [
  { table: 'service_requests', column: 'specific_time', repair: 'null', check: `"specific_time" ~ ${HH_MM}`, words: false },
  { table: 'service_requests', column: 'preferred_time', repair: `case when "specific_time" ~ ${HH_MM} then 'specific' end`, check: timeOfDay('preferred_time'), words: true },
  { table: 'visit_series', column: 'specific_time', repair: 'null', check: `"specific_time" ~ ${HH_MM}`, words: false },
  { table: 'visit_series', column: 'preferred_time', repair: `'09:00'`, check: timeOfDay('preferred_time'), words: true },
];

const breaks = (r: Rule) => `"${r.column}" is not null and not (${r.check})`;
const name = (r: Rule) => `"${r.table}_${r.column}_check"`;

export class Migration20261128160000_times_of_day extends Migration {
  override async up(): Promise<void> {
    for (const r of RULES) {
      const [{ n }] = (await this.execute(`select count(*)::int as n from "${r.table}" where ${breaks(r)}`)) as { n: number }[];
      if (n) {
        const rows = (await this.execute(`select "id", "${r.column}"::text as value from "${r.table}" where ${breaks(r)} order by "id" limit 20`)) as { id: number; value: string }[];
        console.warn(`${r.table}.${r.column}: ${n} row(s) outside the times of day, repairing: ${rows.map((x) => `${x.id}=${JSON.stringify(x.value)}`).join(', ')}`);
        if (r.words) await this.execute(`update "${r.table}" set "${r.column}" = lower(btrim("${r.column}")) where ${breaks(r)} and lower(btrim("${r.column}")) in (${list})`);
        await this.execute(`update "${r.table}" set "${r.column}" = ${r.repair} where ${breaks(r)}`);
      }
      this.addSql(`alter table "${r.table}" add constraint ${name(r)} check(${r.check});`);
    }
  }

  override async down(): Promise<void> {
    for (const r of RULES) this.addSql(`alter table "${r.table}" drop constraint if exists ${name(r)};`);
  }
}
