import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const WorkerRatingsDocument = graphql(`
  query WorkerRatings {
    workerRatings {
      average
      count
      elite
      standing
      breakdown {
        stars
        count
      }
      reviews {
        id
        requestId
        requestTitle
        clientName
        workerRating
        serviceRating
        comment
        createdAt
      }
    }
  }
`);

export function useWorkerRatings(skip = false) {
  const { data, loading, error } = useQuery(WorkerRatingsDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { ratings: data?.workerRatings ?? null, loading: loading && !data, error };
}
