import { useState } from 'react';
import { Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useCategoryRevenue } from '../api/adminCategoryRevenue';
import { Section } from './ui';
import { formatCents } from '../../../lib/money';

/** Service Categories: top 5 by revenue, expandable when there are more. */
export function CategoryPanel() {
  const { categories, loading } = useCategoryRevenue();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? categories : categories.slice(0, 5);
  return (
    <Section title="Service Categories">
      {loading ? <Skeleton height="40" rounded="xl" /> : (
        <Stack gap="1" borderWidth="1px" rounded="xl" p="3">
          {shown.map((c, i) => (
            <HStack key={c.categoryId} justify="space-between" py="1.5">
              <Link asChild>
                <RouterLink to={`/category-stats?categoryId=${c.categoryId}&categoryName=${encodeURIComponent(c.categoryName)}`}>
                  {i + 1}. {c.categoryName}
                </RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">{c.jobs} jobs · <Text as="span" color="fg" fontWeight="semibold">{formatCents(c.revenueCents)}</Text></Text>
            </HStack>
          ))}
          {categories.length > 5 && (
            <Button size="sm" variant="ghost" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
              {expanded ? 'Show top 5' : `Show all ${categories.length} categories`}
            </Button>
          )}
        </Stack>
      )}
    </Section>
  );
}
