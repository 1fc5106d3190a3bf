import { chakra, Fieldset, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { CategoryIcon } from '../../../components/category/CategoryIcon';

export interface CategoryTile {
  id: string;
  name: string;
  icon: string;
  description?: string | null;
}

const NativeCheckbox = chakra('input');

/** Service categories as selectable tiles (native checkboxes inside labels), bound to a Formik string[] field. */
export function CategoryTiles({ name, legend, categories, loading }: { name: string; legend: string; categories: CategoryTile[]; loading?: boolean }) {
  const [field, meta, helpers] = useField<string[]>(name);
  const selected = new Set(field.value ?? []);
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    void helpers.setValue([...next]);
    void helpers.setTouched(true, false);
  };
  return (
    <Fieldset.Root invalid={Boolean(meta.touched && error)}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" mb="2">
        {legend}
      </Fieldset.Legend>
      {loading ? (
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="24" rounded="xl" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          {categories.map((c) => {
            const checked = selected.has(c.id);
            return (
              <chakra.label
                key={c.id}
                display="flex"
                flexDirection="column"
                gap="1"
                p="4"
                rounded="xl"
                borderWidth="2px"
                borderColor={checked ? 'gold.solid' : 'border'}
                bg={checked ? 'gold.subtle' : 'bg.panel'}
                cursor="pointer"
                position="relative"
                _hover={{ borderColor: checked ? 'gold.solid' : 'border.emphasized' }}
                _focusWithin={{ outline: '2px solid', outlineColor: 'gold.focusRing', outlineOffset: '2px' }}
              >
                <NativeCheckbox type="checkbox" checked={checked} onChange={() => toggle(c.id)} aria-label={c.name} position="absolute" top="3" right="3" boxSize="4" css={{ accentColor: 'var(--chakra-colors-gold-solid)' }} />
                <Text fontSize="2xl" color="gold.fg" aria-hidden>
                  <CategoryIcon category={c} />
                </Text>
                <Text fontWeight="semibold" fontSize="sm" pe="5">
                  {c.name}
                </Text>
                {c.description && (
                  <Text fontSize="xs" color="fg.muted">
                    {c.description}
                  </Text>
                )}
              </chakra.label>
            );
          })}
        </SimpleGrid>
      )}
      <Stack>{meta.touched && error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}</Stack>
    </Fieldset.Root>
  );
}
