import { Embeddable, Enum, Property } from '@mikro-orm/core';
import { APPROVAL_STATUSES, type ApprovalStatus } from './words';
import { conflict, fieldError } from '../shared/errors';
import { clean } from '../shared/validate';

/** The longest admin note or rejection reason kept with a decision. */
export const APPROVAL_NOTES_MAX = 2000;

/**
 * An admin's decision on money: the decision (pending until an admin decides, then approved or
 * rejected), who decided, when, and the admin's notes (a rejection's reason). A payment
 * (Payment.approval) and a worker payout (WorkerPayout.approval) embed it without a prefix, in
 * the columns admin_approval_status, approved_by_id, approved_at and admin_notes.
 *
 * The rules of a decision live here: only a pending decision is decided (a second one is a
 * CONFLICT naming the first), a rejection needs a reason, and notes are at most
 * APPROVAL_NOTES_MAX characters. Who may decide (an admin) is the caller's viewer check;
 * byId records that admin.
 */
@Embeddable()
export class Approval {
  @Enum({ items: [...APPROVAL_STATUSES], columnType: 'varchar(20)', fieldName: 'admin_approval_status' })
  decision: ApprovalStatus = 'pending';

  /** The deciding admin's user id: null until an admin decides. */
  @Property({ type: 'integer', nullable: true, fieldName: 'approved_by_id' })
  byId: number | null = null;

  @Property({ type: 'datetime', nullable: true, fieldName: 'approved_at' })
  at: Date | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'admin_notes' })
  notes: string | null = null;

  get decided(): boolean {
    return this.decision !== 'pending';
  }

  /** Not decided yet. */
  static pending(): Approval {
    return new Approval();
  }

  /** Approved by this admin, now (or at the given time), with optional notes. */
  static by(adminUserId: number, at: Date = new Date(), notes: string | null = null): Approval {
    return Object.assign(new Approval(), { decision: 'approved', byId: adminUserId, at, notes });
  }

  /** Rejected by this admin, now, for a reason. */
  static rejectedBy(adminUserId: number, reason: string, at: Date = new Date()): Approval {
    return Object.assign(new Approval(), { decision: 'rejected', byId: adminUserId, at, notes: reason });
  }

  /**
   * The admin's optional notes for an approval, cleaned: at most `max` characters (else a field
   * error on `field`); a null max leaves the bound to the transport.
   */
  static notesOf(input: string | null | undefined, field = 'adminNotes', max: number | null = APPROVAL_NOTES_MAX): string | null {
    const notes = clean(input);
    if (notes && max !== null && notes.length > max) throw fieldError(field, `Notes must be at most ${max} characters`);
    return notes;
  }

  /** The reason a rejection needs, cleaned: required, and at most `max` characters (else a field error on `field`). */
  static reasonOf(input: string | null | undefined, field = 'reason', max: number | null = APPROVAL_NOTES_MAX): string {
    const why = clean(input);
    if (!why) throw fieldError(field, 'Please provide a reason for rejecting this transaction');
    if (max !== null && why.length > max) throw fieldError(field, `Reason must be at most ${max} characters`);
    return why;
  }

  /** A decision already taken cannot be taken again: CONFLICT naming it (`This payment was already approved`). */
  static assertUndecided(decision: ApprovalStatus | null | undefined): void {
    if (decision === 'approved' || decision === 'rejected') throw conflict(`This payment was already ${decision}`);
  }

  /** This decision, approved by the admin (keeping earlier notes when none are given). CONFLICT when already decided. */
  approve(adminUserId: number, notes: string | null = null, at: Date = new Date()): Approval {
    Approval.assertUndecided(this.decision);
    return Approval.by(adminUserId, at, notes ?? this.notes);
  }

  /** This decision, rejected by the admin for a reason. CONFLICT when already decided. */
  reject(adminUserId: number, reason: string, at: Date = new Date()): Approval {
    Approval.assertUndecided(this.decision);
    return Approval.rejectedBy(adminUserId, reason, at);
  }
}
