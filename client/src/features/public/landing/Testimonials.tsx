import { Avatar, Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FaStar } from 'react-icons/fa';

const testimonials = [
  {
    quote:
      'I submitted my request on a Monday morning and had a plumber at my door the next day. They handled everything, including the invoice.',
    name: 'Sarah M.',
    place: 'Franklin, TN',
  },
  {
    quote:
      'Finally a service where someone actually manages the job. The updates and photos made it easy to trust the work while I was at the office.',
    name: 'David R.',
    place: 'Nashville, TN',
  },
  {
    quote:
      'As a provider, the jobs come to me already paid for and scheduled. I spend my time working, not chasing clients.',
    name: 'Marcus T.',
    place: 'Murfreesboro, TN · Elite provider',
  },
];

function Stars() {
  return (
    <HStack gap="1" color="gold.400" role="img" aria-label="Rated 5 out of 5">
      {Array.from({ length: 5 }, (_, i) => (
        <FaStar key={i} aria-hidden />
      ))}
    </HStack>
  );
}

/** What clients and providers say. */
export function Testimonials() {
  return (
    <Box as="section" aria-labelledby="testimonials-heading" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Stack gap="3" textAlign="center" mb={{ base: '10', md: '14' }}>
          <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
            Testimonials
          </Text>
          <Heading as="h2" id="testimonials-heading" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
            Trusted by neighbors across Middle Tennessee
          </Heading>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {testimonials.map((t) => (
            <Stack as="figure" key={t.name} bg="bg.panel" borderWidth="1px" rounded="2xl" p="7" gap="5" shadow="sm">
              <Stars />
              <Text as="blockquote" fontSize="md" lineHeight="tall" flex="1">
                “{t.quote}”
              </Text>
              <HStack as="figcaption" gap="3">
                <Avatar.Root size="sm" colorPalette="brand">
                  <Avatar.Fallback name={t.name} />
                </Avatar.Root>
                <Stack gap="0">
                  <Text fontWeight="semibold" fontSize="sm">
                    {t.name}
                  </Text>
                  <Text color="fg.muted" fontSize="xs">
                    {t.place}
                  </Text>
                </Stack>
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
