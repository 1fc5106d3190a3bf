import type { ReactNode } from 'react';
import { Field, Textarea, type TextareaProps } from '@chakra-ui/react';
import { useField } from 'formik';
import { CharCounter } from './CharCounter';

export interface TextareaFieldProps extends Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  /** The longest text the server takes (input-rules.ts): a counter shows past 90%, and an overlong value is flagged as it is typed. */
  maxChars?: number;
}

/** A Formik-bound Chakra textarea with label and error. */
export function TextareaField({ name, label, helperText, required, maxChars, ...textareaProps }: TextareaFieldProps) {
  const [field, meta] = useField<string | undefined>(name);
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const length = String(field.value ?? '').length;
  // Past its limit a field says so at once, before it is left.
  const invalid = Boolean(error && (meta.touched || (maxChars !== undefined && length > maxChars)));
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea {...field} value={field.value ?? ''} {...textareaProps} />
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      <CharCounter length={length} max={maxChars} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
