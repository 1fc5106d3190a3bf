import { graphql } from '../../../gql';

/** Books the next visit of a job already scheduled (useScheduleJob(true), in scheduleJob.ts). */
export const ScheduleNextVisitDocument = graphql(`
  mutation ScheduleNextVisit($requestId: ID!, $scheduledAt: String!) {
    scheduleNextVisit(requestId: $requestId, scheduledAt: $scheduledAt) {
      id
      scheduledAt
    }
  }
`);
