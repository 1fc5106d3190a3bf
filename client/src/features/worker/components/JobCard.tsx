import type { ReactNode } from 'react';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FiCalendar, FiMapPin, FiUser } from 'react-icons/fi';
import { formatDateTime } from '../../../lib/format';
import { preferredTimeLabel, requestNumber } from '../../../lib/money';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { JobStatusBadge } from './StatusBadge';
import { CategoryIcon } from '../../../components/category/CategoryIcon';
import { RequestAddress } from '../../../components/address/RequestAddress';

/**
 * What the card shows of a job. The worker's live job event and its resync carry it too
 * (WorkerJobChanged, WorkerLiveResync), so a card updates in place when its job changes.
 */
export const JobCardFields = graphql(`
  fragment JobCard_job on ServiceRequest {
    id
    title
    series {
      id
      position
      total
    }
    displayStatus
    clientName
    address {
      ...RequestAddress_address
    }
    preferredDate
    preferredTime
    specificTime
    scheduledAt
    category {
      id
      name
      icon
    }
  }
`);

/** One of the worker's jobs as a clickable card that opens the request detail dialog. */
export function JobCard({ job: ref, onOpen, extra }: { job: FragmentType<typeof JobCardFields>; onOpen: () => void; extra?: ReactNode }) {
  const job = useFragment(JobCardFields, ref);
  const when = job.scheduledAt ? formatDateTime(job.scheduledAt) : job.preferredDate ? `Preferred ${job.preferredDate} ${preferredTimeLabel(job.preferredTime, job.specificTime)}` : 'Scheduling pending';
  return (
    <Box
      as="button"
      textAlign="left"
      width="full"
      p="4"
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
      _hover={{ borderColor: 'gold.solid' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'gold.focusRing' }}
      onClick={onOpen}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              {requestNumber(job.id)} · <CategoryIcon category={job.category} /> {job.category.name}
            </Text>
            <Text fontWeight="semibold">{job.title}</Text>
            {job.series ? (
              <Text fontSize="xs" color="fg.muted" data-testid="series-position">
                Visit {job.series.position} of {job.series.total}
              </Text>
            ) : null}
          </Stack>
          <JobStatusBadge status={job.displayStatus} />
        </HStack>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <HStack gap="2">
            <FiUser aria-hidden /> <Text>{job.clientName}</Text>
          </HStack>
          <HStack gap="2">
            <FiMapPin aria-hidden />
            <Text>
              <RequestAddress address={job.address} />
            </Text>
          </HStack>
          <HStack gap="2">
            <FiCalendar aria-hidden /> <Text>{when}</Text>
          </HStack>
        </Stack>
        {extra}
      </Stack>
    </Box>
  );
}
