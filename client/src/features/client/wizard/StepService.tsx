import { Box, Heading, SimpleGrid, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { useCategories } from '../api/catalog';
import { CategoryIcon } from '../../../components/category/CategoryIcon';

/** Step 1: the category grid; choosing one moves on to step 2. */
export function StepService({ selected, onChoose }: { selected: string; onChoose: (id: string) => void }) {
  const { categories, loading } = useCategories();
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        What do you need help with?
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
        {loading && Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height="24" rounded="lg" />)}
        {categories.map((c) => (
          <chakra.button
            key={c.id}
            type="button"
            onClick={() => onChoose(c.id)}
            aria-pressed={selected === c.id}
            textAlign="start"
            display="flex"
            flexDirection="column"
            alignItems="flex-start"
            justifyContent="flex-start"
            gap="1"
            p="4"
            rounded="lg"
            borderWidth="2px"
            borderColor={selected === c.id ? 'brand.solid' : 'border'}
            bg={selected === c.id ? 'brand.subtle' : 'bg.panel'}
            _hover={{ borderColor: 'brand.solid', transform: 'translateY(-1px)' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            transition="all 0.15s"
          >
            <Box fontSize="2xl" color="brand.fg" aria-hidden>
              <CategoryIcon category={c} />
            </Box>
            <Text fontWeight="semibold">{c.name}</Text>
            {c.description && (
              <Text fontSize="sm" color="fg.muted">
                {c.description}
              </Text>
            )}
          </chakra.button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
