import type { ReactNode } from 'react';
import { Field, Input, type InputProps } from '@chakra-ui/react';
import { useField } from 'formik';

export interface InputFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'> {
  /** Formik field name (dot paths for nested values) */
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
}

/** A Formik-bound Chakra input with its label, helper text and error (from Yup or the server). */
export function InputField({ name, label, helperText, required, ...inputProps }: InputFieldProps) {
  const [field, meta] = useField<string | number | undefined>(name);
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const invalid = Boolean(meta.touched && error);
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...field} value={field.value ?? ''} {...inputProps} />
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
