import type { ReactNode } from 'react';
import { Field, Input, type InputProps } from '@chakra-ui/react';
import { useField } from 'formik';
import { CharCounter } from './CharCounter';

export interface InputFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'> {
  /** Formik field name (dot paths for nested values) */
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  /** The longest text the server takes (input-rules.ts): a counter shows past 90%, and an overlong value is flagged as it is typed. */
  maxChars?: number;
}

/** A Formik-bound Chakra input with its label, helper text and error (from Yup or the server). */
export function InputField({ name, label, helperText, required, maxChars, ...inputProps }: InputFieldProps) {
  const [field, meta] = useField<string | number | undefined>(name);
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
      <Input {...field} value={field.value ?? ''} {...inputProps} />
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      <CharCounter length={length} max={maxChars} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
