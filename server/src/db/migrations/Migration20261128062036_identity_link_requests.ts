import { Migration } from '@mikro-orm/migrations';

export class Migration20261128062036_identity_link_requests extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "identity_link_requests" ("id" serial primary key, "token_hash" varchar(64) not null, "user_id" int not null, "issuer" varchar(500) not null, "subject" varchar(255) not null, "email" varchar(254) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`alter table "identity_link_requests" add constraint "identity_link_requests_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "identity_link_requests_user_id_index" on "identity_link_requests" ("user_id");`);

    this.addSql(`alter table "identity_link_requests" add constraint "identity_link_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "oidc_sign_in_flows" add column "link_user_id" int null;`);

    // Links the first sign-in made on its own to an account that already existed (the account
    // with the provider's verified address, its owner never asked), and any link to an admin
    // account, are undone: the owner connects the provider again from Account security. A
    // link made with the account itself (a new client account) stays.
    this.addSql(`delete from "external_identities" e using "users" u
      where u.id = e.user_id and (u.role = 'admin' or e.created_at > u.created_at + interval '1 minute');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity_link_requests" cascade;`);

    this.addSql(`alter table "oidc_sign_in_flows" drop column "link_user_id";`);
  }

}
