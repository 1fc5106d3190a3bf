import { Migration } from '@mikro-orm/migrations';

export class Migration20261122014428_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "user_role" as enum ('client', 'worker', 'admin');`);
    this.addSql(`create table "audit_events" ("id" serial primary key, "actor_id" int null, "actor_role" varchar(10) null, "impersonator_id" int null, "action" varchar(60) not null, "entity_type" varchar(40) not null, "entity_id" int not null, "request_id" int null, "amount_cents" int null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null);`);
    this.addSql(`create index "audit_events_request_id_index" on "audit_events" ("request_id");`);
    this.addSql(`create index "audit_events_created_at_index" on "audit_events" ("created_at");`);
    this.addSql(`create index "audit_events_entity_type_entity_id_index" on "audit_events" ("entity_type", "entity_id");`);

    this.addSql(`create table "service_categories" ("id" serial primary key, "name" varchar(100) not null, "icon" varchar(20) not null, "color" varchar(20) not null, "requires_scheduling" boolean not null, "description" text null, "sort_order" int not null default 0);`);
    this.addSql(`alter table "service_categories" add constraint "service_categories_name_unique" unique ("name");`);

    this.addSql(`create table "service_types" ("id" serial primary key, "name" varchar(150) not null, "category_id" int not null);`);
    this.addSql(`create index "service_types_category_id_index" on "service_types" ("category_id");`);
    this.addSql(`alter table "service_types" add constraint "service_types_category_id_name_unique" unique ("category_id", "name");`);

    this.addSql(`create table "users" ("id" serial primary key, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" "user_role" not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "phone" varchar(30) null, "referral_code" varchar(16) not null, "referred_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_referral_code_unique" unique ("referral_code");`);
    this.addSql(`create index "users_referred_by_id_index" on "users" ("referred_by_id");`);

    this.addSql(`create table "support_requests" ("id" serial primary key, "user_id" int null, "category" varchar(40) not null, "subject" varchar(200) not null, "message" text not null, "priority" varchar(10) not null, "email" varchar(254) not null, "phone" varchar(30) null, "status" varchar(20) not null default 'open', "created_at" timestamptz not null);`);

    this.addSql(`create table "sessions" ("id" serial primary key, "token_hash" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "impersonator_id" int null, "user_agent" varchar(300) null);`);
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`create table "notifications" ("id" serial primary key, "user_id" int not null, "user_type" varchar(10) not null, "type" varchar(40) not null, "title" varchar(200) not null, "message" text not null, "is_read" boolean not null default false, "data" jsonb null, "created_at" timestamptz not null);`);
    this.addSql(`create index "notifications_user_id_created_at_index" on "notifications" ("user_id", "created_at");`);

    this.addSql(`create table "clients" ("id" serial primary key, "user_id" int null, "name" varchar(200) not null, "phone" varchar(30) null, "email" varchar(254) not null, "address" varchar(300) null, "city" varchar(100) null, "state" varchar(2) null, "zip_code" varchar(5) null, "notes" text null, "preferred_contact_method" varchar(10) not null default 'phone', "email_notifications" boolean not null default true, "sms_notifications" boolean not null default true, "marketing_emails" boolean not null default false, "appointment_reminders" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "clients" add constraint "clients_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "clients_email_index" on "clients" ("email");`);

    this.addSql(`create table "service_providers" ("id" serial primary key, "user_id" int null, "client_id" int null, "name" varchar(200) not null, "email" varchar(254) not null, "phone" varchar(30) not null, "zip_code" varchar(5) not null, "service_radius" int not null, "category_id" int null, "service_categories" jsonb not null, "status" varchar(20) not null default 'pending_approval', "onboarding_completed" boolean not null default true, "document_verification_status" varchar(20) not null default 'pending', "background_check_status" varchar(20) not null default 'pending', "rating" double precision not null default 0, "rating_count" int not null default 0, "total_jobs" int not null default 0, "completed_jobs" int not null default 0, "latitude" double precision null, "longitude" double precision null, "hourly_rate_cents" int null, "onboarding_data" jsonb not null, "settings" jsonb null, "bank_account_holder_name" varchar(200) null, "bank_name" varchar(200) null, "bank_account_type" varchar(20) null, "bank_routing_number" varchar(9) null, "bank_account_number" varchar(34) null, "bank_verified" boolean not null default false, "approved_at" timestamptz null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "service_providers" add constraint "service_providers_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "service_providers_client_id_index" on "service_providers" ("client_id");`);
    this.addSql(`create index "service_providers_status_index" on "service_providers" ("status");`);

    this.addSql(`create table "service_requests" ("id" serial primary key, "title" varchar(200) not null, "description" text not null, "service_type_name" varchar(150) null, "category_id" int not null, "client_id" int not null, "provider_id" int null, "status" varchar(30) not null default 'pending', "priority" varchar(10) not null default 'normal', "appointment_fee_cents" int not null default 10000, "appointment_fee_paid" boolean not null default false, "payment_status" varchar(30) not null default 'unpaid', "estimated_cost_cents" int null, "actual_cost_cents" int null, "client_name" varchar(200) not null, "service_address" varchar(300) not null, "service_city" varchar(100) not null, "service_state" varchar(2) not null, "service_zip_code" varchar(5) not null, "service_latitude" double precision null, "service_longitude" double precision null, "preferred_date" varchar(10) null, "preferred_time" varchar(20) null, "specific_time" varchar(5) null, "alternative_time1" varchar(100) null, "alternative_time2" varchar(100) null, "scheduled_at" timestamptz null, "estimated_duration" int null, "notes" text null, "balance_paid" boolean not null default false, "payment_method" varchar(30) null, "payment_date" timestamptz null, "payment_amount_cents" int null, "hundred_dollar_special" boolean not null default false, "invoice_paid" boolean not null default false, "invoice_payment_amount_cents" int null, "invoice_payment_date" timestamptz null, "admin_approval_status" varchar(20) null, "admin_notes" text null, "rating" smallint null, "inspection_date" timestamptz null, "inspection_notes" text null, "tip_cents" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, "completed_at" timestamptz null, "cancelled_at" timestamptz null, "version" int not null default 1);`);
    this.addSql(`create index "service_requests_created_at_index" on "service_requests" ("created_at");`);
    this.addSql(`create index "service_requests_provider_id_status_index" on "service_requests" ("provider_id", "status");`);
    this.addSql(`create index "service_requests_client_id_created_at_index" on "service_requests" ("client_id", "created_at");`);
    this.addSql(`create index "service_requests_status_appointment_fee_paid_index" on "service_requests" ("status", "appointment_fee_paid");`);

    this.addSql(`create table "uploads" ("id" serial primary key, "filename" varchar(100) not null, "original_name" varchar(255) not null, "mime_type" varchar(50) not null, "size_bytes" int not null, "uploaded_by_id" int not null, "request_id" int null, "kind" varchar(20) not null default 'before', "created_at" timestamptz not null);`);
    this.addSql(`alter table "uploads" add constraint "uploads_filename_unique" unique ("filename");`);
    this.addSql(`create index "uploads_request_id_index" on "uploads" ("request_id");`);

    this.addSql(`create table "reviews" ("id" serial primary key, "request_id" int not null, "client_id" int not null, "provider_id" int null, "worker_rating" smallint not null, "service_rating" smallint not null, "comment" text null, "review_type" varchar(30) not null default 'client_to_worker', "created_at" timestamptz not null);`);
    this.addSql(`alter table "reviews" add constraint "reviews_request_id_unique" unique ("request_id");`);
    this.addSql(`create index "reviews_client_id_index" on "reviews" ("client_id");`);
    this.addSql(`create index "reviews_provider_id_index" on "reviews" ("provider_id");`);

    this.addSql(`create table "payment_methods" ("id" serial primary key, "client_id" int not null, "kind" varchar(20) not null, "label" varchar(100) not null, "brand" varchar(20) null, "last4" varchar(4) null, "is_default" boolean not null default false, "created_at" timestamptz not null);`);
    this.addSql(`create index "payment_methods_client_id_index" on "payment_methods" ("client_id");`);

    this.addSql(`create table "payments" ("id" serial primary key, "request_id" int not null, "client_id" int not null, "kind" varchar(20) not null, "amount_cents" int not null, "tip_cents" int not null default 0, "method" varchar(30) not null, "status" varchar(20) not null, "gateway_transaction_id" varchar(100) null, "idempotency_key" varchar(200) not null, "failure_reason" varchar(300) null, "admin_approval_status" varchar(20) not null default 'pending', "admin_notes" text null, "approved_by_id" int null, "approved_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "payments_client_id_index" on "payments" ("client_id");`);
    this.addSql(`alter table "payments" add constraint "payments_gateway_transaction_id_unique" unique ("gateway_transaction_id");`);
    this.addSql(`alter table "payments" add constraint "payments_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "payments_created_at_index" on "payments" ("created_at");`);
    this.addSql(`create index "payments_request_id_kind_index" on "payments" ("request_id", "kind");`);

    this.addSql(`create table "invoices" ("id" serial primary key, "invoice_number" varchar(40) not null, "status" varchar(20) not null default 'pending_approval', "request_id" int not null, "provider_id" int null, "client_id" int not null, "subtotal_cents" int not null, "final_amount_cents" int not null, "original_amount_cents" int null, "paid_at" timestamptz null, "description" text null, "notes" text null, "edit_reason" text null, "last_edited_by" varchar(10) null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "invoices" add constraint "invoices_invoice_number_unique" unique ("invoice_number");`);
    this.addSql(`create index "invoices_provider_id_index" on "invoices" ("provider_id");`);
    this.addSql(`create index "invoices_client_id_index" on "invoices" ("client_id");`);
    this.addSql(`create index "invoices_request_id_created_at_index" on "invoices" ("request_id", "created_at");`);

    this.addSql(`create table "invoice_line_items" ("id" serial primary key, "invoice_id" int not null, "position" int not null, "type" varchar(20) not null, "description" varchar(300) not null, "quantity_hundredths" int not null, "rate_cents" int not null, "amount_cents" int not null);`);

    this.addSql(`create table "activities" ("id" serial primary key, "request_id" int not null, "actor_id" int null, "actor_role" varchar(10) null, "action" varchar(50) not null, "description" text not null, "photo_ids" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "activities_request_id_created_at_index" on "activities" ("request_id", "created_at");`);

    this.addSql(`create table "waitlist_entries" ("id" serial primary key, "email" varchar(254) not null, "phone" varchar(30) not null, "zip_code" varchar(5) not null, "city" varchar(100) null, "state" varchar(2) null, "user_type" varchar(10) not null default 'client', "created_at" timestamptz not null);`);
    this.addSql(`alter table "waitlist_entries" add constraint "waitlist_entries_email_zip_code_unique" unique ("email", "zip_code");`);

    this.addSql(`create table "worker_payouts" ("id" serial primary key, "request_id" int not null, "provider_id" int not null, "service_cost_cents" int not null, "amount_cents" int not null, "tip_cents" int not null default 0, "timing" varchar(30) not null, "status" varchar(30) not null default 'pending', "approved_by_id" int null, "approved_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "worker_payouts" add constraint "worker_payouts_request_id_unique" unique ("request_id");`);
    this.addSql(`create index "worker_payouts_provider_id_index" on "worker_payouts" ("provider_id");`);

    this.addSql(`alter table "service_types" add constraint "service_types_category_id_foreign" foreign key ("category_id") references "service_categories" ("id") on update cascade;`);

    this.addSql(`alter table "support_requests" add constraint "support_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "clients" add constraint "clients_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "service_providers" add constraint "service_providers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "service_providers" add constraint "service_providers_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "service_providers" add constraint "service_providers_category_id_foreign" foreign key ("category_id") references "service_categories" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "service_requests" add constraint "service_requests_category_id_foreign" foreign key ("category_id") references "service_categories" ("id") on update cascade;`);
    this.addSql(`alter table "service_requests" add constraint "service_requests_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade;`);
    this.addSql(`alter table "service_requests" add constraint "service_requests_provider_id_foreign" foreign key ("provider_id") references "service_providers" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "uploads" add constraint "uploads_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "uploads" add constraint "uploads_request_id_foreign" foreign key ("request_id") references "service_requests" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "reviews" add constraint "reviews_request_id_foreign" foreign key ("request_id") references "service_requests" ("id") on update cascade;`);
    this.addSql(`alter table "reviews" add constraint "reviews_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade;`);
    this.addSql(`alter table "reviews" add constraint "reviews_provider_id_foreign" foreign key ("provider_id") references "service_providers" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "payment_methods" add constraint "payment_methods_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade;`);

    this.addSql(`alter table "payments" add constraint "payments_request_id_foreign" foreign key ("request_id") references "service_requests" ("id") on update cascade;`);
    this.addSql(`alter table "payments" add constraint "payments_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade;`);

    this.addSql(`alter table "invoices" add constraint "invoices_request_id_foreign" foreign key ("request_id") references "service_requests" ("id") on update cascade;`);
    this.addSql(`alter table "invoices" add constraint "invoices_provider_id_foreign" foreign key ("provider_id") references "service_providers" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "invoices" add constraint "invoices_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade;`);

    this.addSql(`alter table "invoice_line_items" add constraint "invoice_line_items_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "activities" add constraint "activities_request_id_foreign" foreign key ("request_id") references "service_requests" ("id") on update cascade;`);
    this.addSql(`alter table "activities" add constraint "activities_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "worker_payouts" add constraint "worker_payouts_request_id_foreign" foreign key ("request_id") references "service_requests" ("id") on update cascade;`);
    this.addSql(`alter table "worker_payouts" add constraint "worker_payouts_provider_id_foreign" foreign key ("provider_id") references "service_providers" ("id") on update cascade;`);
    // Audit events are append-only: nobody, not even the application, may edit or remove one.
    this.addSql(`create or replace function audit_events_append_only() returns trigger language plpgsql as $$ begin raise exception 'audit_events is append-only'; end $$;`);
    this.addSql(`create trigger audit_events_no_update before update or delete on "audit_events" for each row execute function audit_events_append_only();`);
    // At most one successful consultation fee per request, whatever idempotency key was used.
    this.addSql(`create unique index "payments_one_consultation_per_request" on "payments" ("request_id") where "kind" = 'consultation' and "status" = 'succeeded';`);
    this.addSql(`create index "service_requests_pending_paid_created_index" on "service_requests" ("created_at") where "status" = 'pending' and "appointment_fee_paid" = true;`);
  }

}
