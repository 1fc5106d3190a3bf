import { Migration } from '@mikro-orm/migrations';

/**
 * Every closed vocabulary and every bounded number is held by the database itself: a CHECK
 * constraint on each column, so a wrong word or a negative amount can never be stored (and so
 * can never make a list that holds it fail to answer).
 *
 * The words are the ones the code used when this migration was written (domain/words.ts,
 * domain/request-status.ts and the modules' *-words.ts, which the entities' @Enum items name);
 * they are copied here so this migration stays what it was when the lists grow. `npm run
 * db:check` holds the entities and the migrations to one schema, so a word added to a list
 * needs a migration of its own.
 *
 * Before a constraint is added, the rows that would break it are reported (a warning naming the
 * table, the column, how many rows and the first ids with their values) and repaired:
 * - a word that differs only in case or surrounding spaces becomes the word ('Normal' -> 'normal');
 * - any other unknown word becomes the column's safe value where it has one (priority normal,
 *   notification priority medium, a check status pending, a contact method phone...), NULL in a
 *   nullable column that only describes, or the user's role for a notification's audience;
 * - an unknown word that decides money or work (a request's, payment's, invoice's or payout's
 *   status, a payment's kind or method) has no safe value: the migration stops, naming the rows,
 *   and nothing is changed until someone decides them.
 * - a negative amount of money stops the migration the same way (money is never changed
 *   silently); a count below 0 becomes 0, a rating or a radius outside its range is clamped into it,
 *   a negative estimated duration becomes NULL.
 */

type WordRepair = { fail: true } | { set: string };
interface WordRule {
  table: string;
  column: string;
  words: readonly string[];
  /** What an unknown word becomes (an SQL expression), or fail. */
  repair: WordRepair;
}
interface BoundRule {
  table: string;
  column: string;
  min: number;
  max?: number;
  /** The column is double precision (the constraint compares with double precision numbers). */
  double?: boolean;
  repair: 'fail' | 'clamp' | 'null';
}

const REQUEST_STATUSES = ['pending', 'scheduled', 'in_progress', 'completed', 'cancelled', 'closed_pending_review', 'closed_successful'];
const PRIORITIES = ['urgent', 'high', 'medium', 'normal', 'low'];
const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'];
const PAYMENT_METHODS = ['google_pay', 'apple_pay', 'card'];
const RECORDED_PAYMENT_METHODS = [...PAYMENT_METHODS, 'simulated'];
const PAYMENT_KINDS = ['consultation', 'balance'];
const ACTOR_ROLES = ['client', 'worker', 'admin', 'system'];
const PRIORITY_WORDS_4 = ['low', 'medium', 'high', 'urgent'];
const fail = { fail: true } as const;
const set = (sql: string) => ({ set: sql });
const word = (w: string) => set(`'${w}'`);

