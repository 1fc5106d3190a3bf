import { useState } from 'react';
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FiActivity } from 'react-icons/fi';
import { useRecentActivity } from '../api/analytics';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { Empty, ListSkeleton, LoadError } from '../components/ui';
import { formatCents, requestNumber } from '../../../lib/money';
import { formatDateTime } from '../../../lib/format';
import { RowButton } from '../../../components/table/RowButton';

/** /admin/recent-activity: request timelines and audited decisions, newest first. */
export default function AdminRecentActivityPage() {
  const { items, loading, error } = useRecentActivity(100);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <AdminPage {...adminIntros.recentActivity}>
      {loading ? <ListSkeleton rows={5} height="14" /> : error ? <LoadError error={error} fallback="Failed to load activity" /> : items.length === 0 ? (
        <Empty title="No activity yet" icon={<FiActivity />} />
      ) : (
        <Stack as="ol" gap="2">
          {items.map((a) => (
            <Box as="li" key={a.id} listStyleType="none" borderWidth="1px" rounded="lg" p="3" cursor={a.requestId ? 'pointer' : undefined} onClick={() => a.requestId && setOpenId(String(a.requestId))}>
              <HStack justify="space-between" wrap="wrap">
                <HStack>
                  <Badge colorPalette={a.source === 'audit' ? 'gold' : 'gray'}>{a.source === 'audit' ? 'Audit' : 'Job'}</Badge>
                  {a.requestId ? (
                    <RowButton onClick={() => setOpenId(String(a.requestId))}><Text as="span" fontWeight="medium">{a.description}</Text></RowButton>
                  ) : (
                    <Text fontWeight="medium">{a.description}</Text>
                  )}
                </HStack>
                <Text fontSize="sm" color="fg.muted">{formatDateTime(a.createdAt)}</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {a.action.replace(/_/g, ' ')}{a.actorRole ? ` · by ${a.actorRole}` : ''}{a.requestId ? ` · ${requestNumber(a.requestId)}` : ''}{a.amountCents !== null && a.amountCents !== undefined ? ` · ${formatCents(a.amountCents)}` : ''}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
