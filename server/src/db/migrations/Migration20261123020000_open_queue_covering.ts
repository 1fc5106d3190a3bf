import { Migration } from '@mikro-orm/migrations';

/**
 * The worker queue's index also carries the sort columns (priority, created_at, id), so a page
 * is ranked from the index alone and only its rows are read from the table.
 */
export class Migration20261123020000_open_queue_covering extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "service_requests_open_queue_index";`);
    this.addSql(`create index "service_requests_open_queue_index" on "service_requests" ("category_id", "service_latitude", "service_longitude") include ("priority", "created_at", "id") where "status" = 'pending' and "appointment_fee_paid" = true and "provider_id" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "service_requests_open_queue_index";`);
    this.addSql(`create index "service_requests_open_queue_index" on "service_requests" ("category_id", "service_latitude", "service_longitude") where "status" = 'pending' and "appointment_fee_paid" = true and "provider_id" is null;`);
  }
}
