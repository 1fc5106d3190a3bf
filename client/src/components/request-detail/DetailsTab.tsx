import type { ReactNode } from 'react';
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { CategoryIcon } from '../category/CategoryIcon';

/** What the Details tab shows: the description, notes, labels and invoices. */
export const DetailsTabFragment = graphql(`
  fragment DetailsTab_request on ServiceRequest {
    description
    notes
    priority
    serviceTypeName
    estimatedCostCents
    createdAt
    category {
      id
      name
      icon
    }
    invoices {
      id
      invoiceNumber
      status
      finalAmountCents
      createdAt
    }
  }
`);

export function DetailsTab({ request, children }: { request: FragmentType<typeof DetailsTabFragment>; children?: ReactNode }) {
  const r = useFragment(DetailsTabFragment, request);
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h3" size="sm" mb="1">
          Description
        </Heading>
        <Text whiteSpace="pre-wrap">{r.description}</Text>
      </Box>
      <Box>
        <Heading as="h3" size="sm" mb="1">
          Special Notes
        </Heading>
        <Text whiteSpace="pre-wrap" color={r.notes ? undefined : 'fg.muted'}>
          {r.notes || 'No special notes'}
        </Text>
      </Box>
      <HStack gap="2" wrap="wrap">
        <Badge><CategoryIcon category={r.category} /> {r.category.name}</Badge>
        {r.serviceTypeName && <Badge variant="outline">{r.serviceTypeName}</Badge>}
        <Badge variant="outline">Priority: {r.priority}</Badge>
        {r.estimatedCostCents != null && <Badge variant="outline">Estimated: {formatCents(r.estimatedCostCents)}</Badge>}
        <Badge variant="outline">Requested {formatDate(r.createdAt)}</Badge>
      </HStack>
      {r.invoices.length > 0 && (
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Invoices
          </Heading>
          <Stack gap="2">
            {r.invoices.map((inv) => (
              <HStack key={inv.id} justify="space-between" borderWidth="1px" rounded="md" p="3" fontSize="sm">
                <Stack gap="0">
                  <Text fontWeight="semibold">{inv.invoiceNumber}</Text>
                  <Text color="fg.muted">{formatDate(inv.createdAt)}</Text>
                </Stack>
                <Stack gap="0" align="end">
                  <Text fontWeight="semibold">{formatCents(inv.finalAmountCents)}</Text>
                  <Badge colorPalette={inv.status === 'approved' ? 'green' : 'yellow'}>{inv.status.replace(/_/g, ' ')}</Badge>
                </Stack>
              </HStack>
            ))}
          </Stack>
        </Box>
      )}
      {children}
    </Stack>
  );
}
