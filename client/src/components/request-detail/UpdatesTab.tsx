import type { ReactNode } from 'react';
import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/format';
import { graphql, useFragment, type FragmentType } from '../../gql';

/** What the Updates tab lists: the request's activity, each with its photos. */
export const UpdatesTabFragment = graphql(`
  fragment UpdatesTab_request on ServiceRequest {
    activities {
      id
      action
      description
      actorRole
      createdAt
      photos {
        id
        url
        originalName
        kind
      }
    }
  }
`);

const ACTION_LABELS: Record<string, string> = {
  created: 'Request created',
  payment_received: 'Consultation fee paid',
  note_added: 'Note added',
  invoice_created: 'Invoice created',
  invoice_updated: 'Invoice updated',
  appointment_confirmed: 'Appointment confirmed',
};

function label(action: string): string {
  return ACTION_LABELS[action] ?? action.charAt(0).toUpperCase() + action.slice(1).replace(/_/g, ' ');
}

/** `actions` (worker or admin controls) above the activity timeline, newest first, each note with its photos. */
export function UpdatesTab({ request, actions }: { request: FragmentType<typeof UpdatesTabFragment>; actions?: ReactNode }) {
  const r = useFragment(UpdatesTabFragment, request);
  const items = [...r.activities].reverse();
  return (
    <Stack gap="5">
      {actions && <Box>{actions}</Box>}
      {items.length === 0 ? (
        <Text color="fg.muted">No updates yet.</Text>
      ) : (
        <Stack as="ol" gap="0" listStyleType="none" aria-label="Activity timeline">
          {items.map((a, i) => (
            <Box as="li" key={a.id} position="relative" ps="6" pb={i === items.length - 1 ? 0 : 4}>
              <Box position="absolute" left="1" top="1.5" boxSize="2.5" rounded="full" bg="brand.solid" />
              {i < items.length - 1 && <Box position="absolute" left="2" top="4" bottom="0" width="1px" bg="border" />}
              <Text fontWeight="semibold" fontSize="sm">
                {label(a.action)}
              </Text>
              <Text fontSize="sm" whiteSpace="pre-wrap">
                {a.description}
              </Text>
              {a.photos.length > 0 && (
                <HStack gap="2" mt="1" wrap="wrap" role="group" aria-label="Photos of this update">
                  {a.photos.map((p) => (
                    <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                      <Image src={p.url} alt={`${p.kind} photo: ${p.originalName}`} boxSize="20" rounded="md" objectFit="cover" />
                    </a>
                  ))}
                </HStack>
              )}
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(a.createdAt)}
                {a.actorRole ? ` · ${a.actorRole}` : ''}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
