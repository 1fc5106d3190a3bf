import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the admin and client lists paginated by keyset (checked with EXPLAIN on ten
 * thousand requests):
 * - Active Jobs: scheduled or in-progress requests by creation (partial);
 * - the schedule: requests by visit time;
 * - the Admin Review Queue: finished work awaiting payment approval by creation (partial);
 * - Completed Jobs by finish time (completion, else last change) and id (partial, expression);
 * - past-due balances: finished work with the balance unpaid (partial);
 * - a client's reviews by creation (replaces the index on the client alone).
 */
export class Migration20261123010000_list_pagination extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "service_requests_active_created_index" on "service_requests" ("created_at") where "status" in ('scheduled', 'in_progress');`);
    this.addSql(`create index "service_requests_scheduled_at_index" on "service_requests" ("scheduled_at");`);
    this.addSql(`create index "service_requests_review_queue_index" on "service_requests" ("created_at") where "status" in ('completed', 'closed_pending_review') and ("admin_approval_status" is null or "admin_approval_status" = 'pending');`);
    this.addSql(`create index "service_requests_done_at_index" on "service_requests" ((coalesce("completed_at", "updated_at")), "id") where "status" in ('completed', 'closed_successful');`);
    this.addSql(`create index "service_requests_unpaid_finished_index" on "service_requests" ("id") where "status" in ('completed', 'closed_pending_review', 'closed_successful') and "balance_paid" = false and "invoice_paid" = false;`);
    this.addSql(`create index "reviews_client_id_created_at_index" on "reviews" ("client_id", "created_at");`);
    this.addSql(`drop index if exists "reviews_client_id_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "reviews_client_id_index" on "reviews" ("client_id");`);
    this.addSql(`drop index if exists "reviews_client_id_created_at_index";`);
    this.addSql(`drop index if exists "service_requests_unpaid_finished_index";`);
    this.addSql(`drop index if exists "service_requests_done_at_index";`);
    this.addSql(`drop index if exists "service_requests_review_queue_index";`);
    this.addSql(`drop index if exists "service_requests_scheduled_at_index";`);
    this.addSql(`drop index if exists "service_requests_active_created_index";`);
  }
}
