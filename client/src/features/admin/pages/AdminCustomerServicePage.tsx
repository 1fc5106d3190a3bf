import { useState } from 'react';
import { Badge, Button, Card, Grid, HStack, Input, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useLazyQuery } from '@apollo/client/react';
import { FiHeadphones } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { AdminCustomerLookupDocument } from '../api/adminCustomerLookup';
import { AdminRequestLookupDocument } from '../api/adminRequestLookup';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { Empty, ListSkeleton } from '../components/ui';
import { requestNumber, statusLabel, statusPalette } from '../../../lib/money';
import { formatDate } from '../../../lib/format';

type Mode = 'customer' | 'request';

/** /admin-customer-service: look a customer up by id or a request by number. */
export default function AdminCustomerServicePage() {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('customer');
  const [input, setInput] = useState(params.get('customerId') ?? '');
  const [searched, setSearched] = useState<{ mode: Mode; value: string } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [findCustomer, customer] = useLazyQuery(AdminCustomerLookupDocument, { fetchPolicy: 'network-only' });
  const [findRequest, request] = useLazyQuery(AdminRequestLookupDocument, { fetchPolicy: 'network-only' });

  const search = () => {
    const value = input.trim();
    if (!value) return;
    setSearched({ mode, value });
    if (mode === 'customer') void findCustomer({ variables: { customerId: value } });
    else void findRequest({ variables: { requestNumber: value } });
  };

  const loading = searched?.mode === 'customer' ? customer.loading : request.loading;
  const c = searched?.mode === 'customer' ? customer.data?.adminCustomerLookup : null;
  const r = searched?.mode === 'request' ? request.data?.adminRequestLookup : null;
  const noResult = searched && !loading && (searched.mode === 'customer' ? customer.data && !c : request.data && !r);

  return (
    <AdminPage {...adminIntros.customerService}>
      <Stack gap="6">
        <HStack gap="3" wrap="wrap">
          <SegmentGroup.Root value={mode} onValueChange={(e) => setMode((e.value as Mode) ?? 'customer')} aria-label="Lookup by">
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={[{ value: 'customer', label: 'Customer ID' }, { value: 'request', label: 'Request #' }]} />
          </SegmentGroup.Root>
          <Input maxW="xs" inputMode="numeric" value={input} onChange={(e) => setInput(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && search()}
            placeholder={mode === 'customer' ? 'Customer ID' : 'Request number'} aria-label={mode === 'customer' ? 'Customer ID to look up' : 'Request number to look up'} />
          <Button colorPalette="gold" onClick={search}>Search</Button>
        </HStack>
        {!searched ? (
          <Empty title="Look up a customer or a request" description="Choose Customer ID or Request #, type the number and press Enter or Search. Click a request to open its case, billing included." icon={<FiHeadphones />} />
        ) : loading ? <ListSkeleton rows={2} /> : noResult ? (
          <Text role="status" color="fg.muted">No {searched.mode === 'customer' ? 'customer' : 'request'} found with {searched.mode === 'customer' ? 'ID' : 'number'} "{searched.value}"</Text>
        ) : c ? (
          <Stack gap="4">
            <Card.Root variant="outline"><Card.Body>
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="2">
                <Text fontWeight="semibold" fontSize="lg">{c.client.name}</Text>
                <Text>Member since {formatDate(c.client.createdAt)}</Text>
                <Text>{c.client.email}</Text>
                <Text>{c.client.phone ?? 'No phone'}</Text>
                <Text>{[c.client.address, c.client.city, c.client.state, c.client.zipCode].filter(Boolean).join(', ') || 'No address'}</Text>
                <Text>{c.requestCount} requests</Text>
              </Grid>
            </Card.Body></Card.Root>
            {c.requests.map((q) => (
              <Card.Root key={q.id} variant="outline" cursor="pointer" onClick={() => setOpenId(q.id)}>
                <Card.Body py="3"><HStack justify="space-between" wrap="wrap">
                  <Text>{requestNumber(q.id)} · {q.title} · <Text as="span" color="fg.muted">{q.category.name} · {formatDate(q.createdAt)}</Text></Text>
                  <Badge colorPalette={statusPalette(q.displayStatus)}>{statusLabel(q.displayStatus)}</Badge>
                </HStack></Card.Body>
              </Card.Root>
            ))}
          </Stack>
        ) : r ? (
          <Card.Root variant="outline" cursor="pointer" onClick={() => setOpenId(r.id)}>
            <Card.Body gap="2">
              <HStack justify="space-between"><Text fontWeight="semibold" fontSize="lg">{requestNumber(r.id)} · {r.title}</Text><Badge colorPalette={statusPalette(r.displayStatus)}>{statusLabel(r.displayStatus)}</Badge></HStack>
              <Text>{r.description}</Text>
              <Text fontSize="sm" color="fg.muted">{r.category.name} · created {formatDate(r.createdAt)}</Text>
              <Text fontSize="sm">Customer: {r.client.name} · {r.client.email} · {r.client.phone ?? 'No phone'}</Text>
            </Card.Body>
          </Card.Root>
        ) : null}
      </Stack>
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
