/** The stored request statuses (DESIGN: awaiting_payment is derived, active reads as in_progress). */
export const REQUEST_STATUSES = [
  'pending',
  'scheduled',
  'in_progress',
  'completed',
  'cancelled',
  'closed_pending_review',
  'closed_successful',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What a person sees: the stored statuses and awaiting_payment (an unpaid pending request). */
export const DISPLAY_STATUSES = ['awaiting_payment', ...REQUEST_STATUSES] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export const PRIORITIES = ['urgent', 'high', 'medium', 'normal', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** A priority word that is none of PRIORITIES sorts last. */
export const UNKNOWN_PRIORITY_RANK = 9;

/** The queue's first sort key: urgent 0, high 1, medium 2, normal 3, low 4 (lower comes first). */
export function priorityRank(priority: string): number {
  const rank = (PRIORITIES as readonly string[]).indexOf(priority);
  return rank === -1 ? UNKNOWN_PRIORITY_RANK : rank;
}

/** What a person sees: an unpaid pending request reads 'awaiting_payment'. */
export function displayStatus(status: RequestStatus, appointmentFeePaid: boolean): DisplayStatus {
  return status === 'pending' && !appointmentFeePaid ? 'awaiting_payment' : status;
}

export function normalizeStatus(input: string): RequestStatus | null {
  const s = input === 'active' ? 'in_progress' : input === 'awaiting_payment' ? 'pending' : input;
  return (REQUEST_STATUSES as readonly string[]).includes(s) ? (s as RequestStatus) : null;
}

export const CLIENT_CURRENT_STATUSES: RequestStatus[] = ['pending', 'scheduled', 'in_progress'];
export const ACTIVE_STATUSES: RequestStatus[] = ['scheduled', 'in_progress'];
export const DONE_STATUSES: RequestStatus[] = ['completed', 'closed_successful'];
/** The job is billed: a balance is due once the request reaches one of these (or is invoiced). */
export const BILLED_STATUSES: RequestStatus[] = [...DONE_STATUSES, 'closed_pending_review'];
/** A balance may be settled while the job is under way (invoiced early) or billed. */
export const BALANCE_PAYABLE_STATUSES: RequestStatus[] = [...ACTIVE_STATUSES, ...BILLED_STATUSES];

/** Transitions a person may cause; anything else is a conflict. */
const TRANSITIONS: Record<RequestStatus, RequestStatus[]> = {
  pending: ['in_progress', 'scheduled', 'cancelled'],
  scheduled: ['in_progress', 'completed', 'pending', 'cancelled', 'closed_pending_review'],
  in_progress: ['scheduled', 'completed', 'pending', 'cancelled', 'closed_pending_review'],
  closed_pending_review: ['closed_successful'],
  completed: [],
  cancelled: [],
  closed_successful: [],
};

export function canTransition(from: RequestStatus, to: RequestStatus): boolean {
  return TRANSITIONS[from].includes(to);
}
