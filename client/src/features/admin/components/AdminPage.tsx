import type { ReactNode } from 'react';
import { PageContainer, PageHeader } from '../../../components/page';

/** An admin list page: title, back link to the dashboard, content. */
export function AdminPage({ title, description, actions, children, back = true }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode; back?: boolean }) {
  return (
    <PageContainer maxW="7xl">
      <PageHeader title={title} description={description} actions={actions} back={back ? { to: '/dashboard', label: 'Back to Dashboard' } : undefined} />
      {children}
    </PageContainer>
  );
}
