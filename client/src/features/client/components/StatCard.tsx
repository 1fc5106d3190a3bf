import type { ReactNode } from 'react';
import { Box, HStack, Skeleton, Stat } from '@chakra-ui/react';

/** A labelled figure on a card: one term (dt) and its values (dd), the icon beside the list. */
export function StatCard({ label, value, icon, loading, help }: { label: string; value: ReactNode; icon?: ReactNode; loading?: boolean; help?: string }) {
  return (
    <HStack borderWidth="1px" rounded="xl" p="4" bg="bg.panel" justify="space-between" align="start">
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText>{loading ? <Skeleton height="8" width="24" mt="1" /> : value}</Stat.ValueText>
        {help && <Stat.HelpText as="dd">{help}</Stat.HelpText>}
      </Stat.Root>
      {icon && (
        <Box color="brand.fg" aria-hidden>
          {icon}
        </Box>
      )}
    </HStack>
  );
}
