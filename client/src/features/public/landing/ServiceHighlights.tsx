import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FiDroplet, FiHeart, FiHome, FiPackage, FiScissors, FiTool, FiTruck, FiSun } from 'react-icons/fi';

const services: Array<{ name: string; icon: IconType }> = [
  { name: 'Cleaning', icon: FiDroplet },
  { name: 'Maintenance & Repair', icon: FiTool },
  { name: 'Lawn & Landscaping', icon: FiScissors },
  { name: 'Pool Care', icon: FiSun },
  { name: 'Pet & Baby Care', icon: FiHeart },
  { name: 'Delivery & Errands', icon: FiPackage },
  { name: 'Home Improvements', icon: FiHome },
  { name: 'Vehicle Services', icon: FiTruck },
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
            <HStack key={service.name} bg="bg.panel" rounded="xl" p="4" gap="3" borderWidth="1px">
              <Box color="brand.fg" flexShrink={0}>
                <service.icon size={20} aria-hidden />
              </Box>
              <Text fontWeight="medium" fontSize="sm">
                {service.name}
              </Text>
            </HStack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
