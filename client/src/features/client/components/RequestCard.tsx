import { forwardRef, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FiCalendar, FiMapPin } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { requestNumber, statusLabel, statusPalette } from '../../../lib/money';
import { schedulingLabel } from '../../../components/request-detail/scheduling';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { CategoryIcon } from '../../../components/category/CategoryIcon';
import { AddToCalendarButton } from '../../../components/calendar/AddToCalendarButton';
import { OnTheWayNotice } from './OnTheWayNotice';
import { frequencyLabel } from '../../../lib/series';
import { RequestAddress } from '../../../components/address/RequestAddress';

/**
 * What the card shows of a request. The client's live event and its resync carry it too
 * (ClientRequestChanged, ClientLiveResync), so a card moves on when its request does.
 */
export const RequestCardFields = graphql(`
  fragment RequestCard_request on ServiceRequest {
    id
    title
    series {
      id
      position
      total
      frequency
    }
    status
    displayStatus
    appointmentFeePaid
    address {
      ...RequestAddress_address
    }
    preferredDate
    preferredTime
    specificTime
    scheduledAt
    onMyWayAt
    etaMinutes
    createdAt
    category {
      id
      name
      icon
    }
    provider {
      id
      name
    }
  }
`);

interface Props {
  request: FragmentType<typeof RequestCardFields>;
  highlighted?: boolean;
  onView: () => void;
  actions?: ReactNode;
}

/** One request on the client's dashboard: status, where and when, and what to do next. */
export const RequestCard = forwardRef<HTMLDivElement, Props>(function RequestCard({ request, highlighted, onView, actions }, ref) {
  const r = useFragment(RequestCardFields, request);
  const unpaid = r.displayStatus === 'awaiting_payment';
  const matching = r.status === 'pending' && r.appointmentFeePaid;
  return (
    <Box
      ref={ref}
      id={`request-${r.id}`}
      data-testid={`request-card-${r.id}`}
      data-highlighted={highlighted ? 'true' : undefined}
      borderWidth="2px"
      borderColor={highlighted ? 'gold.solid' : 'border'}
      bg={highlighted ? 'gold.subtle' : 'bg.panel'}
      shadow={highlighted ? 'lg' : 'xs'}
      rounded="xl"
      p="5"
      transition="all 0.3s"
    >
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5">
            <Text fontSize="xs" color="fg.muted" fontWeight="semibold">
              Request {requestNumber(r.id)} · {formatDate(r.createdAt)}
            </Text>
            <Text fontWeight="bold" fontSize="lg">
              <CategoryIcon category={r.category} /> {r.title}
            </Text>
            {r.series ? (
              <HStack gap="2">
                <Text fontSize="sm" fontWeight="semibold" data-testid="series-position">
                  Visit {r.series.position} of {r.series.total}
                </Text>
                <Badge size="sm" variant="outline" colorPalette="purple">
                  {frequencyLabel(r.series.frequency)}
                </Badge>
              </HStack>
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              {r.category.name}
            </Text>
          </Stack>
          <Badge colorPalette={statusPalette(r.displayStatus)} size="md">
            {statusLabel(r.displayStatus)}
          </Badge>
        </HStack>
        <Stack gap="1" fontSize="sm">
          <HStack gap="2">
            <FiMapPin aria-hidden />
            <Text>
              <RequestAddress address={r.address} />
            </Text>
          </HStack>
          <HStack gap="2">
            <FiCalendar aria-hidden />
            <Text>{schedulingLabel(r)}</Text>
          </HStack>
          {r.provider && <Text>Provider: {r.provider.name}</Text>}
        </Stack>
        {unpaid && (
          <Alert.Root status="warning" rounded="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Consultation fee unpaid</Alert.Title>
              <Alert.Description>Pay the $102.99 consultation fee to send this request to our providers.</Alert.Description>
            </Alert.Content>
            <Button asChild size="sm" colorPalette="orange" alignSelf="center">
              <RouterLink to={`/checkout?requestId=${r.id}&amount=102.99`}>Pay Now</RouterLink>
            </Button>
          </Alert.Root>
        )}
        <OnTheWayNotice status={r.status} onMyWayAt={r.onMyWayAt} etaMinutes={r.etaMinutes} />
        {matching && (
          <Alert.Root status="info" rounded="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>You're being matched with a provider</Alert.Title>
              <Alert.Description>Your fee is paid. We are matching you with a trusted provider and will contact you within 24-48 hours.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={onView}>
            View Details
          </Button>
          {r.scheduledAt && r.status !== 'cancelled' && <AddToCalendarButton requestId={r.id} />}
          {actions}
        </HStack>
      </Stack>
    </Box>
  );
});
