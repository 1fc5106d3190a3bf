import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';
import { useMe } from '../../../shell/session/useMe';

/** Worker data needs a worker session; an admin browsing the worker interface is told how to see it. */
export function WorkerOnly({ children }: { children: ReactNode }) {
  const { role } = useMe();
  if (role === 'admin') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This is the worker interface</Alert.Title>
          <Alert.Description>Worker data belongs to a worker account. Use the test-account shortcut in the menu to open the demo worker and see it here.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return <>{children}</>;
}
