import { useState } from 'react';
import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FiCalendar } from 'react-icons/fi';
import { useAdminSchedule } from '../api/dashboard';
import { AdminPage } from '../components/AdminPage';
import { AdminRequestDialog } from '../components/AdminRequestDialog';
import { Empty, ListSkeleton, LoadError, Section } from '../components/ui';
import { groupByDay } from '../components/schedule';
import { requestNumber, statusLabel, statusPalette } from '../../../lib/money';
import { formatTime } from '../../../lib/format';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { CategoryIcon } from '../../../components/category/CategoryIcon';

/** /schedule: scheduled work grouped by Today, Tomorrow, weekday, or month and day. */
export default function AdminSchedulePage() {
  const { requests, loading, error, more } = useAdminSchedule();
  const [openId, setOpenId] = useState<string | null>(null);
  const groups = groupByDay(requests);
  return (
    <AdminPage title="Schedule" description="Upcoming visits, soonest first.">
      {loading ? <ListSkeleton /> : error ? <LoadError error={error} fallback="Failed to fetch the schedule" /> : groups.length === 0 ? (
        <Empty title="Nothing scheduled" description="Scheduled visits appear here, grouped by day." icon={<FiCalendar />} />
      ) : (
        <Stack gap="8">
          {groups.map((g) => (
            <Section key={g.label} title={g.label} count={g.items.length}>
              <Stack gap="2">
                {g.items.map((r) => (
                  <Card.Root key={r.id} variant="outline" cursor="pointer" onClick={() => setOpenId(r.id)}>
                    <Card.Body py="3">
                      <HStack justify="space-between" wrap="wrap">
                        <HStack gap="4">
                          <Text fontWeight="bold" minW="20">{formatTime(r.scheduledAt!)}</Text>
                          <Stack gap="0">
                            <Text fontWeight="medium">{requestNumber(r.id)} <CategoryIcon category={r.category} /> {r.title}</Text>
                            <Text fontSize="sm" color="fg.muted">{r.clientName} · {r.serviceAddress}, {r.serviceCity} · {r.provider?.name ?? 'Unassigned'}</Text>
                          </Stack>
                        </HStack>
                        <Badge colorPalette={statusPalette(r.displayStatus)}>{statusLabel(r.displayStatus)}</Badge>
                      </HStack>
                    </Card.Body>
                  </Card.Root>
                ))}
              </Stack>
            </Section>
          ))}
        </Stack>
      )}
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
      <LoadMore {...more} />
    </AdminPage>
  );
}
