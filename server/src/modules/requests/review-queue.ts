import type { FilterQuery } from '@mikro-orm/core';
import type { ServiceRequest } from './service-request.entity';

/**
 * The Admin Review Queue: finished work (completed, or a project closed for its inspection) whose
 * balance is paid (or a completed $100 Special) and whose approval is absent or pending.
 */
export function reviewQueueFilter(): FilterQuery<ServiceRequest> {
  return {
    appointmentFeePaid: true,
    status: { $in: ['completed', 'closed_pending_review'] },
    $and: [
      { $or: [{ invoicePaid: true }, { hundredDollarSpecial: true, status: 'completed' }] },
      { $or: [{ adminApprovalStatus: null }, { adminApprovalStatus: 'pending' }] },
    ],
  };
}
