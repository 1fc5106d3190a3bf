import type { ReactNode } from 'react';
import { Box, HStack, Skeleton, Stat } from '@chakra-ui/react';

/** A labelled figure on a card. */
export function StatCard({ label, value, icon, loading, help }: { label: string; value: ReactNode; icon?: ReactNode; loading?: boolean; help?: string }) {
  return (
    <Box borderWidth="1px" rounded="xl" p="4" bg="bg.panel">
      <Stat.Root>
        <HStack justify="space-between">
          <Stat.Label>{label}</Stat.Label>
          {icon && (
            <Box color="brand.fg" aria-hidden>
              {icon}
            </Box>
          )}
        </HStack>
        {loading ? <Skeleton height="8" width="24" mt="1" /> : <Stat.ValueText>{value}</Stat.ValueText>}
        {help && <Stat.HelpText>{help}</Stat.HelpText>}
      </Stat.Root>
    </Box>
  );
}
