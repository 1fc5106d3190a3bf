import { Migration } from '@mikro-orm/migrations';

/** Conversations about a job and support chats (one per person): their messages (plain text, at most 2,000 characters) and how far each person has read. */
export class Migration20261128064942_conversations extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "conversations" ("id" serial primary key, "kind" varchar(10) not null, "request_id" int null, "owner_id" int null, "last_message_at" timestamptz null, "created_at" timestamptz not null, constraint conversations_kind_check check ((((kind)::text = ANY ((ARRAY['request'::character varying, 'support'::character varying])::text[])) AND (((kind)::text = 'request'::text) = (request_id IS NOT NULL)))));`);
    this.addSql(`alter table "conversations" add constraint "conversations_request_id_unique" unique ("request_id");`);
    this.addSql(`alter table "conversations" add constraint "conversations_owner_id_unique" unique ("owner_id");`);
    this.addSql(`create index "conversations_kind_last_message_at_index" on "conversations" ("kind", "last_message_at");`);

    this.addSql(`create table "conversation_reads" ("conversation_id" int not null, "user_id" int not null, "last_read_message_id" int not null default 0, "digest_message_id" int not null default 0, "read_at" timestamptz null, constraint "conversation_reads_pkey" primary key ("conversation_id", "user_id"));`);

    this.addSql(`create table "conversation_messages" ("id" serial primary key, "conversation_id" int not null, "author_id" int not null, "author_role" varchar(10) not null, "author_name" varchar(200) not null, "body" text not null, "photo_ids" jsonb not null, "created_at" timestamptz not null, constraint conversation_messages_body_check check (((char_length(body) <= 2000) AND ((author_role)::text = ANY ((ARRAY['client'::character varying, 'worker'::character varying, 'admin'::character varying])::text[])))));`);
    this.addSql(`create index "conversation_messages_conversation_id_id_index" on "conversation_messages" ("conversation_id", "id");`);

    this.addSql(`alter table "conversations" add constraint "conversations_request_id_foreign" foreign key ("request_id") references "service_requests" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "conversations" add constraint "conversations_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "conversation_reads" add constraint "conversation_reads_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "conversation_reads" add constraint "conversation_reads_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "conversation_messages" add constraint "conversation_messages_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "conversation_messages" add constraint "conversation_messages_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "conversation_reads" drop constraint "conversation_reads_conversation_id_foreign";`);

    this.addSql(`alter table "conversation_messages" drop constraint "conversation_messages_conversation_id_foreign";`);

    this.addSql(`drop table if exists "conversations" cascade;`);

    this.addSql(`drop table if exists "conversation_reads" cascade;`);

    this.addSql(`drop table if exists "conversation_messages" cascade;`);
  }

}
