export { PageContainer } from './PageContainer';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PlaceholderPage, type PlaceholderPageProps } from './PlaceholderPage';
