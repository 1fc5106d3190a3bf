import type { ReactNode } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  /** an empty first option, e.g. 'Select a state' */
  placeholder?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/** A Formik-bound native select (accessible, keyboard-friendly) with label and error. */
export function SelectField({ name, label, options, placeholder, helperText, required, disabled, size }: SelectFieldProps) {
  const [field, meta] = useField<string | number | undefined>(name);
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const invalid = Boolean(meta.touched && error);
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root size={size} disabled={disabled}>
        <NativeSelect.Field {...field} value={field.value ?? ''}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
