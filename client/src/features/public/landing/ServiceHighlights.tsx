import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CategoryIcon } from '../../../components/category/CategoryIcon';

/** Short labels for the catalog's categories; the icons are the ones every screen shows for them. */
const services: Array<{ label: string; category: string }> = [
  { label: 'Cleaning', category: 'House Cleaning' },
  { label: 'Maintenance & Repair', category: 'Maintenance & Repair' },
  { label: 'Lawn & Landscaping', category: 'Lawn & Landscaping' },
  { label: 'Pool Care', category: 'Pool Services' },
  { label: 'Pet & Baby Care', category: 'Pet & Baby Care' },
  { label: 'Delivery & Errands', category: 'Delivery & Errands' },
  { label: 'Home Improvements', category: 'Home Improvements' },
  { label: 'Vehicle Services', category: 'Vehicle Services' },
];

/** The kinds of services on offer. */
export function ServiceHighlights() {
  return (
    <Box as="section" aria-labelledby="services-heading" bg="bg.muted" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <Stack gap="3" mb="10" textAlign="center">
          <Heading as="h2" id="services-heading" size={{ base: 'xl', md: '3xl' }} letterSpacing="tight">
            One marketplace for everything around the house
          </Heading>
          <Text color="fg.muted">Home, lifestyle and concierge services from pros who meet our Elite standards.</Text>
        </Stack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {services.map((service) => (
            <HStack key={service.label} bg="bg.panel" rounded="xl" p="4" gap="3" borderWidth="1px">
              <Box color="brand.fg" flexShrink={0}>
                <CategoryIcon category={{ name: service.category }} size={20} />
              </Box>
              <Text fontWeight="medium" fontSize="sm">
                {service.label}
              </Text>
            </HStack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
