import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useRefundDeadlines } from '../api/messages';
import { formatDateTime } from '../../../lib/format';
import { requestNumber } from '../../../lib/money';
import { RequestAddress } from '../../../components/address/RequestAddress';

const HOUR = 3_600_000;

function timeLeft(dueIso: string, now: number): { text: string; palette: string } {
  const ms = Date.parse(dueIso) - now;
  if (ms <= 0) return { text: 'refund due now', palette: 'red' };
  const hours = Math.floor(ms / HOUR);
  const text = hours >= 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h left` : `${hours} h ${Math.floor((ms % HOUR) / 60_000)} min left`;
  return { text, palette: hours < 24 ? 'red' : hours < 72 ? 'orange' : 'gray' };
}

/**
 * The FAQ's promise, watched: paid requests no worker has taken, the nearest 7-day refund
 * deadline first. At the deadline the fee is refunded and the client told, unless a worker
 * accepts or is assigned first.
 */
export function RefundDeadlines() {
  const { requests, hasMore, loading, error } = useRefundDeadlines(5);
  if (loading || error || requests.length === 0) return null;
  const now = Date.now();
  return (
    <Card.Root as="section" aria-label="7-day refund deadlines" variant="outline" mb="6">
      <Card.Header pb="2">
        <Card.Title fontSize="md">7-day refund deadlines</Card.Title>
        <Card.Description>Paid requests without a worker are refunded 7 days after payment. Soonest first{hasMore ? ' (the 5 nearest)' : ''}.</Card.Description>
      </Card.Header>
      <Card.Body pt="2">
        <Stack as="ul" gap="2">
          {requests.map((r) => {
            const left = r.feeRefundDueAt ? timeLeft(r.feeRefundDueAt, now) : null;
            return (
              <HStack as="li" key={r.id} listStyleType="none" justify="space-between" wrap="wrap" gap="2">
                <Text>
                  <Text as="span" fontWeight="medium">{requestNumber(r.id)} {r.title}</Text>
                  <Text as="span" color="fg.muted"> · {r.clientName} · <RequestAddress address={r.address} shown="city" /></Text>
                </Text>
                {left && r.feeRefundDueAt && (
                  <HStack gap="2">
                    <Text fontSize="sm" color="fg.muted">{formatDateTime(r.feeRefundDueAt)}</Text>
                    <Badge colorPalette={left.palette}>{left.text}</Badge>
                  </HStack>
                )}
              </HStack>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
