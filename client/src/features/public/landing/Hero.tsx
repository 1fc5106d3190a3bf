import { Badge, Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FiArrowRight, FiBriefcase, FiMapPin } from './heroIcons';
import { useNavigate } from 'react-router-dom';
import { HeroPreview } from './HeroPreview';

/** Headline and the two entry buttons: 'I Need Service' and 'I Provide Services'. */
export function Hero() {
  const navigate = useNavigate();
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-br"
      gradientFrom="brand.950"
      gradientVia="brand.800"
      gradientTo="brand.600"
      color="white"
      position="relative"
      overflow="hidden"
    >
      <Box
        position="absolute"
        insetEnd="-32"
        top="-32"
        boxSize="96"
        rounded="full"
        bg="gold.400"
        opacity="0.12"
        filter="blur(8px)"
        aria-hidden
      />
      <Container maxW="6xl" py={{ base: '16', md: '28' }} position="relative">
        {/* minmax(0, …): the preview card never widens the column past the screen, so the buttons keep the page's side padding. */}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.5fr) minmax(0, 1fr)' }} gap="12" alignItems="center">
          <Stack gap={{ base: '6', md: '8' }} maxW="3xl" minW="0">
            <Badge
              alignSelf="flex-start"
              bg="whiteAlpha.200"
              color="gold.200"
              px="3"
              py="1"
              rounded="full"
              fontSize="sm"
              fontWeight="medium"
              whiteSpace="normal"
              lineHeight="short"
            >
              <FiMapPin aria-hidden /> Starting in Middle Tennessee • Expanding Soon
            </Badge>
            <Heading
              as="h1"
              id="hero-heading"
              fontSize={{ base: '4xl', md: '5xl', xl: '6xl' }}
              lineHeight="1.05"
              letterSpacing="tight"
              fontWeight="extrabold"
            >
              Elite home and personal services,{' '}
              <Text as="span" color="gold.300">
                handled end to end.
              </Text>
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.800" maxW="2xl">
              Describe the job once. A vetted local professional is matched to it, and we manage every visit, update and
              invoice until the work is done right.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="4" pt="2">
              <Button
                size="xl"
                bg="gold.400"
                color="gray.950"
                _hover={{ bg: 'gold.300' }}
                fontWeight="bold"
                onClick={() => navigate('/client-app')}
              >
                I Need Service <FiArrowRight aria-hidden />
              </Button>
              <Button
                size="xl"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.500"
                _hover={{ bg: 'whiteAlpha.200' }}
                fontWeight="bold"
                onClick={() => navigate('/worker-setup')}
              >
                <FiBriefcase aria-hidden /> I Provide Services
              </Button>
            </Stack>
            <HStack gap={{ base: '4', md: '8' }} pt="4" color="whiteAlpha.800" fontSize="sm" wrap="wrap">
              <Text>✓ Background-checked pros</Text>
              <Text>✓ Fee credited toward your invoice</Text>
              <Text>✓ Response within 24-48 hours</Text>
            </HStack>
          </Stack>
          <HeroPreview />
        </Grid>
      </Container>
    </Box>
  );
}
