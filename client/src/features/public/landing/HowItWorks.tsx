import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FiCheckCircle, FiClipboard, FiCreditCard, FiUsers } from 'react-icons/fi';

interface Step {
  title: string;
  body: string;
  icon: IconType;
}

const steps: Step[] = [
  {
    title: 'Tell us what you need',
    body: 'Pick a service, describe the job and choose a time that works for you. It takes about two minutes.',
    icon: FiClipboard,
  },
  {
    title: 'Pay the $102.99 fee',
    body: 'A $100.00 consultation fee plus $2.99 processing secures your request, and the $100 is credited toward your final invoice.',
    icon: FiCreditCard,
  },
  {
    title: 'We match and manage',
    body: 'We assign a vetted professional near you and manage scheduling, updates and invoicing for you.',
    icon: FiUsers,
  },
  {
    title: 'Service completed',
    body: 'Your pro finishes the job, you review the work and pay the balance. Rate your experience when you are done.',
    icon: FiCheckCircle,
  },
];

/** The four-step flow. */
export function HowItWorks() {
  return (
    <Box as="section" aria-labelledby="how-heading" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Stack gap="3" textAlign="center" mb={{ base: '10', md: '14' }}>
          <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
            How it works
          </Text>
          <Heading as="h2" id="how-heading" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
            From request to done in four steps
          </Heading>
        </Stack>
        <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" listStyleType="none">
          {steps.map((step, index) => (
            <Box
              as="li"
              key={step.title}
              bg="bg.panel"
              borderWidth="1px"
              rounded="2xl"
              p="6"
              shadow="sm"
              transition="transform 0.2s, box-shadow 0.2s"
              _hover={{ transform: 'translateY(-4px)', shadow: 'md' }}
            >
              <Stack gap="4">
                <Box position="relative" alignSelf="flex-start">
                  <Circle size="12" bg="brand.subtle" color="brand.fg">
                    <step.icon size={22} aria-hidden />
                  </Circle>
                  <Circle
                    size="6"
                    bg="gold.400"
                    color="gray.950"
                    fontSize="xs"
                    fontWeight="bold"
                    position="absolute"
                    top="-2"
                    insetEnd="-2"
                    role="img"
                    aria-label={`Step ${index + 1}`}
                  >
                    {index + 1}
                  </Circle>
                </Box>
                <Heading as="h3" size="md">
                  {step.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm" lineHeight="tall">
                  {step.body}
                </Text>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
