import { Badge, Box, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiCheckCircle, FiClock, FiStar } from 'react-icons/fi';
import { PageContainer, PageHeader } from '../../../components/page';
import { clientIntros } from '../intros';
import { Stars } from '../../../components/request-detail/Stars';
import { ClientReviewForm } from '../../../components/request-detail/ClientReviewForm';
import { formatDate } from '../../../lib/format';
import { requestNumber } from '../../../lib/money';
import { useMyServiceHistory } from '../api/myServiceHistory';
import { useMyClientStats } from '../api/myClientStats';
import { useMyReviews } from '../api/myReviews';
import { EmptyBox } from '../components/EmptyBox';
import { StatCard } from '../components/StatCard';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { combineLoadMore } from '../../../lib/pagination';
import { CategoryIcon } from '../../../components/category/CategoryIcon';

/**
 * /client-reviews: each completed request is 'Pending Review' until reviewed (its rating is
 * set), then read-only stars and the comment. The cards count every review; 'Load more'
 * loads the next page of the completed services and of the reviews together.
 */
export default function ClientReviewsPage() {
  const { history, loading, more: moreHistory } = useMyServiceHistory();
  const { reviews, more: moreReviews } = useMyReviews();
  const { stats, loading: statsLoading } = useMyClientStats();
  const byRequest = new Map(reviews.map((r) => [String(r.requestId), r]));
  const more = combineLoadMore(moreHistory, moreReviews);
  const avg = stats?.averageRatingGiven ?? null;

  return (
    <PageContainer maxW="4xl">
      <PageHeader {...clientIntros.reviews} />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="8">
        <StatCard label="Reviews Submitted" value={stats?.reviewCount ?? 0} icon={<FiCheckCircle />} loading={statsLoading} />
        <StatCard label="Pending Reviews" value={Math.max(0, (stats?.completed ?? 0) - (stats?.reviewCount ?? 0))} icon={<FiClock />} loading={statsLoading} />
        <StatCard label="Average Rating" value={avg !== null ? avg.toFixed(1) : '—'} icon={<FiStar />} loading={statsLoading} />
      </SimpleGrid>
      {loading && <Skeleton height="40" rounded="xl" />}
      {!loading && history.length === 0 && <EmptyBox icon={<FiStar />} title="Nothing to review yet" description="Completed services appear here for your rating." />}
      <Stack gap="4">
        {history.map((r) => {
          const review = byRequest.get(r.id);
          const rating = review?.workerRating ?? r.rating ?? null;
          return (
            <Box key={r.id} borderWidth="1px" rounded="xl" p="5" bg="bg.panel">
              <HStack justify="space-between" mb="3" align="start">
                <Stack gap="0">
                  <Text fontWeight="bold">
                    <CategoryIcon category={r.category} /> {r.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {requestNumber(r.id)} · {r.provider?.name ?? 'Provider'} · {r.completedAt ? formatDate(r.completedAt) : ''}
                  </Text>
                </Stack>
                <Badge colorPalette={rating !== null ? 'green' : 'yellow'}>{rating !== null ? 'Reviewed' : 'Pending Review'}</Badge>
              </HStack>
              {rating !== null ? (
                <Stack gap="1">
                  <Stars value={rating} />
                  {review?.comment && <Text fontStyle="italic">“{review.comment}”</Text>}
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
