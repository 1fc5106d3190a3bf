import { PageContainer } from './PageContainer';
import { PageHeader } from './PageHeader';
import { PageSkeleton } from './PageSkeleton';

/**
 * A page's heading as its route names it: the page draws its header from the same object, and the
 * shell draws it (with skeletons under it) before the page's code and data arrive, so the heading
 * and its line of description paint with the shell on a first visit.
 */
export interface PageIntro {
  title: string;
  description?: string;
  back?: { to: string; label: string };
  /** the page's width, as its PageContainer sets it */
  maxW?: string;
}

/** The route's intro over skeletons, while its page's code and data load. */
export function IntroPlaceholder({ intro }: { intro: PageIntro }) {
  const { maxW, ...header } = intro;
  return (
    <PageContainer {...(maxW ? { maxW } : {})}>
      <PageHeader {...header} />
      <PageSkeleton />
    </PageContainer>
  );
}
