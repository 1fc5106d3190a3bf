/** Open jobs as the worker's queue (OpenJobs, queueChanged) carries them, for the cache tests. */
export function queueJob(id: string, priority: string, createdAt: string) {
  return {
    __typename: 'ServiceRequest' as const,
    id,
    title: `Job ${id}`,
    description: 'Work',
    status: 'pending',
    displayStatus: 'pending',
    priority,
    serviceTypeName: null,
    estimatedCostCents: null,
    address: { __typename: 'Address', street: null, city: 'Nashville', state: 'TN', zipCode: '37201' },
    preferredDate: null,
    preferredTime: null,
    specificTime: null,
    scheduledAt: null,
    createdAt,
    updatedAt: createdAt,
    completedAt: null,
    clientName: 'Dana',
    hundredDollarSpecial: false,
    adminApprovalStatus: null,
    category: { __typename: 'ServiceCategory' as const, id: '1', name: 'House Cleaning', icon: null },
  };
}

/** The queue's first sort key by priority (domain priorityRank). */
export const RANK: Record<string, number> = { urgent: 0, high: 1, medium: 2, normal: 3, low: 4 };
/** One item of the worker's queue. */
export const queueItem = (id: string, priority: string, createdAt: string, rank = RANK[priority]) => ({ __typename: 'QueueItem' as const, distanceMiles: 3.2, rank, request: queueJob(id, priority, createdAt) });
