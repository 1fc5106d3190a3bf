import type { ReactNode } from 'react';
import { Field, Textarea, type TextareaProps } from '@chakra-ui/react';
import { useField } from 'formik';

export interface TextareaFieldProps extends Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
}

/** A Formik-bound Chakra textarea with label and error. */
export function TextareaField({ name, label, helperText, required, ...textareaProps }: TextareaFieldProps) {
  const [field, meta] = useField<string | undefined>(name);
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const invalid = Boolean(meta.touched && error);
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea {...field} value={field.value ?? ''} {...textareaProps} />
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
