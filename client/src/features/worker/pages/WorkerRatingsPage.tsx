import { Badge, Box, Heading, HStack, Progress, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiAward } from 'react-icons/fi';
import { PageContainer, PageHeader } from '../../../components/page';
import { workerIntros } from '../intros';
import { Stars } from '../../../components/request-detail';
import { formatDate } from '../../../lib/format';
import { requestNumber } from '../../../lib/money';
import { useWorkerRatings } from '../api/workerRatings';
import { LoadError } from '../components/LoadError';
import { WorkerOnly } from '../components/WorkerOnly';

/** /worker-ratings: the worker's real reviews, the 5-to-1 breakdown and the Elite Status at 4.5+. */
export default function WorkerRatingsPage() {
  return (
    <PageContainer>
      <PageHeader {...workerIntros.ratings} />
      <WorkerOnly>
        <Ratings />
      </WorkerOnly>
    </PageContainer>
  );
}

function Ratings() {
  const { ratings, loading, error } = useWorkerRatings();
  if (error && !ratings) return <LoadError title="Error Loading Ratings" error={error} />;
  if (loading || !ratings) return <Skeleton height="48" rounded="xl" role="status" aria-busy="true" aria-label="Loading ratings" />;
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Stack gap="2" p="6" borderWidth="1px" rounded="xl" bg="bg.panel" align="center" textAlign="center">
          <Text fontSize="sm" color="fg.muted">
            Overall rating
          </Text>
          <Text fontSize="5xl" fontWeight="bold" lineHeight="1">
            {ratings.count ? ratings.average.toFixed(1) : '—'}
          </Text>
          <Stars value={Math.round(ratings.average)} />
          <Text fontSize="sm" color="fg.muted">
            {ratings.count} review{ratings.count === 1 ? '' : 's'}
          </Text>
          <Badge colorPalette={ratings.elite ? 'gold' : 'gray'} size="lg">
            {ratings.elite && <FiAward aria-hidden />} {ratings.standing}
          </Badge>
        </Stack>
        <Stack gap="2" p="6" borderWidth="1px" rounded="xl" bg="bg.panel" justify="center" role="group" aria-label="Rating breakdown">
          {ratings.breakdown.map((b) => (
            <HStack key={b.stars} gap="3">
              <Text width="12" fontSize="sm">
                {b.stars} star
              </Text>
              <Progress.Root value={ratings.count ? (b.count / ratings.count) * 100 : 0} flex="1" colorPalette="gold" size="sm">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text width="6" fontSize="sm" textAlign="end">
                {b.count}
              </Text>
            </HStack>
          ))}
        </Stack>
      </SimpleGrid>
      <Heading as="h2" size="md">
        Reviews
      </Heading>
      {ratings.reviews.length === 0 ? (
        <Text color="fg.muted">No reviews yet. Reviews appear here when clients rate completed jobs.</Text>
      ) : (
        <Stack gap="3">
          {ratings.reviews.map((r) => (
            <Box key={r.id} p="4" borderWidth="1px" rounded="xl" bg="bg.panel">
              <HStack justify="space-between" align="start">
                <Stack gap="0.5">
                  <Text fontWeight="semibold">{r.requestTitle}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {r.clientName} · {requestNumber(r.requestId)} · {formatDate(r.createdAt)}
                  </Text>
                </Stack>
                <Stars value={r.workerRating} />
              </HStack>
              {r.comment && <Text mt="2">{r.comment}</Text>}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
