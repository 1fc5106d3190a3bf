import { Migration } from '@mikro-orm/migrations';

/**
 * Revenue milestones are counted after a payment commits, by the outbox
 * (payments/revenue-milestones.ts), instead of inside every payment under one lock: the
 * outbox's kinds of work take `revenue_milestones` too. The words are outbox/outbox-words.ts
 * OUTBOX_TYPES as this migration was written, copied so it stays what it was when the list grows.
 */
const BEFORE = ['notifications', 'queue', 'request', 'review', 'new_job_available', 'password_reset_request', 'conversation_message', 'conversation_read', 'conversation_digest'];
const AFTER = [...BEFORE, 'revenue_milestones'];
const list = (words: readonly string[]) => words.map((w) => `'${w}'`).join(', ');

export class Migration20261129030000_revenue_milestones_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "outbox_messages" drop constraint "outbox_messages_type_check";');
    this.addSql(`alter table "outbox_messages" add constraint "outbox_messages_type_check" check("type" in (${list(AFTER)}));`);
  }

  override async down(): Promise<void> {
    // Work of the new kind still waiting is delivered by no older deliverer: it is dropped with the word.
    this.addSql(`delete from "outbox_messages" where "type" = 'revenue_milestones';`);
    this.addSql('alter table "outbox_messages" drop constraint "outbox_messages_type_check";');
    this.addSql(`alter table "outbox_messages" add constraint "outbox_messages_type_check" check("type" in (${list(BEFORE)}));`);
  }
}
