import { Alert, Badge, Box, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiCheckCircle, FiClock, FiFileText, FiShield } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { PageContainer, PageHeader } from '../../../components/page';
import { workerIntros } from '../intros';
import { formatDate } from '../../../lib/format';
import { useMe } from '../../../shell/session/useMe';
import { useWorkerAccountLive, useWorkerApplication } from '../api/workerApplication';
import { CheckBadge } from '../components/StatusBadge';
import { CategoryIcon } from '../../../components/category/CategoryIcon';

function Row({ icon, title, detail, badge }: { icon: ReactNode; title: string; detail: string; badge: ReactNode }) {
  return (
    <HStack gap="4" p="4" borderWidth="1px" rounded="xl" bg="bg.panel" justify="space-between" align="start">
      <HStack gap="3" align="start">
        <Box color="gold.fg" fontSize="xl" mt="0.5" aria-hidden>
          {icon}
        </Box>
        <Stack gap="0.5">
          <Text fontWeight="semibold">{title}</Text>
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        </Stack>
      </HStack>
      {badge}
    </HStack>
  );
}

/** /worker-pending-approval: the application's real status, live (approval arrives by notification). */
export default function WorkerPendingApprovalPage() {
  const { application, loading } = useWorkerApplication();
  const { me } = useMe();
  // A notice about the account carries it as it now stands: the application and the session follow.
  useWorkerAccountLive();

  const submittedAt = (application?.onboardingData as { submittedAt?: string } | null)?.submittedAt ?? application?.createdAt;
  // The session (Me) decides, as the route guard does: the dashboard link appears only once it opens.
  const approved = !!me?.provider?.approved;

  return (
    <PageContainer maxW="4xl">
      <PageHeader {...workerIntros.pendingApproval} />
      {loading && (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Loading application">
          <Skeleton height="20" />
          <Skeleton height="20" />
          <Skeleton height="20" />
        </Stack>
      )}
      {!loading && !application && (
        <Stack gap="4" p="8" borderWidth="1px" rounded="2xl" bg="bg.panel" align="start">
          <Heading as="h2" size="lg">
            No application yet
          </Heading>
          <Text color="fg.muted">Apply to join the elite network of service providers. It takes about three minutes.</Text>
          <Button asChild colorPalette="gold">
            <RouterLink to="/worker-setup">Complete Provider Onboarding</RouterLink>
          </Button>
        </Stack>
      )}
      {application && (
        <Stack gap="6">
          {approved ? (
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>You are approved!</Alert.Title>
                <Alert.Description>Welcome to the elite network. Your dashboard and the open job queue are ready.</Alert.Description>
              </Alert.Content>
              <Button asChild size="sm" colorPalette="green" ms="auto">
                <RouterLink to="/worker-dashboard">Go to Dashboard</RouterLink>
              </Button>
            </Alert.Root>
          ) : (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Application under review</Alert.Title>
                <Alert.Description>We review background checks and documents, usually within 2 business days. This page updates as soon as we decide.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Stack gap="3">
            <Row icon={<FiFileText />} title="Application submitted" detail={submittedAt ? `Submitted ${formatDate(submittedAt)}` : 'Submitted'} badge={<Badge colorPalette="green">Completed</Badge>} />
            <Row icon={<FiShield />} title="Background check" detail="Identity and criminal background screening" badge={<CheckBadge status={application.backgroundCheckStatus} approvedLabel="Cleared" />} />
            <Row icon={<FiCheckCircle />} title="Document verification" detail="ID, licences and insurance where your services need them" badge={<CheckBadge status={application.documentVerificationStatus} approvedLabel="Verified" />} />
            <Row icon={<FiClock />} title="Account status" detail="Approval opens your dashboard and the job queue" badge={<Badge colorPalette={approved ? 'green' : 'yellow'}>{approved ? 'Approved' : application.status === 'pending_approval' ? 'Pending Approval' : application.status.replace(/_/g, ' ')}</Badge>} />
          </Stack>
          <Box p="5" borderWidth="1px" rounded="xl" bg="bg.panel">
            <Heading as="h2" size="md" mb="3">
              Your application
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" fontSize="sm">
              <Text>
                <Text as="span" color="fg.muted">Name: </Text>
                {application.name}
              </Text>
              <Text>
                <Text as="span" color="fg.muted">Email: </Text>
                {application.email}
              </Text>
              <Text>
                <Text as="span" color="fg.muted">Phone: </Text>
                {application.phone}
              </Text>
              <Text>
                <Text as="span" color="fg.muted">Service area: </Text>
                {application.zipCode}, {application.serviceRadius} miles
              </Text>
            </SimpleGrid>
            <HStack gap="2" wrap="wrap" mt="3">
              {application.offeredCategories.map((c) => (
                <Badge key={c.id} variant="outline">
                  <CategoryIcon category={c} /> {c.name}
                </Badge>
              ))}
            </HStack>
          </Box>
          <Stack gap="2">
            <Text fontWeight="semibold">While you wait</Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild variant="outline">
                <RouterLink to="/client-app">Request Service</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to="/request-status">My Requests</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Stack>
      )}
    </PageContainer>
  );
}
