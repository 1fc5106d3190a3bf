import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for keyset pagination and the worker queue (checked with EXPLAIN on the bench data):
 * - the open queue: paid pending unassigned requests by category and latitude (bounding box);
 * - one request's audit trail, newest first; payouts newest first;
 * - clients and providers by name; invoices waiting for approval by last change.
 */
export class Migration20261122030000_pagination extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "service_requests_open_queue_index" on "service_requests" ("category_id", "service_latitude", "service_longitude") where "status" = 'pending' and "appointment_fee_paid" = true and "provider_id" is null;`);
    this.addSql(`create index "audit_events_request_id_created_at_index" on "audit_events" ("request_id", "created_at");`);
    this.addSql(`create index "worker_payouts_created_at_index" on "worker_payouts" ("created_at");`);
    this.addSql(`create index "clients_name_index" on "clients" ("name");`);
    this.addSql(`create index "service_providers_name_index" on "service_providers" ("name");`);
    this.addSql(`create index "invoices_status_updated_at_index" on "invoices" ("status", "updated_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "service_requests_open_queue_index";`);
    this.addSql(`drop index if exists "audit_events_request_id_created_at_index";`);
    this.addSql(`drop index if exists "worker_payouts_created_at_index";`);
    this.addSql(`drop index if exists "clients_name_index";`);
    this.addSql(`drop index if exists "service_providers_name_index";`);
    this.addSql(`drop index if exists "invoices_status_updated_at_index";`);
  }
}
