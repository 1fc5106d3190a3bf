import { Migration } from '@mikro-orm/migrations';

/**
 * Message claims belong to a live dispatcher: each dispatcher's heartbeat, and the dispatcher
 * holding each message being sent.
 */
export class Migration20261125175711_dispatcher_heartbeats extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "dispatcher_heartbeats" ("instance_id" varchar(100) not null, "beat_at" timestamptz not null, constraint "dispatcher_heartbeats_pkey" primary key ("instance_id"));`);

    this.addSql(`alter table "outbound_messages" add column "claimed_by" varchar(100) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "dispatcher_heartbeats" cascade;`);

    this.addSql(`alter table "outbound_messages" drop column "claimed_by";`);
  }

}
