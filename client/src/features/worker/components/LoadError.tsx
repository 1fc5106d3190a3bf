import { Alert, Button } from '@chakra-ui/react';
import { errorMessage } from '../../../lib/errors';

/** 'Error Loading ...' with the message and a 'Reload Page' button. */
export function LoadError({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessage(error, 'Please try again.')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" ms="auto" onClick={() => window.location.reload()}>
        Reload Page
      </Button>
    </Alert.Root>
  );
}
