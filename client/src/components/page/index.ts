export { PageContainer } from './PageContainer';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PageSkeleton } from './PageSkeleton';
export { PlaceholderPage, type PlaceholderPageProps } from './PlaceholderPage';
export { IntroPlaceholder, type PageIntro } from './IntroPlaceholder';
