import { useState } from 'react';
import { Badge, Box, Button, Collapsible, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FiChevronDown, FiChevronUp, FiMapPin, FiZap } from 'react-icons/fi';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { apiErrorInfo } from '../../../lib/errors';
import { formatRelativeTime } from '../../../lib/format';
import { formatCents, preferredTimeLabel, requestNumber } from '../../../lib/money';
import { notify } from '../../../shell/toaster';
import { useAcceptJob } from '../api/acceptJob';
import { CategoryIcon } from '../../../components/category/CategoryIcon';
import { RequestAddress } from '../../../components/address/RequestAddress';

const PRIORITY: Record<string, string> = { urgent: 'red', high: 'orange', medium: 'yellow', normal: 'gray', low: 'green' };

/**
 * What a queue card shows of an open job. The queue's list, its live event and the resync
 * carry it alike (in QueueEntry_item), so a card arriving live is complete.
 */
export const QueueCardFields = graphql(`
  fragment QueueCard_item on QueueItem {
    distanceMiles
    request {
      id
      title
      description
      priority
      serviceTypeName
      estimatedCostCents
      address {
        ...RequestAddress_address
      }
      preferredDate
      preferredTime
      specificTime
      createdAt
      clientName
      category {
        id
        name
        icon
      }
    }
  }
`);

/** One open job in Available Requests: its summary, its details on demand, and the button that accepts it. */
export function QueueCard({ entry: ref, onAccepted }: { entry: FragmentType<typeof QueueCardFields>; onAccepted: (id: string, title: string) => void }) {
  const entry = useFragment(QueueCardFields, ref);
  const r = entry.request;
  const [open, setOpen] = useState(false);
  const [accept, { loading }] = useAcceptJob();
  const onAccept = async () => {
    try {
      await accept(r.id);
      notify({ type: 'success', title: 'Job Started!', description: 'Request accepted and job automatically started. The client has been notified.' });
      onAccepted(r.id, r.title);
    } catch (error) {
      // A job no longer open has left the list already (useAcceptJob).
      const info = apiErrorInfo(error);
      notify({ type: 'error', title: 'Error', description: info.message || 'Failed to accept request. Please try again.' });
    }
  };
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Box
        p="5"
        borderWidth="1px"
        rounded="xl"
        bg="bg.panel"
        aria-label={`Request ${requestNumber(r.id)}: ${r.title}`}
        role="article"
        data-queue-card={r.id}
        tabIndex={-1}
        outline="none"
        _focusVisible={{ outline: '2px solid', outlineColor: 'gold.focusRing', outlineOffset: '2px' }}
      >
        <Stack gap="3">
          <HStack justify="space-between" align="start" gap="3">
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Text fontSize="xs" color="fg.muted">
                  {requestNumber(r.id)}
                </Text>
                <Badge colorPalette={PRIORITY[r.priority] ?? 'gray'}>{r.priority}</Badge>
                <Badge variant="outline">
                  <CategoryIcon category={r.category} /> {r.category.name}
                </Badge>
              </HStack>
              <Heading as="h2" size="md">
                {r.title}
              </Heading>
              <HStack gap="1.5" fontSize="sm" color="fg.muted">
                <FiMapPin aria-hidden />
                <Text>
                  <RequestAddress address={r.address} shown="area" /> · {entry.distanceMiles.toFixed(1)} mi away
                </Text>
              </HStack>
            </Stack>
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {formatRelativeTime(r.createdAt)}
            </Text>
          </HStack>
          <Collapsible.Content>
            <Stack gap="2" fontSize="sm" pt="1">
              <Text whiteSpace="pre-wrap">{r.description}</Text>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" color="fg.muted">
                <Text>Service: {r.serviceTypeName ?? r.title}</Text>
                <Text>Client: {r.clientName}</Text>
                <Text>Area: <RequestAddress address={r.address} /> (street address once you accept)</Text>
                <Text>
                  Preferred: {r.preferredDate ?? 'No date specified'} {preferredTimeLabel(r.preferredTime, r.specificTime)}
                </Text>
                {r.estimatedCostCents != null && <Text>Estimate: {formatCents(r.estimatedCostCents)}</Text>}
                <Text>Consultation fee: paid</Text>
              </SimpleGrid>
            </Stack>
          </Collapsible.Content>
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Collapsible.Trigger asChild>
              <Button variant="ghost" size="sm">
                {open ? <FiChevronUp aria-hidden /> : <FiChevronDown aria-hidden />} {open ? 'Hide Details' : 'Show Details'}
              </Button>
            </Collapsible.Trigger>
            <Button colorPalette="gold" onClick={() => void onAccept()} loading={loading} loadingText="Accepting">
              <FiZap aria-hidden /> Accept This Job
            </Button>
          </HStack>
        </Stack>
      </Box>
    </Collapsible.Root>
  );
}
