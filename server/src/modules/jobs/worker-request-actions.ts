import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';
import type { ServiceRequest } from '../requests/service-request.entity';
import { ACTIVE_STATUSES } from '../../domain/request-status';

/** What a worker may do to one of their jobs from its detail dialog. */
export const WORKER_REQUEST_ACTIONS = ['on_my_way', 'schedule_visit', 'invoice', 'complete', 'complete_special', 'unassign', 'add_note'] as const;
export type WorkerRequestAction = (typeof WORKER_REQUEST_ACTIONS)[number];

export const WorkerRequestActionEnum = wordEnum(WORKER_REQUEST_ACTIONS);
registerEnumType(WorkerRequestActionEnum, {
  name: 'WorkerRequestAction',
  description: 'An action the assigned worker may take on their job now',
  valuesConfig: {
    on_my_way: { description: 'Tell the client they are on the way (announceOnMyWay): the job is scheduled or in progress' },
    schedule_visit: { description: 'Schedule, reschedule or add a visit (scheduleJob): the job is scheduled or in progress' },
    invoice: { description: 'Create or edit the job invoice (createJobInvoice, editJobInvoice): the job is scheduled or in progress' },
    complete: { description: 'Mark the job complete (completeJob): the job is scheduled or in progress' },
    complete_special: { description: 'Complete it as the $100 Special (completeHundredDollarSpecial): the job is scheduled or in progress' },
    unassign: { description: 'Give the job back to the queue (unassignJob): the job is scheduled or in progress' },
    add_note: { description: 'Add a note with photos (addJobNote): the job is not cancelled' },
  },
});

type Judged = Pick<ServiceRequest, 'status' | 'providerId'>;

/**
 * The worker's actions on a request, by the rules the job mutations enforce: only the worker
 * the job is assigned to (`providerId`, null for anyone else) has any; the visit, invoice,
 * completion and unassign actions need a scheduled or in-progress job; a note needs a job that
 * is not cancelled.
 */
export function workerRequestActions(providerId: number | null, r: Judged): WorkerRequestAction[] {
  if (providerId === null || r.providerId !== providerId || r.status === 'pending') return [];
  const actions: WorkerRequestAction[] = [];
  if (ACTIVE_STATUSES.includes(r.status)) actions.push('on_my_way', 'schedule_visit', 'invoice', 'complete', 'complete_special', 'unassign');
  if (r.status !== 'cancelled') actions.push('add_note');
  return actions;
}