const WORD_RULES: WordRule[] = [
  { table: 'audit_events', column: 'actor_role', words: ACTOR_ROLES, repair: set('null') },
  { table: 'support_requests', column: 'category', words: ['general', 'billing', 'service', 'technical', 'account', 'feedback'], repair: word('general') },
  { table: 'support_requests', column: 'priority', words: PRIORITY_WORDS_4, repair: word('medium') },
  { table: 'notifications', column: 'user_type', words: ['client', 'worker', 'admin'], repair: set(`(select u."role"::text from "users" u where u."id" = "notifications"."user_id")`) },
  { table: 'notifications', column: 'priority', words: PRIORITY_WORDS_4, repair: word('medium') },
  { table: 'outbound_messages', column: 'channel', words: ['email', 'sms'], repair: fail },
  { table: 'outbound_messages', column: 'state', words: ['queued', 'sending', 'sent', 'failed', 'skipped_preference', 'skipped_no_address', 'cancelled'], repair: word('failed') },
  { table: 'clients', column: 'preferred_contact_method', words: ['phone', 'email', 'sms'], repair: word('phone') },
  { table: 'service_providers', column: 'status', words: ['pending_approval', 'pending', 'available', 'approved', 'busy', 'offline', 'rejected', 'suspended'], repair: fail },
  { table: 'service_providers', column: 'document_verification_status', words: ['pending', 'approved', 'rejected'], repair: word('pending') },
  { table: 'service_providers', column: 'background_check_status', words: ['pending', 'approved', 'rejected'], repair: word('pending') },
  { table: 'service_providers', column: 'bank_account_type', words: ['checking', 'savings'], repair: set('null') },
  { table: 'service_requests', column: 'status', words: REQUEST_STATUSES, repair: fail },
  { table: 'service_requests', column: 'priority', words: PRIORITIES, repair: word('normal') },
  { table: 'service_requests', column: 'payment_status', words: ['unpaid', 'paid', 'refunded'], repair: set(`case when "appointment_fee_paid" then 'paid' else 'unpaid' end`) },
  { table: 'service_requests', column: 'payment_method', words: RECORDED_PAYMENT_METHODS, repair: set('null') },
  { table: 'service_requests', column: 'admin_approval_status', words: APPROVAL_STATUSES, repair: fail },
  { table: 'uploads', column: 'kind', words: ['before', 'after', 'document'], repair: word('document') },
  { table: 'reviews', column: 'review_type', words: ['client_to_worker'], repair: word('client_to_worker') },
  { table: 'payment_methods', column: 'kind', words: PAYMENT_METHODS, repair: fail },
  { table: 'payment_methods', column: 'brand', words: ['Visa', 'Mastercard', 'American Express', 'Discover'], repair: set('null') },
  { table: 'payment_attempts', column: 'kind', words: PAYMENT_KINDS, repair: fail },
  { table: 'payment_attempts', column: 'method', words: PAYMENT_METHODS, repair: fail },
  { table: 'payment_attempts', column: 'state', words: ['started', 'succeeded', 'declined', 'refunding', 'refunded', 'abandoned'], repair: fail },
  { table: 'payments', column: 'kind', words: PAYMENT_KINDS, repair: fail },
  { table: 'payments', column: 'method', words: RECORDED_PAYMENT_METHODS, repair: fail },
  { table: 'payments', column: 'status', words: ['succeeded', 'declined', 'refunded'], repair: fail },
  { table: 'payments', column: 'admin_approval_status', words: APPROVAL_STATUSES, repair: fail },
  { table: 'invoices', column: 'status', words: ['sent', 'pending_approval', 'approved'], repair: fail },
  { table: 'invoices', column: 'last_edited_by', words: ['worker', 'admin'], repair: set('null') },
  { table: 'invoice_line_items', column: 'type', words: ['labor', 'material', 'mileage', 'fee', 'custom'], repair: word('custom') },
  { table: 'activities', column: 'actor_role', words: ACTOR_ROLES, repair: set('null') },
  { table: 'waitlist_entries', column: 'user_type', words: ['client', 'worker'], repair: word('client') },
  { table: 'worker_payouts', column: 'timing', words: ['instant', 'photo_review', 'inspection_required'], repair: fail },
  { table: 'worker_payouts', column: 'status', words: ['pending', 'inspection_required', 'approved', 'paid'], repair: fail },
];

const money = (table: string, ...columns: string[]): BoundRule[] => columns.map((column) => ({ table, column, min: 0, repair: 'fail' as const }));
const count = (table: string, ...columns: string[]): BoundRule[] => columns.map((column) => ({ table, column, min: 0, repair: 'clamp' as const }));

const BOUND_RULES: BoundRule[] = [
  ...count('outbox_messages', 'attempts'),
  ...count('outbound_messages', 'attempts'),
  { table: 'service_providers', column: 'service_radius', min: 1, max: 500, repair: 'clamp' },
  { table: 'service_providers', column: 'rating', min: 0, max: 5, double: true, repair: 'clamp' },
  ...count('service_providers', 'rating_count', 'total_jobs', 'completed_jobs'),
  ...money('service_providers', 'hourly_rate_cents'),
  ...money('service_requests', 'appointment_fee_cents', 'estimated_cost_cents', 'actual_cost_cents'),
  { table: 'service_requests', column: 'estimated_duration', min: 0, repair: 'null' },
  ...money('service_requests', 'payment_amount_cents', 'invoice_payment_amount_cents'),
  { table: 'service_requests', column: 'rating', min: 1, max: 5, repair: 'clamp' },
  ...money('service_requests', 'tip_cents'),
  ...count('uploads', 'size_bytes'),
  { table: 'reviews', column: 'worker_rating', min: 1, max: 5, repair: 'clamp' },
  { table: 'reviews', column: 'service_rating', min: 1, max: 5, repair: 'clamp' },
  ...money('payment_attempts', 'amount_cents'),
  ...money('payments', 'amount_cents', 'tip_cents'),
  ...money('invoices', 'subtotal_cents', 'final_amount_cents', 'original_amount_cents'),
  ...money('invoice_line_items', 'quantity_hundredths', 'rate_cents', 'amount_cents'),
  ...money('worker_payouts', 'service_cost_cents', 'amount_cents', 'tip_cents'),
];

