import { useState } from 'react';
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FiCheckCircle } from 'react-icons/fi';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { useReviewQueue } from '../api/adminReviewQueue';
import { Empty, ListSkeleton, LoadError, Section, sectionCount } from './ui';
import { AdminRequestDialog } from './LazyDialogs';
import { formatCents, requestNumber } from '../../../lib/money';
import { formatRelativeTime } from '../../../lib/format';
import { LoadMore } from '../../../components/pagination/LoadMore';

/**
 * What a row of the review queue shows of a request. The admin's live event and resync carry
 * it too (in AdminLiveRow_request), so a row updates in place when its request changes.
 */
export const ReviewQueueRowFields = graphql(`
  fragment ReviewQueueRow_request on ServiceRequest {
    id title clientName displayStatus status invoicePaymentAmountCents invoicePaymentDate hundredDollarSpecial adminApprovalStatus createdAt
    category { id name icon }
    provider { id name }
    billing { serviceCostCents balanceDueCents workerPayoutCents }
  }
`);

/** One request waiting for review, with the button that opens it on its Updates tab. */
function ReviewQueueRow({ request, onReview }: { request: FragmentType<typeof ReviewQueueRowFields>; onReview: (id: string) => void }) {
  const r = useFragment(ReviewQueueRowFields, request);
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="0.5" minW="0" flex="1">
            <HStack wrap="wrap" gap="2">
              <Text fontWeight="semibold" overflowWrap="anywhere">{requestNumber(r.id)} · {r.title}</Text>
              {r.hundredDollarSpecial && <Badge colorPalette="purple">$100 Special</Badge>}
              {r.status === 'closed_pending_review' ? <Badge colorPalette="purple">Needs inspection</Badge> : <Badge colorPalette="orange">Awaiting Admin Review</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {r.clientName} · {r.provider?.name ?? 'No worker'} · paid {r.invoicePaymentAmountCents !== null && r.invoicePaymentAmountCents !== undefined ? formatCents(r.invoicePaymentAmountCents) : formatCents(0)}
              {r.invoicePaymentDate ? ` ${formatRelativeTime(r.invoicePaymentDate)}` : ''} · payout {formatCents(r.billing.workerPayoutCents)}
            </Text>
          </Stack>
          <Button size="sm" colorPalette="gold" onClick={() => onReview(r.id)} aria-label={`Review request ${requestNumber(r.id)}`}>
            Review
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** The Admin Review Queue: paid work waiting for payment approval, live through the adminReviewChanged subscription. */
export function ReviewQueue() {
  const { queue, loading, error, more } = useReviewQueue();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Section title="Admin Review Queue" count={sectionCount({ loading, error, more }, queue.length)}>
      {loading ? (
        <ListSkeleton rows={2} height="16" />
      ) : error ? (
        <LoadError error={error} fallback="Failed to fetch service requests" />
      ) : queue.length === 0 ? (
        <Empty title="Nothing waiting for review" description="Paid work that needs your approval appears here as soon as the client pays." icon={<FiCheckCircle />} />
      ) : (
        <Stack gap="3">
          {queue.map((r) => (
            <ReviewQueueRow key={r.id} request={r} onReview={setOpenId} />
          ))}
        </Stack>
      )}
      <LoadMore {...more} />
      {/* Review opens where the decision is: the Updates tab, with Approve Payment & Release Funds. */}
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} initialTab="updates" />
    </Section>
  );
}
