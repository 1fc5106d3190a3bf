/**
 * The one place the screens turn a status word into words or a colour. Whether a person may do
 * something is never decided here: the server says so (ServiceRequest.workerActions, canRate,
 * canCancel, allowedActions).
 */

/** How a finished job reads to its worker, or null while it is open or under way. */
export interface JobOutcomeWords {
  /** waiting for an admin (an info alert, not a success) */
  waiting: boolean;
  title: string;
  /** null: the payout figure is shown */
  description: string | null;
}

const FINISHED = new Set(['completed', 'closed_pending_review', 'closed_successful', 'cancelled']);

export function jobOutcomeWords(status: string, hundredDollarSpecial: boolean): JobOutcomeWords | null {
  if (!FINISHED.has(status)) return null;
  const inspection = status === 'closed_pending_review';
  const waiting = inspection || (status === 'completed' && hundredDollarSpecial);
  return {
    waiting,
    title: waiting ? 'Waiting for Admin Approval' : status === 'cancelled' ? 'This request was cancelled' : 'Job finished',
    description: inspection ? 'Our team inspects the work before closing the project and releasing your payout.' : null,
  };
}

/** The notice after the worker marks a job complete: a Project Workflow job goes to admin review. */
export function completedNotice(status: string): { title: string; description?: string } {
  return status === 'closed_pending_review'
    ? { title: 'Project marked as completed - pending admin review' }
    : { title: 'Job Completed!', description: 'Job marked as complete. Client has been notified.' };
}
