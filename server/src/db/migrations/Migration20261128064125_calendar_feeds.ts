import { Migration } from '@mikro-orm/migrations';

export class Migration20261128064125_calendar_feeds extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "calendar_feeds" ("id" serial primary key, "user_id" int not null, "nonce" varchar(64) not null, "created_at" timestamptz not null, "reset_at" timestamptz null);`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_user_id_unique" unique ("user_id");`);

    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "calendar_feeds" cascade;`);
  }

}
