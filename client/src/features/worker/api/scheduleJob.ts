import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { ScheduleNextVisitDocument } from './scheduleNextVisit';

// No refetch: the answer is normalized by id; requestChanged carries the job's timeline and lists.
export const ScheduleJobDocument = graphql(`
  mutation ScheduleJob($requestId: ID!, $scheduledAt: String!) {
    scheduleJob(requestId: $requestId, scheduledAt: $scheduledAt) {
      id
      scheduledAt
    }
  }
`);

/** Schedules a job's first visit, or (`next`) its next one. */
export function useScheduleJob(next: boolean) {
  const [schedule, a] = useMutation(ScheduleJobDocument);
  const [scheduleNext, b] = useMutation(ScheduleNextVisitDocument);
  const run = useCallback(
    (requestId: string, scheduledAt: string) => (next ? scheduleNext({ variables: { requestId, scheduledAt } }) : schedule({ variables: { requestId, scheduledAt } })).then(() => undefined),
    [next, schedule, scheduleNext],
  );
  return [run, next ? b : a] as const;
}
