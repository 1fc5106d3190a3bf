import { useState } from 'react';
import { Badge, Box, HStack, Input, InputGroup, Link, Stack, Text } from '@chakra-ui/react';
import { FiSearch } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminSearch } from '../api/adminSearch';

/** Dashboard search over requests, clients and providers: at most 5 matches. */
export function DashboardSearch() {
  const [query, setQuery] = useState('');
  const { results, loading } = useAdminSearch(query);
  return (
    <Box position="relative">
      <InputGroup startElement={<FiSearch />}>
        <Input type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} placeholder="Search requests, clients and providers" aria-label="Search the dashboard" />
      </InputGroup>
      {query.trim() && (
        <Stack gap="0" mt="2" borderWidth="1px" rounded="lg" bg="bg.panel" divideY="1px" role="list" aria-label="Search results">
          {results.length === 0 ? (
            <Text p="3" color="fg.muted">{loading ? 'Searching…' : `No matches for "${query.trim()}"`}</Text>
          ) : (
            results.map((r) => (
              <Link key={`${r.kind}-${r.id}`} asChild p="3" _hover={{ bg: 'bg.muted', textDecoration: 'none' }} role="listitem">
                <RouterLink to={r.link}>
                  <HStack justify="space-between" w="full">
                    <Stack gap="0">
                      <Text fontWeight="medium">{r.title}</Text>
                      <Text fontSize="sm" color="fg.muted">{r.subtitle}</Text>
                    </Stack>
                    <Badge>{r.kind}</Badge>
                  </HStack>
                </RouterLink>
              </Link>
            ))
          )}
        </Stack>
      )}
    </Box>
  );
}
