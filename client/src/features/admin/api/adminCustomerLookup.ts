import { graphql } from '../../../gql';

export const AdminCustomerLookupDocument = graphql(`
  query AdminCustomerLookup($customerId: String!) {
    adminCustomerLookup(customerId: $customerId) {
      requestCount
      client { id name phone email address city state zipCode createdAt }
      requests { id title displayStatus createdAt category { id name } }
    }
  }
`);
