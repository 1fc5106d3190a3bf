import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Closing band and footer links. */
export function LandingFooter() {
  return (
    <Box as="footer" bg="brand.950" color="whiteAlpha.800" py="10">
      <Container maxW="6xl">
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'start', md: 'center' }} gap="6">
          <Box>
            <Text fontWeight="bold" color="white" fontSize="lg">
              Elite Services Marketplace
            </Text>
            <Text fontSize="sm">Home, lifestyle and concierge services. Nashville, Franklin, Murfreesboro and beyond.</Text>
          </Box>
          <HStack as="nav" aria-label="Footer" gap="6" fontSize="sm" wrap="wrap">
            <Link asChild color="whiteAlpha.900">
              <RouterLink to="/login">Sign in</RouterLink>
            </Link>
            <Link asChild color="whiteAlpha.900">
              <RouterLink to="/register">Create account</RouterLink>
            </Link>
            <Link asChild color="whiteAlpha.900">
              <RouterLink to="/expansion-waitlist">Outside our area? Join the waitlist</RouterLink>
            </Link>
          </HStack>
        </Flex>
        <Text fontSize="xs" mt="8" color="whiteAlpha.600">
          © {new Date().getFullYear()} Elite Services Marketplace. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
