import { Migration } from '@mikro-orm/migrations';

export class Migration20261125174359_payment_attempts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "simulated_gateway_charges" ("idempotency_key" varchar(200) not null, "transaction_id" varchar(100) null, "status" varchar(20) not null, "failure_reason" varchar(300) null, "amount_cents" bigint not null, "refunded_cents" bigint not null default 0, "method" varchar(30) not null, "description" varchar(300) not null, "request_id" int null, "kind" varchar(20) null, "created_at" timestamptz not null, constraint "simulated_gateway_charges_pkey" primary key ("idempotency_key"));`);
    this.addSql(`alter table "simulated_gateway_charges" add constraint "simulated_gateway_charges_transaction_id_unique" unique ("transaction_id");`);
    this.addSql(`create index "simulated_gateway_charges_request_id_index" on "simulated_gateway_charges" ("request_id");`);

    this.addSql(`create table "simulated_gateway_refunds" ("refund_key" varchar(200) not null, "refund_id" varchar(100) not null, "transaction_id" varchar(100) not null, "amount_cents" bigint not null, "reason" varchar(300) not null, "created_at" timestamptz not null, constraint "simulated_gateway_refunds_pkey" primary key ("refund_key"));`);
    this.addSql(`alter table "simulated_gateway_refunds" add constraint "simulated_gateway_refunds_refund_id_unique" unique ("refund_id");`);
    this.addSql(`create index "simulated_gateway_refunds_transaction_id_index" on "simulated_gateway_refunds" ("transaction_id");`);

    this.addSql(`create table "payment_attempts" ("id" serial primary key, "idempotency_key" varchar(200) not null, "request_id" int not null, "client_id" int not null, "payer_user_id" int null, "kind" varchar(20) not null, "amount_cents" int not null, "method" varchar(30) not null, "state" varchar(20) not null default 'started', "gateway_transaction_id" varchar(100) null, "outcome" varchar(300) null, "payment_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "payment_attempts" add constraint "payment_attempts_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "payment_attempts_open_index" on "payment_attempts" ("updated_at", "id") where "state" in ('started', 'refunding');`);
    this.addSql(`create index "payment_attempts_request_id_kind_state_index" on "payment_attempts" ("request_id", "kind", "state");`);

    this.addSql(`alter table "payment_attempts" add constraint "payment_attempts_request_id_foreign" foreign key ("request_id") references "service_requests" ("id") on update cascade;`);
    this.addSql(`alter table "payment_attempts" add constraint "payment_attempts_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "simulated_gateway_charges" cascade;`);

    this.addSql(`drop table if exists "simulated_gateway_refunds" cascade;`);

    this.addSql(`drop table if exists "payment_attempts" cascade;`);
  }

}
