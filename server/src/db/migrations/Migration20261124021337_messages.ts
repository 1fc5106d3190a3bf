import { Migration } from '@mikro-orm/migrations';

/**
 * Messages that leave the app (e-mail, text) written with the change they tell of, an admin's
 * e-mail switch, one reminder per visit time, the refund-deadline index, and refunded payments.
 */
export class Migration20261124021337_messages extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "outbound_messages" ("id" serial primary key, "user_id" int not null, "notification_id" int null, "channel" varchar(5) not null, "kind" varchar(40) not null, "state" varchar(20) not null default 'queued', "context" jsonb not null, "message_id" varchar(200) not null, "recipient" varchar(254) null, "subject" varchar(300) null, "text_body" text null, "html_body" text null, "attempts" int not null default 0, "last_error" text null, "due_at" timestamptz not null, "sent_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "outbound_messages" add constraint "outbound_messages_message_id_unique" unique ("message_id");`);
    this.addSql(`create index "outbound_messages_due_index" on "outbound_messages" ("due_at", "id") where "state" in ('queued', 'sending');`);
    this.addSql(`create index "outbound_messages_user_id_kind_index" on "outbound_messages" ("user_id", "kind");`);
    this.addSql(`create index "outbound_messages_state_created_at_id_index" on "outbound_messages" ("state", "created_at", "id");`);
    this.addSql(`create index "outbound_messages_created_at_id_index" on "outbound_messages" ("created_at", "id");`);
    this.addSql(`alter table "outbound_messages" add constraint "outbound_messages_notification_id_channel_unique" unique ("notification_id", "channel");`);

    this.addSql(`create table "admin_message_settings" ("user_id" int not null, "email_notifications" boolean not null default true, "updated_at" timestamptz not null, constraint "admin_message_settings_pkey" primary key ("user_id"));`);

    this.addSql(`create table "visit_reminders" ("id" serial primary key, "request_id" int not null, "scheduled_at" timestamptz not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "visit_reminders" add constraint "visit_reminders_request_id_scheduled_at_unique" unique ("request_id", "scheduled_at");`);

    this.addSql(`alter table "outbound_messages" add constraint "outbound_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_messages" add constraint "outbound_messages_notification_id_foreign" foreign key ("notification_id") references "notifications" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "admin_message_settings" add constraint "admin_message_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "visit_reminders" add constraint "visit_reminders_request_id_foreign" foreign key ("request_id") references "service_requests" ("id") on update cascade on delete cascade;`);

    this.addSql(`create index "service_requests_refund_deadline_index" on "service_requests" ("payment_date", "id") where "status" = 'pending' and "appointment_fee_paid" = true and "provider_id" is null;`);

    this.addSql(`alter table "payments" add column "refunded_at" timestamptz null, add column "refund_id" varchar(100) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "outbound_messages" cascade;`);

    this.addSql(`drop table if exists "admin_message_settings" cascade;`);

    this.addSql(`drop table if exists "visit_reminders" cascade;`);

    this.addSql(`alter table "payments" drop column "refunded_at", drop column "refund_id";`);

    this.addSql(`drop index "service_requests_refund_deadline_index";`);
  }

}
