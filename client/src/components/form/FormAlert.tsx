import { Alert } from '@chakra-ui/react';

export interface FormStatus {
  title: string;
  description?: string;
}

/** A form-level error (Formik `status`), announced to screen readers. */
export function FormAlert({ status }: { status: FormStatus | null | undefined }) {
  if (!status) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{status.title}</Alert.Title>
        {status.description && <Alert.Description>{status.description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
