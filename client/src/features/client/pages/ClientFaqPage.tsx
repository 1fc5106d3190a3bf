import { useState } from 'react';
import { Accordion, Box, Button, HStack, Span, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../../components/page';
import { clientIntros } from '../intros';
import { FAQS, FAQ_CATEGORIES } from '../faq/faqData';

/** /client-faq: 18 questions in 5 categories, an All filter and expandable answers. */
export default function ClientFaqPage() {
  const [category, setCategory] = useState<string>('All');
  const shown = category === 'All' ? FAQS : FAQS.filter((f) => f.category === category);
  return (
    <PageContainer maxW="4xl">
      <PageHeader {...clientIntros.faq} />
      <HStack gap="2" wrap="wrap" mb="6" role="group" aria-label="Filter by category">
        {['All', ...FAQ_CATEGORIES].map((c) => (
          <Button key={c} size="sm" variant={category === c ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={category === c} onClick={() => setCategory(c)}>
            {c}
          </Button>
        ))}
      </HStack>
      <Box borderWidth="1px" rounded="xl" bg="bg.panel" px="4">
        <Accordion.Root collapsible multiple>
          {shown.map((f) => (
            <Accordion.Item key={f.question} value={f.question}>
              <Accordion.ItemTrigger py="4">
                <Span flex="1" fontWeight="semibold" textAlign="start">
                  {f.question}
                </Span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Text color="fg.muted">{f.answer}</Text>
                  <Text fontSize="xs" mt="2" color="brand.fg">
                    {f.category}
                  </Text>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Box>
      <Text mt="6" color="fg.muted">
        Still need help?{' '}
        <Button asChild variant="plain" colorPalette="brand" px="0">
          <RouterLink to="/client-support">Contact support</RouterLink>
        </Button>
      </Text>
    </PageContainer>
  );
}
