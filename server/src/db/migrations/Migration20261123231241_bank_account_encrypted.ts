import { Migration } from '@mikro-orm/migrations';

/**
 * Bank account numbers are stored encrypted (enc:v1:..., longer than the digits). Rows still
 * holding digits are encrypted at start-up (db/prepare.ts), where the key is known.
 */
export class Migration20261123231241_bank_account_encrypted extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "service_providers" alter column "bank_account_number" type text using ("bank_account_number"::text);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "service_providers" alter column "bank_account_number" type varchar(34) using ("bank_account_number"::varchar(34));`);
  }
}
