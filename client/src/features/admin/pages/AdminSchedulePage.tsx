import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { FiCalendar } from 'react-icons/fi';
import { useAdminSchedule } from '../api/adminSchedule';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { Empty, ListSkeleton, LoadError, Section } from '../components/ui';
import { groupByDay } from '../components/schedule';
import { AdminScheduleCard } from '../components/AdminScheduleRow';
import { LoadMore } from '../../../components/pagination/LoadMore';

/** /schedule: scheduled work grouped by Today, Tomorrow, weekday, or month and day. */
export default function AdminSchedulePage() {
  const { requests, loading, error, more } = useAdminSchedule();
  const [openId, setOpenId] = useState<string | null>(null);
  const groups = groupByDay(requests);
  return (
    <AdminPage {...adminIntros.schedule}>
      {loading ? <ListSkeleton /> : error ? <LoadError error={error} fallback="Failed to fetch the schedule" /> : groups.length === 0 ? (
        <Empty title="Nothing scheduled" description="Scheduled visits appear here, grouped by day." icon={<FiCalendar />} />
      ) : (
        <Stack gap="8">
          {groups.map((g) => (
            <Section key={g.label} title={g.label} count={g.items.length}>
              <Stack gap="2">
                {g.items.map((r) => (
                  <AdminScheduleCard key={r.id} visit={r} onOpen={setOpenId} />
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
