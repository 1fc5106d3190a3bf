import type { ReactNode } from 'react';
import { EmptyState } from '@chakra-ui/react';

/** A friendly empty state with an optional call to action. */
export function EmptyBox({ icon, title, description, action }: { icon: ReactNode; title: string; description?: string; action?: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <EmptyState.Title>{title}</EmptyState.Title>
        {description && <EmptyState.Description>{description}</EmptyState.Description>}
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
