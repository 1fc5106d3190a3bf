import { Migration } from '@mikro-orm/migrations';

/**
 * The closed vocabularies Migration20261128070000_closed_words_and_bounds left without a CHECK
 * constraint: a support request's status, the kind of post-commit work in the outbox and a
 * notification's type. The words are the code's lists when this migration was written
 * (support/support-words.ts SUPPORT_STATUSES, outbox/outbox-words.ts OUTBOX_TYPES,
 * notifications/notification-types.ts NOTIFICATION_TYPES), copied so the migration stays what
 * it was when the lists grow; `npm run db:check` holds entities and migrations to one schema.
 *
 * As before, the rows that would break a constraint are reported first (a warning naming the
 * table, the column, how many rows and the first ids with their values) and repaired:
 * - a word that differs only in case or surrounding spaces becomes the word;
 * - any other support request status becomes `open` (still waiting for the help desk);
 * - any other notification type becomes `note` (kept, for the record, with its title and text);
 * - an outbox row of any other type is deleted: no deliverer does anything with it (delivering
 *   it only marks it delivered), so it holds no work.
 * Nothing here decides money, so nothing stops the migration.
 *
 * Left open on purpose: `outbound_messages.kind` keeps the log of every message sent, kinds no
 * longer sent included (Admin → Messages shows them); the free words of timelines and the audit
 * trail (`activities.action`, `audit_events.action`) describe, and no rule reads them as a list.
 */

type Repair = { set: string } | { delete: true };
interface WordRule {
  table: string;
  column: string;
  words: readonly string[];
  repair: Repair;
}

const SUPPORT_STATUSES = ['open', 'in_progress', 'resolved', 'closed'];
const OUTBOX_TYPES = ['notifications', 'queue', 'request', 'review', 'new_job_available', 'password_reset_request', 'conversation_message', 'conversation_read', 'conversation_digest'];
const NOTIFICATION_TYPES = [
  'welcome_new_client', 'request_submitted_unpaid', 'request_submitted_paid', 'request_cancelled', 'job_accepted', 'request_accepted', 'job_started', 'worker_assigned',
  'appointment_scheduled', 'appointment_reminder', 'inspection_scheduled', 'invoice', 'invoice_ready', 'invoice_created', 'invoice_updated', 'invoice_approved',
  'payment_processed', 'payment_success', 'payment_declined', 'payment_rejected', 'payment_approved', 'payment_received', 'project_approved', 'job_completed', 'fee_refunded', 'on_my_way', 'tip_added',
  'account_approved', 'account_rejected', 'account_suspended', 'onboarding_started', 'document_required', 'background_check_complete', 'job_assignment', 'job_cancelled',
  'new_job_available', 'appointment', 'note', 'rating_received', 'worker_update', 'tip_received', 'new_worker_application', 'job_requires_review', 'payment_dispute', 'revenue_milestone',
  'quality_review_needed', 'system_alert', 'new_message', 'password_changed', 'identity_linked',
];

const WORD_RULES: WordRule[] = [
  { table: 'support_requests', column: 'status', words: SUPPORT_STATUSES, repair: { set: `'open'` } },
  { table: 'outbox_messages', column: 'type', words: OUTBOX_TYPES, repair: { delete: true } },
  { table: 'notifications', column: 'type', words: NOTIFICATION_TYPES, repair: { set: `'note'` } },
];

const q = (name: string) => `"${name}"`;
const list = (words: readonly string[]) => words.map((w) => `'${w.replace(/'/g, "''")}'`).join(', ');
const breaks = (r: WordRule) => `${q(r.column)} is not null and ${q(r.column)} not in (${list(r.words)})`;

export class Migration20261128100000_closed_words_more extends Migration {
  override async up(): Promise<void> {
    for (const r of WORD_RULES) {
      const t = q(r.table);
      const c = q(r.column);
      if (!(await this.report(r))) continue;
      // The same word but for case or surrounding spaces.
      await this.execute(`update ${t} set ${c} = w.word from (values ${r.words.map((w) => `(${list([w])})`).join(', ')}) as w(word)
        where lower(btrim(${t}.${c})) = lower(w.word) and ${t}.${c} <> w.word`);
      if ('delete' in r.repair) await this.execute(`delete from ${t} where ${breaks(r)}`);
      else await this.execute(`update ${t} set ${c} = ${r.repair.set} where ${breaks(r)}`);
    }
    for (const r of WORD_RULES) {
      this.addSql(`alter table ${q(r.table)} add constraint ${q(`${r.table}_${r.column}_check`)} check(${q(r.column)} in (${list(r.words)}));`);
    }
  }

  override async down(): Promise<void> {
    for (const r of WORD_RULES) this.addSql(`alter table ${q(r.table)} drop constraint if exists ${q(`${r.table}_${r.column}_check`)};`);
  }

  /** How many rows break the rule; a warning names them (the first 20 ids with their values). */
  private async report(r: WordRule): Promise<number> {
    const [{ n }] = (await this.execute(`select count(*)::int as n from ${q(r.table)} where ${breaks(r)}`)) as { n: number }[];
    if (n) {
      const rows = (await this.execute(`select "id", ${q(r.column)}::text as value from ${q(r.table)} where ${breaks(r)} order by "id" limit 20`)) as { id: number; value: string }[];
      const what = 'delete' in r.repair ? 'deleting' : 'repairing';
      console.warn(`[migration closed_words_more] ${r.table}.${r.column}: ${n} row(s) break the constraint, ${what}: ${rows.map((x) => `#${x.id}=${JSON.stringify(x.value)}`).join(', ')}`);
    }
    return Number(n);
  }
}
