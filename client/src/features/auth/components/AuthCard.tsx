import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Centered card used by the sign-in pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Box bg="bg.panel" borderWidth="1px" rounded="2xl" shadow="lg" p={{ base: '6', md: '8' }}>
        <Stack gap="1" mb="6" textAlign="center">
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Box>
      {footer && (
        <Box mt="6" textAlign="center" color="fg.muted" fontSize="sm">
          {footer}
        </Box>
      )}
    </Container>
  );
}
