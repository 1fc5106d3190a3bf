import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const WorkerJobPhotosDocument = graphql(`
  query WorkerJobPhotos($id: ID!) {
    serviceRequest(id: $id) {
      id
      activities {
        id
        createdAt
        photos {
          id
          url
          originalName
          kind
        }
      }
    }
  }
`);

/** The photos on a job's timeline (none while no job is open). */
export function useJobPhotos(requestId: string | null) {
  const { data } = useQuery(WorkerJobPhotosDocument, { variables: { id: requestId ?? '' }, skip: !requestId, fetchPolicy: 'cache-and-network' });
  return (data?.serviceRequest.activities ?? []).flatMap((a) => a.photos);
}
