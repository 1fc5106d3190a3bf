import { graphql } from '../../../gql';

/**
 * One Available Requests entry as the cache holds it: the card's fields, and the rank and
 * creation time the list is ordered by. The openJobs list, the queueChanged event and the
 * resync select it alike, so a live entry is written exactly as a listed one is read.
 */
export const QueueEntryFields = graphql(`
  fragment QueueEntry_item on QueueItem {
    rank
    request {
      id
      title
      createdAt
    }
    ...QueueCard_item
  }
`);
