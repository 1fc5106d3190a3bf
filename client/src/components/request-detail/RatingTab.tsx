import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { Stars } from './Stars';
import { graphql, useFragment, type FragmentType } from '../../gql';

/** What the Rating tab reads: the client's stars, and whether the viewer may rate it now (the server decides). */
export const RatingTabFragment = graphql(`
  fragment RatingTab_request on ServiceRequest {
    rating
    canRate
  }
`);

/** Read-only stars once rated; `form` (the client's review form) while the server says the viewer may rate it. */
export function RatingTab({ request, form }: { request: FragmentType<typeof RatingTabFragment>; form?: ReactNode }) {
  const r = useFragment(RatingTabFragment, request);
  if (r.rating) {
    return (
      <Stack gap="2">
        <Text fontWeight="semibold">Client rating</Text>
        <Stars value={r.rating} />
        <Text fontSize="sm" color="fg.muted">
          {r.rating} out of 5
        </Text>
      </Stack>
    );
  }
  if (r.canRate && form) return <>{form}</>;
  return <Text color="fg.muted">{form ? 'Rating is available once the service is completed.' : 'Not rated yet.'}</Text>;
}
