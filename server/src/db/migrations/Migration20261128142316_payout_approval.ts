import { Migration } from '@mikro-orm/migrations';

/**
 * A worker payout holds the admin's decision like a payment does (the Approval embeddable:
 * admin_approval_status, approved_by_id, approved_at, admin_notes). The decision of today's rows
 * comes from their status: a released payout (approved or paid) was approved; one waiting for its
 * photo review or inspection is pending. Who decided and when stay as they were.
 *
 * The decision is a closed word (pending, approved, rejected), and a payout is released exactly
 * when it is approved (worker_payouts_released_is_approved), so status and decision cannot
 * disagree on a row.
 */
export class Migration20261128142316_payout_approval extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "worker_payouts" add column "admin_approval_status" varchar(20) null, add column "admin_notes" text null;`);
    this.addSql(`update "worker_payouts" set "admin_approval_status" = case when "status" in ('approved', 'paid') then 'approved' else 'pending' end;`);
    this.addSql(`alter table "worker_payouts" alter column "admin_approval_status" set default 'pending', alter column "admin_approval_status" set not null;`);
    this.addSql(`alter table "worker_payouts" add constraint "worker_payouts_admin_approval_status_check" check ("admin_approval_status" in ('pending', 'approved', 'rejected'));`);
    this.addSql(`alter table "worker_payouts" add constraint worker_payouts_released_is_approved check(("status" in ('approved', 'paid')) = ("admin_approval_status" = 'approved'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "worker_payouts" drop constraint worker_payouts_released_is_approved;`);
    this.addSql(`alter table "worker_payouts" drop constraint "worker_payouts_admin_approval_status_check";`);
    this.addSql(`alter table "worker_payouts" drop column "admin_approval_status", drop column "admin_notes";`);
  }
}
