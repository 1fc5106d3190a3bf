import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox: post-commit work (live events, notifying eligible workers) written in the
 * transaction of the change, delivered after the answer with retries.
 */
export class Migration20261123231813_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "outbox_messages" ("id" serial primary key, "type" varchar(40) not null, "payload" jsonb not null, "attempts" int not null default 0, "available_at" timestamptz not null, "delivered_at" timestamptz null, "last_error" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "outbox_messages_due_index" on "outbox_messages" ("available_at", "id") where "delivered_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "outbox_messages" cascade;`);
  }

}
