import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MyReferralDocument = graphql(`
  query MyReferral {
    myReferral {
      code
      referred
      qualified
      earnedCents
      bonusCents
      requiredJobs
    }
  }
`);

export function useMyReferral() {
  const { data, loading } = useQuery(MyReferralDocument);
  return { referral: data?.myReferral ?? null, loading: loading && !data };
}
