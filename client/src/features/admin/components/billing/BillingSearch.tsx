import { useState } from 'react';
import { Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { FiSearch } from 'react-icons/fi';
import { useBillingSearch } from '../../api/adminBillingSearch';
import { InvoiceRows } from '../InvoiceRows';
import { ListSkeleton } from '../ui';

/** Billing's search box and what it finds. */
export function BillingSearch({ onOpen: setOpenId }: { onOpen: (requestId: string) => void }) {
  const [query, setQuery] = useState('');
  const search = useBillingSearch(query);
  return (
    <Stack gap="3">
      <InputGroup startElement={<FiSearch />}>
        <Input type="search" placeholder="Search by request #, invoice #, title, client name or e-mail" aria-label="Search billing" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
      </InputGroup>
      {query.trim() && (search.loading ? <ListSkeleton rows={1} /> : search.rows.length === 0 ? <Text color="fg.muted">No billing records match "{query.trim()}".</Text> : <InvoiceRows rows={search.rows} onOpen={setOpenId} />)}
    </Stack>
  );
}