const q = (name: string) => `"${name}"`;
const list = (words: readonly string[]) => words.map((w) => `'${w.replace(/'/g, "''")}'`).join(', ');
const num = (n: number, double?: boolean) => (double ? `${n}::double precision` : String(n));

function wordBreaks(r: WordRule): string {
  return `${q(r.column)} is not null and ${q(r.column)} not in (${list(r.words)})`;
}

function boundCheck(r: BoundRule): string {
  const c = q(r.column);
  return r.max === undefined ? `${c} >= ${num(r.min, r.double)}` : `${c} >= ${num(r.min, r.double)} and ${c} <= ${num(r.max, r.double)}`;
}

export class Migration20261128070000_closed_words_and_bounds extends Migration {
  override async up(): Promise<void> {
    const refused: string[] = [];

    for (const r of WORD_RULES) {
      const t = q(r.table);
      const c = q(r.column);
      const breaking = await this.report(r.table, r.column, wordBreaks(r));
      if (!breaking) continue;
      // The same word but for case or surrounding spaces.
      await this.execute(`update ${t} set ${c} = w.word from (values ${r.words.map((w) => `(${list([w])})`).join(', ')}) as w(word)
        where lower(btrim(${t}.${c})) = lower(w.word) and ${t}.${c} <> w.word`);
      const left = await this.count(r.table, wordBreaks(r));
      if (!left) continue;
      if ('fail' in r.repair) refused.push(`${r.table}.${r.column}: ${left} row(s) hold a word outside (${r.words.join(', ')}) and no value can stand in for it`);
      else await this.execute(`update ${t} set ${c} = ${r.repair.set} where ${wordBreaks(r)}`);
    }

    for (const r of BOUND_RULES) {
      const t = q(r.table);
      const c = q(r.column);
      const breaks = `${c} is not null and not (${boundCheck(r)})`;
      const breaking = await this.report(r.table, r.column, breaks);
      if (!breaking) continue;
      if (r.repair === 'fail') refused.push(`${r.table}.${r.column}: ${breaking} row(s) below ${r.min}${r.max === undefined ? '' : ` or above ${r.max}`}; money is never changed silently`);
      else if (r.repair === 'null') await this.execute(`update ${t} set ${c} = null where ${breaks}`);
      else await this.execute(`update ${t} set ${c} = ${r.max === undefined ? `greatest(${c}, ${r.min})` : `least(greatest(${c}, ${r.min}), ${r.max})`} where ${breaks}`);
    }

    if (refused.length) {
      throw new Error(`Rows break the closed vocabularies and bounds and cannot be repaired safely; correct them and migrate again:\n- ${refused.join('\n- ')}`);
    }

    for (const r of WORD_RULES) {
      this.addSql(`alter table ${q(r.table)} add constraint ${q(`${r.table}_${r.column}_check`)} check(${q(r.column)} in (${list(r.words)}));`);
    }
    for (const r of BOUND_RULES) {
      this.addSql(`alter table ${q(r.table)} add constraint ${q(`${r.table}_${r.column}_check`)} check(${boundCheck(r)});`);
    }
  }

  override async down(): Promise<void> {
    for (const r of [...WORD_RULES, ...BOUND_RULES]) {
      this.addSql(`alter table ${q(r.table)} drop constraint if exists ${q(`${r.table}_${r.column}_check`)};`);
    }
  }

  private async count(table: string, where: string): Promise<number> {
    const rows = await this.execute(`select count(*)::int as n from ${q(table)} where ${where}`);
    return Number((rows[0] as { n: number }).n);
  }

  /** How many rows break the rule; a warning names them (the first 20 ids with their values). */
  private async report(table: string, column: string, where: string): Promise<number> {
    const n = await this.count(table, where);
    if (n) {
      const rows = (await this.execute(`select "id", ${q(column)}::text as value from ${q(table)} where ${where} order by "id" limit 20`)) as { id: number; value: string | null }[];
      console.warn(`[migration closed_words_and_bounds] ${table}.${column}: ${n} row(s) break the constraint, repairing: ${rows.map((r) => `#${r.id}=${JSON.stringify(r.value)}`).join(', ')}`);
    }
    return n;
  }
}
