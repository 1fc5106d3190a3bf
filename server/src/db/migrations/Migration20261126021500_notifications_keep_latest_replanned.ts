import { Migration } from '@mikro-orm/migrations';

/**
 * The trigger that keeps at most 50 notifications per person and type, planned afresh on every
 * run. As a static statement, PL/pgSQL planned its DELETE once per database connection, on the
 * first insert, and kept that plan: a connection that first inserted while the table was small
 * kept a plan that scans the whole table once per person written, so a paid job's new-job
 * notices for 5,000 workers took 1 s, then 4 s, then 18 s as the table grew (and held up the
 * live queue event behind them in the outbox). Run through EXECUTE, the DELETE is planned with
 * the table as it is, and it reaches each person's old notices through their (user, type,
 * created_at) index.
 */
export class Migration20261126021500_notifications_keep_latest_replanned extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create or replace function "notifications_keep_latest"() returns trigger language plpgsql as $$
      begin
        execute 'delete from "notifications" n
           using (select distinct "user_id", "type" from inserted) k,
                 lateral (select o."id" from "notifications" o
                           where o."user_id" = k."user_id" and o."type" = k."type"
                           order by o."created_at" desc, o."id" desc offset 50) old
           where n."id" = old."id"';
        return null;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function "notifications_keep_latest"() returns trigger language plpgsql as $$
      begin
        delete from "notifications" n
         using (select distinct "user_id", "type" from inserted) k
         where n."user_id" = k."user_id" and n."type" = k."type"
           and n."id" in (select o."id" from "notifications" o where o."user_id" = k."user_id" and o."type" = k."type" order by o."created_at" desc, o."id" desc offset 50);
        return null;
      end $$;`);
  }

}
