import type { ReactNode } from 'react';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';

/** A titled card inside the request detail dialog. */
export function InfoCard({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <HStack gap="2" mb="2" color="fg.muted">
        {icon}
        <Heading as="h3" size="xs" textTransform="uppercase" letterSpacing="wide">
          {title}
        </Heading>
      </HStack>
      <Stack gap="1">{children}</Stack>
    </Box>
  );
}

/** A label and value on one line. */
export function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <HStack justify="space-between" gap="4" fontSize="sm" fontWeight={strong ? 'semibold' : undefined}>
      <Text color={strong ? undefined : 'fg.muted'}>{label}</Text>
      <Text textAlign="end">{value}</Text>
    </HStack>
  );
}
