import { Migration } from '@mikro-orm/migrations';

/** "On my way": when the worker last said they were coming, and the arrival estimate then (5 minutes to a day). */
export class Migration20261128094623_on_my_way extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "service_requests" add column "on_my_way_at" timestamptz null, add column "eta_minutes" smallint null;`);
    this.addSql(`alter table "service_requests" add constraint service_requests_eta_minutes_check check("eta_minutes" >= 5 and "eta_minutes" <= 1440);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "service_requests" drop constraint service_requests_eta_minutes_check;`);
    this.addSql(`alter table "service_requests" drop column "on_my_way_at", drop column "eta_minutes";`);
  }

}
