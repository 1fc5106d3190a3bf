import type { ReactNode } from 'react';
import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { FiArrowLeft } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeader, type PageIntro } from '../../../components/page';

export interface WorkerInfoPageProps {
  /** the page's heading, the object its route draws while the page loads (workerIntros) */
  intro: PageIntro;
  status?: { label: string; palette: string } | null;
  items?: string[];
  children?: ReactNode;
}

/** A simple worker page of the spec's list: its intro, the worker's real status where one applies, content, and Back to /worker-dashboard. */
export function WorkerInfoPage({ intro, status, items, children }: WorkerInfoPageProps) {
  const { maxW, ...header } = intro;
  return (
    <PageContainer {...(maxW ? { maxW } : {})}>
      <PageHeader {...header} />
      <Stack gap="5">
        {status && (
          <HStack gap="3" p="5" borderWidth="1px" rounded="xl" bg="bg.panel" justify="space-between">
            <Text fontWeight="semibold">Status</Text>
            <Badge colorPalette={status.palette} size="lg">
              {status.label}
            </Badge>
          </HStack>
        )}
        {items && items.length > 0 && (
          <Box p="5" borderWidth="1px" rounded="xl" bg="bg.panel">
            <List.Root gap="2" ps="5" color="fg.muted">
              {items.map((i) => (
                <List.Item key={i}>{i}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        {children}
        <Button asChild variant="outline" alignSelf="start">
          <RouterLink to="/worker-dashboard">
            <FiArrowLeft aria-hidden /> Back
          </RouterLink>
        </Button>
      </Stack>
    </PageContainer>
  );
}

/** A check status as the spec names it (background check: CLEARED when approved). */
export function checkStatus(status: string | undefined, approvedLabel: string): { label: string; palette: string } | null {
  if (!status) return null;
  if (status === 'approved') return { label: approvedLabel, palette: 'green' };
  if (status === 'rejected') return { label: 'NOT APPROVED', palette: 'red' };
  return { label: 'PENDING', palette: 'yellow' };
}
