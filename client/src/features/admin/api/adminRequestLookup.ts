import { graphql } from '../../../gql';

export const AdminRequestLookupDocument = graphql(`
  query AdminRequestLookup($requestNumber: String!) {
    adminRequestLookup(requestNumber: $requestNumber) {
      id title description displayStatus createdAt
      category { id name }
      client { id name email phone address city state zipCode }
    }
  }
`);
