import { lazy } from 'react';
import { defineRoutes } from '../../shell/routing/types';
import { BillingPlaceholder, DashboardPlaceholder } from './placeholders';
import { adminIntros } from './intros';

/** Admin pages; all need an admin session. One lazily loaded page per file in ./pages. */
export const adminRoutes = defineRoutes('admin', [
  { path: '/dashboard', guard: 'admin', page: lazy(() => import('./pages/AdminDashboardPage')), placeholder: DashboardPlaceholder },
  { path: '/admin/pending-jobs', guard: 'admin', page: lazy(() => import('./pages/AdminPendingJobsPage')), intro: adminIntros.pendingJobs },
  { path: '/admin/active-jobs', guard: 'admin', page: lazy(() => import('./pages/AdminActiveJobsPage')), intro: adminIntros.activeJobs },
  { path: '/admin/completed-jobs', guard: 'admin', page: lazy(() => import('./pages/AdminCompletedJobsPage')), intro: adminIntros.completedJobs },
  { path: '/admin/queued-requests', guard: 'admin', page: lazy(() => import('./pages/AdminQueuedRequestsPage')), intro: adminIntros.queuedRequests },
  { path: '/admin/simple-assign', guard: 'admin', page: lazy(() => import('./pages/AdminSimpleAssignPage')), intro: adminIntros.simpleAssign },
  { path: '/admin/pending-paid', guard: 'admin', page: lazy(() => import('./pages/AdminPendingPaidPage')), intro: adminIntros.pendingPaid },
  { path: '/admin/revenue', guard: 'admin', page: lazy(() => import('./pages/AdminRevenuePage')), intro: adminIntros.revenue },
  { path: '/admin/recent-activity', guard: 'admin', page: lazy(() => import('./pages/AdminRecentActivityPage')), intro: adminIntros.recentActivity },
  { path: '/admin/messages', guard: 'admin', page: lazy(() => import('./pages/AdminMessagesPage')), intro: adminIntros.messages },
  { path: '/admin/analytics', guard: 'admin', page: lazy(() => import('./pages/AdminAnalyticsPage')), intro: adminIntros.analytics },
  { path: '/billing', guard: 'admin', page: lazy(() => import('./pages/AdminBillingPage')), placeholder: BillingPlaceholder },
  { path: '/services', guard: 'admin', page: lazy(() => import('./pages/AdminServicesPage')), intro: adminIntros.services },
  { path: '/clients', guard: 'admin', page: lazy(() => import('./pages/AdminClientsPage')), intro: adminIntros.clients },
  { path: '/providers', guard: 'admin', page: lazy(() => import('./pages/AdminProvidersPage')), intro: adminIntros.providers },
  { path: '/schedule', guard: 'admin', page: lazy(() => import('./pages/AdminSchedulePage')), intro: adminIntros.schedule },
  { path: '/admin-worker-approvals', guard: 'admin', page: lazy(() => import('./pages/AdminWorkerApprovalsPage')), intro: adminIntros.workerApprovals },
  { path: '/admin-onboarding-analytics', guard: 'admin', page: lazy(() => import('./pages/AdminOnboardingAnalyticsPage')), intro: adminIntros.onboardingAnalytics },
  { path: '/admin-quality-review', guard: 'admin', page: lazy(() => import('./pages/AdminQualityReviewPage')), intro: adminIntros.qualityReview },
  { path: '/admin-customer-service', guard: 'admin', page: lazy(() => import('./pages/AdminCustomerServicePage')), intro: adminIntros.customerService },
  { path: '/category-stats', guard: 'admin', page: lazy(() => import('./pages/AdminCategoryStatsPage')), intro: adminIntros.categoryStats },
  { path: '/search-accounts', guard: 'admin', page: lazy(() => import('./pages/AdminSearchAccountsPage')), intro: adminIntros.searchAccounts },
]);
