import { Embeddable, Property } from '@mikro-orm/core';

/**
 * An admin's decision on money: who decided and when. A payment (Payment.approval) and a
 * worker payout (WorkerPayout.approval) embed it with the prefix `approved_`, in the columns
 * approved_by_id and approved_at; it is null until an admin decides. A payment's decision
 * itself (approved or rejected, and the notes) is the payment's adminApprovalStatus and
 * adminNotes; a payout's is its status.
 */
@Embeddable()
export class Approval {
  /** The deciding admin's user id. */
  @Property({ type: 'integer' })
  byId!: number;

  @Property({ type: 'datetime' })
  at!: Date;

  /** The decision of this admin, now (or at the given time). */
  static by(adminUserId: number, at: Date = new Date()): Approval {
    return Object.assign(new Approval(), { byId: adminUserId, at });
  }
}
