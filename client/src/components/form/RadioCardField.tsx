import { useId, type ReactNode } from 'react';
import { Box, chakra, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';

export interface RadioCardOption {
  value: string;
  label: string;
  description?: string;
  icon?: ReactNode;
}

export interface RadioCardFieldProps {
  name: string;
  /** the group's legend, e.g. 'I want to' */
  legend: ReactNode;
  options: ReadonlyArray<RadioCardOption>;
  columns?: number | { base?: number; sm?: number; md?: number; lg?: number };
}

const NativeRadio = chakra('input');

/**
 * Formik-bound choice cards built on native radio inputs inside their labels, so
 * getByRole('radio', { name }) / getByLabel(...).check() work in browser tests.
 */
export function RadioCardField({ name, legend, options, columns = { base: 1, sm: 2 } }: RadioCardFieldProps) {
  const [field, meta] = useField<string>(name);
  const idBase = useId();
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const invalid = Boolean(meta.touched && error);
  return (
    <Fieldset.Root invalid={invalid}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" mb="1.5">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={columns} gap="3">
        {options.map((option) => {
          const checked = field.value === option.value;
          return (
            <chakra.label
              key={option.value}
              display="flex"
              gap="3"
              alignItems="flex-start"
              p="3"
              rounded="lg"
              borderWidth="1.5px"
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg.panel'}
              cursor="pointer"
              transition="border-color 0.15s, background 0.15s"
              _hover={{ borderColor: checked ? 'brand.solid' : 'border.emphasized' }}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            >
              <NativeRadio
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-label={option.label}
                aria-describedby={option.description ? `${idBase}-${option.value}-desc` : undefined}
                mt="1"
                boxSize="4"
                flexShrink={0}
                css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
              />
              <Stack gap="0.5">
                <HStack gap="2" fontWeight="semibold" fontSize="sm">
                  {option.icon && (
                    <Box as="span" color="brand.fg" aria-hidden>
                      {option.icon}
                    </Box>
                  )}
                  <span>{option.label}</span>
                </HStack>
                {option.description && (
                  <Text id={`${idBase}-${option.value}-desc`} fontSize="xs" color="fg.muted">
                    {option.description}
                  </Text>
                )}
              </Stack>
            </chakra.label>
          );
        })}
      </SimpleGrid>
      {invalid && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
