import { Migration } from '@mikro-orm/migrations';

export class Migration20261128094556_visit_series extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "visit_series" ("id" serial primary key, "client_id" int not null, "provider_id" int null, "frequency" varchar(10) check ("frequency" in ('weekly', 'biweekly', 'monthly')) not null, "count" smallint null, "until" varchar(10) null, "total" smallint not null, "anchor_date" varchar(10) not null, "preferred_time" varchar(20) not null, "specific_time" varchar(5) null, "status" varchar(10) check ("status" in ('active', 'ended')) not null default 'active', "created_at" timestamptz not null, "ended_at" timestamptz null, constraint visit_series_count_check check ("count" is null or ("count" >= 2 and "count" <= 26)), constraint visit_series_total_check check ("total" >= 2 and "total" <= 26));`);
    this.addSql(`create index "visit_series_status_provider_id_index" on "visit_series" ("status", "provider_id");`);

    this.addSql(`alter table "visit_series" add constraint "visit_series_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade;`);
    this.addSql(`alter table "visit_series" add constraint "visit_series_provider_id_foreign" foreign key ("provider_id") references "service_providers" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "service_requests" add column "series_id" int null, add column "series_position" smallint null;`);
    this.addSql(`alter table "service_requests" add constraint "service_requests_series_id_foreign" foreign key ("series_id") references "visit_series" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "service_requests" add constraint "service_requests_series_position_unique" unique ("series_id", "series_position");`);
    this.addSql(`alter table "service_requests" add constraint service_requests_series_position_check check("series_position" is null or ("series_position" >= 1 and "series_position" <= 26));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "service_requests" drop constraint "service_requests_series_id_foreign";`);

    this.addSql(`drop table if exists "visit_series" cascade;`);

    this.addSql(`alter table "service_requests" drop constraint "service_requests_series_position_unique";`);
    this.addSql(`alter table "service_requests" drop constraint service_requests_series_position_check;`);
    this.addSql(`alter table "service_requests" drop column "series_id", drop column "series_position";`);
  }

}
