import { useState } from 'react';
import { Badge, Input, InputGroup, Link, Stack, Table, Text } from '@chakra-ui/react';
import { FiSearch } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { useSearchAccounts } from '../api/adminSearchAccounts';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { Empty, ListSkeleton, Section } from '../components/ui';

/** /search-accounts: clients and providers by name, e-mail or phone. */
export default function AdminSearchAccountsPage() {
  const [query, setQuery] = useState('');
  const { result, loading } = useSearchAccounts(query);
  return (
    <AdminPage {...adminIntros.searchAccounts}>
      <Stack gap="6">
        <InputGroup startElement={<FiSearch />}>
          <Input type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} placeholder="Name, e-mail or phone" aria-label="Search accounts" />
        </InputGroup>
        {!query.trim() ? <Empty title="Search for an account" description="Type at least one character." icon={<FiSearch />} /> : loading ? <ListSkeleton rows={2} /> : !result || (result.clients.length === 0 && result.providers.length === 0) ? (
          <Text color="fg.muted">No accounts match "{query.trim()}".</Text>
        ) : (
          <>
            <Section title="Clients" count={result.clients.length}>
              <Table.Root size="sm"><Table.Body>
                {result.clients.map((c) => (
                  <Table.Row key={c.id}>
                    <Table.Cell><Link asChild><RouterLink to={`/admin-customer-service?customerId=${c.id}`}>{c.name}</RouterLink></Link></Table.Cell>
                    <Table.Cell>{c.email}</Table.Cell><Table.Cell>{c.phone ?? ''}</Table.Cell><Table.Cell>{[c.city, c.state].filter(Boolean).join(', ')}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body></Table.Root>
            </Section>
            <Section title="Service Providers" count={result.providers.length}>
              <Table.Root size="sm"><Table.Body>
                {result.providers.map((p) => (
                  <Table.Row key={p.id}>
                    <Table.Cell>{p.name}</Table.Cell><Table.Cell>{p.email}</Table.Cell><Table.Cell>{p.phone}</Table.Cell>
                    <Table.Cell><Badge>{p.status.replace(/_/g, ' ')}</Badge></Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body></Table.Root>
            </Section>
          </>
        )}
      </Stack>
    </AdminPage>
  );
}
