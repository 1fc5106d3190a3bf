import { Box, Heading, Text } from '@chakra-ui/react';
import { PageContainer, PageSkeleton } from '../../components/page';

/** The request wizard's heading: the page and its placeholder draw the same. */
export function RequestWizardIntro() {
  return (
    <Box textAlign="center" mb="6">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Request a Service
      </Heading>
      <Text color="fg.muted">Tell us what you need. Trusted local pros, matched for you.</Text>
    </Box>
  );
}

/** /client-app before its code and the catalog arrive. */
export function RequestWizardPlaceholder() {
  return (
    <PageContainer maxW="4xl">
      <RequestWizardIntro />
      <PageSkeleton />
    </PageContainer>
  );
}
