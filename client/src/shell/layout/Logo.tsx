import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

function StarMark() {
  return (
    <Box as="span" display="inline-flex" boxSize="8" rounded="lg" bg="brand.700" alignItems="center" justifyContent="center" aria-hidden>
      <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <path d="M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z" fill="#f5b942" />
      </svg>
    </Box>
  );
}

/** Brand mark; links to the viewer's home. */
export function Logo({ to }: { to: string }) {
  return (
    <Link asChild _hover={{ textDecoration: 'none' }} aria-label="Elite Services home" flexShrink={0}>
      <RouterLink to={to}>
        <HStack gap="2" flexShrink={0}>
          <StarMark />
          {/* One line at any width: the header makes room (its buttons shrink to icons on a phone). */}
          <Text as="span" fontWeight="extrabold" fontSize={{ base: 'md', md: 'lg' }} letterSpacing="tight" color="fg" whiteSpace="nowrap">
            Elite{' '}
            <Text as="span" color="gold.fg">
              Services
            </Text>
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
