import { lazy } from 'react';
import { defineRoutes } from '../../shell/routing/types';
import { DashboardPlaceholder } from './placeholders';

/** Admin pages; all need an admin session. One lazily loaded page per file in ./pages. */
export const adminRoutes = defineRoutes('admin', [
  { path: '/dashboard', guard: 'admin', page: lazy(() => import('./pages/AdminDashboardPage')), placeholder: DashboardPlaceholder },
  { path: '/admin/pending-jobs', guard: 'admin', page: lazy(() => import('./pages/AdminPendingJobsPage')) },
  { path: '/admin/active-jobs', guard: 'admin', page: lazy(() => import('./pages/AdminActiveJobsPage')) },
  { path: '/admin/completed-jobs', guard: 'admin', page: lazy(() => import('./pages/AdminCompletedJobsPage')) },
  { path: '/admin/queued-requests', guard: 'admin', page: lazy(() => import('./pages/AdminQueuedRequestsPage')) },
  { path: '/admin/simple-assign', guard: 'admin', page: lazy(() => import('./pages/AdminSimpleAssignPage')) },
  { path: '/admin/pending-paid', guard: 'admin', page: lazy(() => import('./pages/AdminPendingPaidPage')) },
  { path: '/admin/revenue', guard: 'admin', page: lazy(() => import('./pages/AdminRevenuePage')) },
  { path: '/admin/recent-activity', guard: 'admin', page: lazy(() => import('./pages/AdminRecentActivityPage')) },
  { path: '/admin/messages', guard: 'admin', page: lazy(() => import('./pages/AdminMessagesPage')) },
  { path: '/admin/analytics', guard: 'admin', page: lazy(() => import('./pages/AdminAnalyticsPage')) },
  { path: '/billing', guard: 'admin', page: lazy(() => import('./pages/AdminBillingPage')) },
  { path: '/services', guard: 'admin', page: lazy(() => import('./pages/AdminServicesPage')) },
  { path: '/clients', guard: 'admin', page: lazy(() => import('./pages/AdminClientsPage')) },
  { path: '/providers', guard: 'admin', page: lazy(() => import('./pages/AdminProvidersPage')) },
  { path: '/schedule', guard: 'admin', page: lazy(() => import('./pages/AdminSchedulePage')) },
  { path: '/admin-worker-approvals', guard: 'admin', page: lazy(() => import('./pages/AdminWorkerApprovalsPage')) },
  { path: '/admin-onboarding-analytics', guard: 'admin', page: lazy(() => import('./pages/AdminOnboardingAnalyticsPage')) },
  { path: '/admin-quality-review', guard: 'admin', page: lazy(() => import('./pages/AdminQualityReviewPage')) },
  { path: '/admin-customer-service', guard: 'admin', page: lazy(() => import('./pages/AdminCustomerServicePage')) },
  { path: '/category-stats', guard: 'admin', page: lazy(() => import('./pages/AdminCategoryStatsPage')) },
  { path: '/search-accounts', guard: 'admin', page: lazy(() => import('./pages/AdminSearchAccountsPage')) },
]);
