import type { ReactNode } from 'react';
import { chakra, Field, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

const NativeCheckbox = chakra('input');

/**
 * A Formik-bound boolean checkbox. A native input inside its label, so
 * getByRole('checkbox', { name }).check() and getByLabel() work in browser tests.
 */
export function CheckboxField({ name, label, description, required, disabled }: CheckboxFieldProps) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const invalid = Boolean(meta.touched && error);
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <chakra.label display="flex" gap="3" alignItems="flex-start" cursor={disabled ? 'not-allowed' : 'pointer'}>
        <NativeCheckbox
          type="checkbox"
          name={name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          mt="1"
          boxSize="4"
          flexShrink={0}
          css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
        />
        <Stack gap="0.5">
          <Text as="span" fontSize="sm" fontWeight="medium">
            {label}
            {required && (
              <Text as="span" color="fg.error" ms="1" aria-hidden>
                *
              </Text>
            )}
          </Text>
          {description && (
            <Text as="span" fontSize="xs" color="fg.muted">
              {description}
            </Text>
          )}
        </Stack>
      </chakra.label>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
