import { Badge, Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { FiCheck, FiClock } from './heroIcons';

const timeline = [
  { label: 'Request received', detail: 'Deep clean · 3 bed, 2 bath', done: true },
  { label: 'Consultation confirmed', detail: 'Fee credited to the final invoice', done: true },
  { label: 'Pro assigned', detail: 'Dana K. · 4.9 rating', done: true },
  { label: 'On site now', detail: 'Arrived 9:02 AM', done: false },
];

/** Decorative preview of a managed request, shown beside the hero on large screens. */
export function HeroPreview() {
  return (
    <Box
      aria-hidden
      display={{ base: 'none', lg: 'block' }}
      bg="white"
      color="gray.900"
      rounded="2xl"
      shadow="2xl"
      p="6"
      transform="rotate(1.5deg)"
      maxW="sm"
      justifySelf="end"
      w="full"
    >
      <HStack justify="space-between" mb="5">
        <Stack gap="0">
          <Text fontSize="xs" color="gray.500" textTransform="uppercase" letterSpacing="wider">
            Request #0142
          </Text>
          <Text fontWeight="bold">Home cleaning</Text>
        </Stack>
        <Badge colorPalette="green" variant="subtle" rounded="full" px="2.5">
          Managed
        </Badge>
      </HStack>
      <Stack gap="4">
        {timeline.map((item) => (
          <HStack key={item.label} align="start" gap="3">
            <Circle size="7" bg={item.done ? 'green.500' : 'gold.400'} color={item.done ? 'white' : 'gray.950'} flexShrink={0}>
              {item.done ? <FiCheck /> : <FiClock />}
            </Circle>
            <Stack gap="0">
              <Text fontWeight="semibold" fontSize="sm">
                {item.label}
              </Text>
              <Text fontSize="xs" color="gray.500">
                {item.detail}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
