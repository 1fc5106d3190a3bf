import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page';

/** Shown for any path no route matches. */
export default function NotFoundPage() {
  return (
    <PageContainer>
      <Stack align="center" textAlign="center" gap="4" py={{ base: '16', md: '24' }}>
        <Text fontSize="6xl" fontWeight="black" color="brand.fg" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page not found
        </Heading>
        <Text color="fg.muted" maxW="md">
          The page you are looking for does not exist or has moved.
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/">Go to Home</RouterLink>
        </Button>
      </Stack>
    </PageContainer>
  );
}
