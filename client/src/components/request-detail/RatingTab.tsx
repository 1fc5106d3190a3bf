import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { Stars } from './Stars';
import type { RequestDetail } from './RequestDetailDialog';

const DONE = ['completed', 'closed_successful'];

/** Read-only stars once rated; `form` (the client's review form) while a completed request has none. */
export function RatingTab({ request: r, form }: { request: RequestDetail; form?: ReactNode }) {
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
  if (!DONE.includes(r.status)) return <Text color="fg.muted">Rating is available once the service is completed.</Text>;
  return form ? <>{form}</> : <Text color="fg.muted">Not rated yet.</Text>;
}
