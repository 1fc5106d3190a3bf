import { Migration } from '@mikro-orm/migrations';

export class Migration20261125203724_external_identities extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "oidc_sign_in_flows" ("state_hash" varchar(64) not null, "browser_hash" varchar(64) not null, "code_verifier" varchar(200) not null, "nonce" varchar(200) not null, "redirect_uri" varchar(1000) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, constraint "oidc_sign_in_flows_pkey" primary key ("state_hash"));`);
    this.addSql(`create index "oidc_sign_in_flows_expires_at_index" on "oidc_sign_in_flows" ("expires_at");`);

    this.addSql(`create table "external_identities" ("id" serial primary key, "user_id" int not null, "issuer" varchar(500) not null, "subject" varchar(255) not null, "email" varchar(254) not null, "created_at" timestamptz not null, "last_sign_in_at" timestamptz not null);`);
    this.addSql(`create index "external_identities_user_id_index" on "external_identities" ("user_id");`);
    this.addSql(`alter table "external_identities" add constraint "external_identities_issuer_subject_unique" unique ("issuer", "subject");`);

    this.addSql(`alter table "external_identities" add constraint "external_identities_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "oidc_sign_in_flows" cascade;`);

    this.addSql(`drop table if exists "external_identities" cascade;`);
  }

}
