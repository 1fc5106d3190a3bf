import { Migration } from '@mikro-orm/migrations';

export class Migration20261128095110_push_subscriptions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "push_subscriptions" ("id" serial primary key, "user_id" int not null, "endpoint" text not null, "p256dh" varchar(100) not null, "auth" varchar(50) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`);
    this.addSql(`create index "push_subscriptions_user_id_created_at_index" on "push_subscriptions" ("user_id", "created_at");`);

    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "outbound_messages" drop constraint if exists "outbound_messages_channel_check";`);

    this.addSql(`alter table "outbound_messages" add constraint "outbound_messages_channel_check" check("channel" in ('email', 'sms', 'push'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);

    this.addSql(`alter table "outbound_messages" drop constraint if exists "outbound_messages_channel_check";`);

    this.addSql(`alter table "outbound_messages" add constraint "outbound_messages_channel_check" check("channel" in ('email', 'sms'));`);
  }

}
