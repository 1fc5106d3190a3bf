import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FiCalendar, FiMapPin, FiNavigation, FiTool, FiUser } from 'react-icons/fi';
import { addressLine, RequestAddress, RequestAddressFields } from '../address/RequestAddress';
import { InfoCard } from './parts';
import { schedulingLabel } from './scheduling';
import { graphql, useFragment, type FragmentType } from '../../gql';

/** What the Overview tab shows: the people, the place and the schedule. */
export const OverviewTabFragment = graphql(`
  fragment OverviewTab_request on ServiceRequest {
    appointmentFeePaid
    estimatedDuration
    address {
      ...RequestAddress_address
    }
    preferredDate
    preferredTime
    specificTime
    alternativeTime1
    alternativeTime2
    scheduledAt
    client {
      id
      name
      email
      phone
      address
      city
      state
      zipCode
    }
    provider {
      id
      name
      email
      phone
      rating
      ratingCount
    }
  }
`);


function durationLabel(minutes: number | null | undefined): string | null {
  if (!minutes) return null;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h}h` : '', m ? `${m}m` : ''].filter(Boolean).join(' ');
}

export function OverviewTab({ request }: { request: FragmentType<typeof OverviewTabFragment> }) {
  const r = useFragment(OverviewTabFragment, request);
  const place = useFragment(RequestAddressFields, r.address);
  const address = addressLine(place);
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
  const billingAddress = [r.client.address, r.client.city, [r.client.state, r.client.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const duration = durationLabel(r.estimatedDuration);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <InfoCard title="Client" icon={<FiUser aria-hidden />}>
        <Text fontWeight="semibold">{r.client.name}</Text>
        <Text fontSize="sm">{r.client.email}</Text>
        {r.client.phone && <Text fontSize="sm">{r.client.phone}</Text>}
        {billingAddress && (
          <Text fontSize="sm" color="fg.muted">
            Billing address: {billingAddress}
          </Text>
        )}
      </InfoCard>
      <InfoCard title="Service Provider" icon={<FiTool aria-hidden />}>
        {r.provider ? (
          <>
            <Text fontWeight="semibold">{r.provider.name}</Text>
            <Text fontSize="sm">
              {r.provider.ratingCount > 0 ? `★ ${r.provider.rating.toFixed(1)} / 5.0 (${r.provider.ratingCount})` : 'No ratings yet'}
            </Text>
            <Text fontSize="sm">{r.provider.email}</Text>
            <Text fontSize="sm">{r.provider.phone}</Text>
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {r.appointmentFeePaid ? 'We are matching you with a provider.' : 'A provider is matched once the consultation fee is paid.'}
          </Text>
        )}
      </InfoCard>
      <InfoCard title="Service Location" icon={<FiMapPin aria-hidden />}>
        <Text fontSize="sm">{place.street ?? 'Street address shown once the job is yours'}</Text>
        <Text fontSize="sm">
          <RequestAddress address={r.address} shown="area" />
        </Text>
        <Button asChild size="xs" variant="outline" alignSelf="flex-start" mt="2">
          <a href={mapsUrl} target="_blank" rel="noreferrer">
            <FiNavigation aria-hidden /> Navigate
          </a>
        </Button>
      </InfoCard>
      <InfoCard title="Scheduling" icon={<FiCalendar aria-hidden />}>
        <Text fontSize="sm">{schedulingLabel(r)}</Text>
        {(r.alternativeTime1 || r.alternativeTime2) && (
          <Stack gap="0" fontSize="sm" color="fg.muted">
            {r.alternativeTime1 && <Text>Alternative: {r.alternativeTime1}</Text>}
            {r.alternativeTime2 && <Text>Alternative: {r.alternativeTime2}</Text>}
          </Stack>
        )}
        {duration && <Text fontSize="sm">Estimated duration: {duration}</Text>}
      </InfoCard>
    </SimpleGrid>
  );
}
