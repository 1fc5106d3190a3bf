import type { ReactNode } from 'react';
import { PageContainer, PageHeader, type PageIntro } from '../../../components/page';

const toDashboard = { to: '/dashboard', label: 'Back to Dashboard' };

/** An admin page: its intro (title, description, back link to the dashboard unless `back={false}`), then its content. */
export function AdminPage({ title, description, actions, children, back = toDashboard, maxW = '7xl' }: Omit<PageIntro, 'back' | 'description'> & { description?: ReactNode; back?: PageIntro['back'] | false; actions?: ReactNode; children: ReactNode }) {
  return (
    <PageContainer maxW={maxW}>
      <PageHeader title={title} description={description} actions={actions} back={back || undefined} />
      {children}
    </PageContainer>
  );
}
