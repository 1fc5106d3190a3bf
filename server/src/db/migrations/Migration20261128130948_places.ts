import { Migration } from '@mikro-orm/migrations';

/**
 * Places (domain/place.ts): every entity that holds an address embeds a Place (address parts
 * and coordinates) in the columns it already had. The parts an entity lacked are added, empty:
 * a client's coordinates, a worker's address, city and state, a waitlist entry's address and
 * coordinates. A worker's and a waitlist entry's ZIP code stay required, by a CHECK (an
 * embedded place's columns are nullable). No row changes.
 */

export class Migration20261128130948_places extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "clients" add column "latitude" double precision null, add column "longitude" double precision null;`);

    this.addSql(`alter table "service_providers" add column "address" varchar(300) null, add column "city" varchar(100) null, add column "state" varchar(2) null;`);
    this.addSql(`alter table "service_providers" alter column "zip_code" drop not null;`);
    this.addSql(`alter table "service_providers" add constraint service_providers_zip_code_check check("zip_code" is not null);`);

    this.addSql(`alter table "waitlist_entries" add column "address" varchar(300) null, add column "latitude" double precision null, add column "longitude" double precision null;`);
    this.addSql(`alter table "waitlist_entries" alter column "zip_code" drop not null;`);
    this.addSql(`alter table "waitlist_entries" add constraint waitlist_entries_zip_code_check check("zip_code" is not null);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "clients" drop column "latitude", drop column "longitude";`);

    this.addSql(`alter table "service_providers" drop constraint service_providers_zip_code_check;`);
    this.addSql(`alter table "service_providers" drop column "address", drop column "city", drop column "state";`);

    this.addSql(`alter table "service_providers" alter column "zip_code" set not null;`);

    this.addSql(`alter table "waitlist_entries" drop constraint waitlist_entries_zip_code_check;`);
    this.addSql(`alter table "waitlist_entries" drop column "address", drop column "latitude", drop column "longitude";`);

    this.addSql(`alter table "waitlist_entries" alter column "zip_code" set not null;`);
  }

}
