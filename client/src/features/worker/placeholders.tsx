import { PageContainer, PageHeader, PageSkeleton } from '../../components/page';

/** Available Requests' heading: the page and its placeholder draw the same. */
export const queueIntro = {
  title: 'Available Requests',
  description: 'Paid requests in your categories and service area. New requests appear here the moment a client pays.',
  back: { to: '/worker-dashboard', label: 'Back to Dashboard' },
} as const;

/** /worker-queue before its code and list arrive. */
export function QueuePlaceholder() {
  return (
    <PageContainer>
      <PageHeader {...queueIntro} />
      <PageSkeleton />
    </PageContainer>
  );
}
