import { Migration } from '@mikro-orm/migrations';

/**
 * Tips (issue 41): a payment may be a tip (kind tip), and an attempt carries the tip inside its
 * amount (tip_cents, at most the amount). The CHECK constraints hold both closed words and bounds.
 */

export class Migration20261128100942_tips extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "payment_attempts" drop constraint if exists "payment_attempts_kind_check";`);

    this.addSql(`alter table "payments" drop constraint if exists "payments_kind_check";`);

    this.addSql(`alter table "payment_attempts" add column "tip_cents" int not null default 0;`);
    this.addSql(`alter table "payment_attempts" add constraint "payment_attempts_kind_check" check("kind" in ('consultation', 'balance', 'tip'));`);
    this.addSql(`alter table "payment_attempts" add constraint payment_attempts_tip_cents_check check("tip_cents" >= 0 and "tip_cents" <= "amount_cents");`);

    this.addSql(`alter table "payments" add constraint "payments_kind_check" check("kind" in ('consultation', 'balance', 'tip'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payment_attempts" drop constraint if exists "payment_attempts_kind_check";`);

    this.addSql(`alter table "payments" drop constraint if exists "payments_kind_check";`);

    this.addSql(`alter table "payment_attempts" drop constraint payment_attempts_tip_cents_check;`);
    this.addSql(`alter table "payment_attempts" drop column "tip_cents";`);

    this.addSql(`alter table "payment_attempts" add constraint "payment_attempts_kind_check" check("kind" in ('consultation', 'balance'));`);

    this.addSql(`alter table "payments" add constraint "payments_kind_check" check("kind" in ('consultation', 'balance'));`);
  }

}
