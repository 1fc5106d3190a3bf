import type { ReactNode } from 'react';
import { Container, type ContainerProps } from '@chakra-ui/react';

/** Standard page padding and width. */
export function PageContainer({ children, ...props }: ContainerProps & { children: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} {...props}>
      {children}
    </Container>
  );
}
