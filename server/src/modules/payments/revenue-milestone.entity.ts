import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One platform revenue milestone reached (money collected: succeeded payments). Its amount is
 * the key: the payment that crosses it inserts the row, and only the process whose insert went
 * in tells the admins, so a milestone is announced once however many processes settle payments.
 */
@Entity({ tableName: 'revenue_milestones' })
export class RevenueMilestone {
  @PrimaryKey({ type: 'bigint', autoincrement: false })
  milestoneCents!: number;

  /** Revenue collected when it was crossed (this payment included). */
  @Property({ type: 'bigint' })
  totalCents!: number;

  /** The payment that crossed it. */
  @Property({ type: 'integer' })
  paymentId!: number;

  @Property()
  reachedAt: Date = new Date();
}
