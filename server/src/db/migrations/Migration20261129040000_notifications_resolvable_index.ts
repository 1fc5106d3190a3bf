import { Migration } from '@mikro-orm/migrations';

/**
 * Every payment resolves the notices it makes untrue (a "Payment Declined" for the request, an
 * "invoice ready to pay"): notification/notification.service.ts resolveNotices, by type and the
 * request in the notice's data. Without an index that was a read of the whole notifications
 * table (new-job notices for every eligible worker make it large) inside every payment.
 */
export class Migration20261129040000_notifications_resolvable_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "notifications_resolvable_index" on "notifications" ("type", ("data"->>'requestId')) where "type" in ('payment_declined', 'invoice_ready');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "notifications_resolvable_index";');
  }
}
