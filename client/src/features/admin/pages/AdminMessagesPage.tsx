import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { FiMail } from 'react-icons/fi';
import { useAdminMessages } from '../api/messages';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { Empty, ListSkeleton, LoadError } from '../components/ui';
import { LoadMore } from '../../../components/pagination/LoadMore';
import { formatDateTime } from '../../../lib/format';

const STATES: { value: string | null; label: string }[] = [
  { value: null, label: 'All' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
  { value: 'skipped_preference', label: 'Skipped by preference' },
  { value: 'skipped_no_address', label: 'No address' },
  { value: 'cancelled', label: 'Cancelled' },
];

const PALETTE: Record<string, string> = { sent: 'green', queued: 'blue', sending: 'blue', failed: 'red', skipped_preference: 'gray', skipped_no_address: 'orange', cancelled: 'gray' };
const LABEL: Record<string, string> = { skipped_preference: 'skipped by preference', skipped_no_address: 'no address' };

/** /admin/messages: the e-mails and text messages the app sent or will send, with their state. */
export default function AdminMessagesPage() {
  const [state, setState] = useState<string | null>(null);
  const { messages, loading, error, more } = useAdminMessages(state);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <AdminPage {...adminIntros.messages}>
      <Wrap gap="2" mb="4" role="group" aria-label="Show messages">
        {STATES.map((s) => (
          <Button key={s.label} size="sm" variant={state === s.value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={state === s.value} onClick={() => setState(s.value)}>
            {s.label}
          </Button>
        ))}
      </Wrap>
      {loading ? <ListSkeleton rows={5} height="16" /> : error ? <LoadError error={error} fallback="Failed to load messages" /> : messages.length === 0 ? (
        <Empty title="No messages" description={state ? 'None in this state.' : 'Messages appear here as requests are paid, jobs accepted and visits scheduled.'} icon={<FiMail />} />
      ) : (
        <Stack as="ol" gap="2">
          {messages.map((m) => (
            <Box as="li" key={m.id} listStyleType="none" borderWidth="1px" rounded="lg" p="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette={PALETTE[m.state] ?? 'gray'}>{LABEL[m.state] ?? m.state}</Badge>
                  <Badge variant="outline">{m.channel === 'email' ? 'E-mail' : 'Text'}</Badge>
                  <Text fontWeight="medium">{m.subject ?? m.kind.replace(/_/g, ' ')}</Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted">{formatDateTime(m.sentAt ?? m.createdAt)}</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                To {m.recipientName || 'unknown'} ({m.audience}){m.recipient ? ` · ${m.recipient}` : ''} · {m.kind.replace(/_/g, ' ')}
                {m.attempts > 1 ? ` · ${m.attempts} attempts` : ''}
                {m.state === 'queued' && m.attempts > 0 ? ` · next try ${formatDateTime(m.dueAt)}` : ''}
              </Text>
              {m.lastError && <Text fontSize="sm" color={m.state === 'failed' || m.state === 'queued' ? 'red.fg' : 'fg.muted'}>{m.lastError}</Text>}
              {m.textBody && (
                <Button size="xs" variant="ghost" mt="1" px="0" aria-expanded={open === m.id} onClick={() => setOpen(open === m.id ? null : m.id)}>
                  {open === m.id ? 'Hide text' : 'Show text'}
                </Button>
              )}
              {open === m.id && m.textBody && (
                <Box as="pre" mt="2" p="3" bg="bg.muted" rounded="md" fontSize="xs" whiteSpace="pre-wrap" fontFamily="mono">{m.textBody}</Box>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <LoadMore {...more} />
    </AdminPage>
  );
}
