import { Migration } from '@mikro-orm/migrations';

export class Migration20261125181750_notification_lifecycle extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "revenue_milestones" ("milestone_cents" bigint not null, "total_cents" bigint not null, "payment_id" int not null, "reached_at" timestamptz not null, constraint "revenue_milestones_pkey" primary key ("milestone_cents"));`);

    this.addSql(`alter table "notifications" add column "priority" varchar(10) not null default 'medium', add column "expires_at" timestamptz null;`);
    this.addSql(`create index "notifications_user_id_type_created_at_index" on "notifications" ("user_id", "type", "created_at");`);
    // Notifications already written: their type's priority and expiry (notification-lifecycle.ts).
    this.addSql(`update "notifications" set "priority" = case
      when "type" in ('account_suspended', 'payment_declined', 'payment_dispute', 'system_alert') then 'urgent'
      when "type" in ('document_required', 'quality_review_needed', 'job_requires_review', 'job_cancelled', 'appointment_reminder', 'appointment', 'job_assignment', 'new_worker_application') then 'high'
      when "type" in ('welcome_new_client', 'rating_received', 'revenue_milestone', 'note', 'worker_update') then 'low'
      else 'medium' end;`);
    this.addSql(`update "notifications" set "expires_at" = "created_at" + interval '24 hours' where "type" = 'appointment_reminder';`);
    this.addSql(`update "notifications" set "expires_at" = "created_at" + interval '48 hours' where "type" = 'new_job_available';`);
    // At most 50 kept per person and type: each INSERT statement (one row, or a thousand new-job
    // notices) deletes, in its own transaction, the oldest beyond 50 of every user and type it wrote.
    this.addSql(`create function "notifications_keep_latest"() returns trigger language plpgsql as $$
      begin
        delete from "notifications" n
         using (select distinct "user_id", "type" from inserted) k
         where n."user_id" = k."user_id" and n."type" = k."type"
           and n."id" in (select o."id" from "notifications" o where o."user_id" = k."user_id" and o."type" = k."type" order by o."created_at" desc, o."id" desc offset 50);
        return null;
      end $$;`);
    this.addSql(`create trigger "notifications_keep_latest" after insert on "notifications" referencing new table as inserted for each statement execute function "notifications_keep_latest"();`);
    this.addSql(`delete from "notifications" n where n."id" in (select "id" from (select "id", row_number() over (partition by "user_id", "type" order by "created_at" desc, "id" desc) as k from "notifications") x where x.k > 50);`);

    this.addSql(`alter table "service_providers" add column "background_check_completed_at" timestamptz null, add column "document_request" varchar(200) null, add column "document_request_note" text null, add column "document_requested_at" timestamptz null, add column "suspended_at" timestamptz null, add column "suspension_reason" text null;`);

    this.addSql(`alter table "payments" add column "disputed_at" timestamptz null, add column "dispute_reason" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "revenue_milestones" cascade;`);

    this.addSql(`drop trigger if exists "notifications_keep_latest" on "notifications";`);
    this.addSql(`drop function if exists "notifications_keep_latest"();`);
    this.addSql(`drop index "notifications_user_id_type_created_at_index";`);
    this.addSql(`alter table "notifications" drop column "priority", drop column "expires_at";`);

    this.addSql(`alter table "payments" drop column "disputed_at", drop column "dispute_reason";`);

    this.addSql(`alter table "service_providers" drop column "background_check_completed_at", drop column "document_request", drop column "document_request_note", drop column "document_requested_at", drop column "suspended_at", drop column "suspension_reason";`);
  }

}
