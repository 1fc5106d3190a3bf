import { Migration } from '@mikro-orm/migrations';

export class Migration20261125204500_outbox_delivered_index extends Migration {

  override async up(): Promise<void> {
    // liveChangesSince reads the messages delivered since a moment.
    this.addSql(`create index "outbox_messages_delivered_index" on "outbox_messages" ("delivered_at") where "delivered_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "outbox_messages_delivered_index";`);
  }

}
