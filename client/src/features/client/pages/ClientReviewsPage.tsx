import { Badge, Box, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiCheckCircle, FiClock, FiStar } from 'react-icons/fi';
import { PageContainer, PageHeader } from '../../../components/page';
import { Stars } from '../../../components/request-detail';
import { ClientReviewForm } from '../../../components/request-detail/ClientReviewForm';
import { formatDate } from '../../../lib/format';
import { requestNumber } from '../../../lib/money';
import { asCard, useMyServiceHistory } from '../api/requests';
import { useMyReviews } from '../api/account';
import { EmptyBox } from '../components/EmptyBox';
import { StatCard } from '../components/StatCard';
import { LoadMore } from '../../../components/pagination/LoadMore';

/** /client-reviews: each completed request is 'Pending Review' until reviewed, then read-only stars. */
export default function ClientReviewsPage() {
  const { history, loading, more } = useMyServiceHistory();
  const { reviews, loading: reviewsLoading } = useMyReviews();
  const byRequest = new Map(reviews.map((r) => [String(r.requestId), r]));
  const done = history.map(asCard);
  const pending = done.filter((r) => !byRequest.has(r.id));
  const avg = reviews.length ? reviews.reduce((s, r) => s + r.workerRating, 0) / reviews.length : null;

  return (
    <PageContainer maxW="4xl">
      <PageHeader title="My Reviews" description="Rate your completed services and help us keep quality high." />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="8">
        <StatCard label="Reviews Submitted" value={reviews.length} icon={<FiCheckCircle />} loading={reviewsLoading} />
        <StatCard label="Pending Reviews" value={pending.length} icon={<FiClock />} loading={loading || reviewsLoading} />
        <StatCard label="Average Rating" value={avg !== null ? avg.toFixed(1) : '—'} icon={<FiStar />} loading={reviewsLoading} />
      </SimpleGrid>
      {loading && <Skeleton height="40" rounded="xl" />}
      {!loading && done.length === 0 && <EmptyBox icon={<FiStar />} title="Nothing to review yet" description="Completed services appear here for your rating." />}
      <Stack gap="4">
        {done.map((r) => {
          const review = byRequest.get(r.id);
          return (
            <Box key={r.id} borderWidth="1px" rounded="xl" p="5" bg="bg.panel">
              <HStack justify="space-between" mb="3" align="start">
                <Stack gap="0">
                  <Text fontWeight="bold">
                    <span aria-hidden>{r.category.icon}</span> {r.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {requestNumber(r.id)} · {r.provider?.name ?? 'Provider'} · {r.completedAt ? formatDate(r.completedAt) : ''}
                  </Text>
                </Stack>
                <Badge colorPalette={review ? 'green' : 'yellow'}>{review ? 'Reviewed' : 'Pending Review'}</Badge>
              </HStack>
              {review ? (
                <Stack gap="1">
                  <Stars value={review.workerRating} />
                  {review.comment && <Text fontStyle="italic">“{review.comment}”</Text>}
                </Stack>
              ) : (
                <ClientReviewForm request={r} />
              )}
            </Box>
          );
        })}
      </Stack>
      <LoadMore {...more} />
    </PageContainer>
  );
}
