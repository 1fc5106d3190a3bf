import type { ReactNode } from 'react';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { FiArrowLeft } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** a back link, e.g. { to: '/dashboard', label: 'Back to Dashboard' } */
  back?: { to: string; label: string };
  actions?: ReactNode;
}

/** The page's h1 with an optional back link, subtitle and actions. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  return (
    <Stack gap="3" mb="8">
      {back && (
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
          <RouterLink to={back.to}>
            <FiArrowLeft aria-hidden /> {back.label}
          </RouterLink>
        </Button>
      )}
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
        </Stack>
        {actions}
      </Flex>
    </Stack>
  );
}
