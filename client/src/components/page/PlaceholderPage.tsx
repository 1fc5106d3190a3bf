import type { ReactNode } from 'react';
import { Box, List, Text } from '@chakra-ui/react';
import { PageContainer } from './PageContainer';
import { PageHeader } from './PageHeader';

export interface PlaceholderPageProps {
  title: string;
  /** one or two sentences: what this page is for */
  purpose: string;
  /** what will appear here, as a short list */
  contents?: string[];
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** A real page whose content another feature fills in: heading, purpose and planned contents. */
export function PlaceholderPage({ title, purpose, contents, back, children }: PlaceholderPageProps) {
  return (
    <PageContainer>
      <PageHeader title={title} description={purpose} back={back} />
      {contents && contents.length > 0 && (
        <Box borderWidth="1px" rounded="xl" p="6" bg="bg.panel">
          <Text fontWeight="semibold" mb="3">
            On this page
          </Text>
          <List.Root gap="1.5" ps="5" color="fg.muted">
            {contents.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {children}
    </PageContainer>
  );
}
