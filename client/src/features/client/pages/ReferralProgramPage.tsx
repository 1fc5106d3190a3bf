import { Box, Button, Heading, HStack, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FaWhatsapp } from 'react-icons/fa';
import { FiCopy, FiDollarSign, FiMail, FiMessageSquare, FiUserCheck, FiUsers } from 'react-icons/fi';
import { PageContainer, PageHeader } from '../../../components/page';
import { clientIntros } from '../intros';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../shell/toaster';
import { useMyReferral } from '../api/myReferral';
import { StatCard } from '../components/StatCard';

/** /referral-program: a real code per user, share links and real counts. */
export default function ReferralProgramPage() {
  const { referral, loading } = useMyReferral();
  const link = referral ? `${window.location.origin}/register?ref=${referral.code}` : '';
  const text = `Join me on Elite Services: trusted local pros for your home. Sign up with my link: ${link}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify({ title: 'Copied!', description: 'Your referral link is on the clipboard.', type: 'success' });
    } catch {
      notify({ title: 'Copy failed', description: 'Select the link and copy it manually.', type: 'warning' });
    }
  };

  return (
    <PageContainer maxW="4xl">
      <PageHeader {...clientIntros.referral} />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="8">
        <StatCard label="Friends Joined" value={referral?.referred ?? 0} icon={<FiUsers />} loading={loading} />
        <StatCard label="Qualified (5 jobs)" value={referral?.qualified ?? 0} icon={<FiUserCheck />} loading={loading} />
        <StatCard label="Bonus Earned" value={formatCents(referral?.earnedCents ?? 0)} icon={<FiDollarSign />} loading={loading} />
      </SimpleGrid>
      <Box borderWidth="1px" rounded="xl" p="6" bg="bg.panel">
        {loading || !referral ? (
          <Skeleton height="32" />
        ) : (
          <Stack gap="4">
            <Box>
              <Text fontSize="sm" color="fg.muted">
                Your referral code
              </Text>
              <Heading as="p" size="2xl" letterSpacing="widest" data-testid="referral-code">
                {referral.code}
              </Heading>
            </Box>
            <HStack>
              <Input value={link} readOnly aria-label="Your referral link" onFocus={(e) => e.target.select()} />
              <Button onClick={copy} colorPalette="brand">
                <FiCopy aria-hidden /> Copy
              </Button>
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Button asChild variant="outline">
                <a href={`sms:?&body=${encodeURIComponent(text)}`}>
                  <FiMessageSquare aria-hidden /> Text
                </a>
              </Button>
              <Button asChild variant="outline">
                <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noreferrer">
                  <FaWhatsapp aria-hidden /> WhatsApp
                </a>
              </Button>
              <Button asChild variant="outline">
                <a href={`mailto:?subject=${encodeURIComponent('Try Elite Services')}&body=${encodeURIComponent(text)}`}>
                  <FiMail aria-hidden /> E-mail
                </a>
              </Button>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              A friend counts once they sign up with your link. The {formatCents(referral.bonusCents)} bonus is earned after they complete {referral.requiredJobs} jobs.
            </Text>
          </Stack>
        )}
      </Box>
    </PageContainer>
  );
}
