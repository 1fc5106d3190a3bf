import { lazy } from 'react';
import { defineRoutes } from '../../shell/routing/types';
import { QueuePlaceholder } from './placeholders';
import { workerIntros } from './intros';

/** Worker pages. The provider application is open to visitors, the approval status page needs a signed-in user, the rest an approved worker (or an admin). One lazily loaded page per file in ./pages. */
export const workerRoutes = defineRoutes('worker', [
  { path: '/worker-setup', guard: 'public', page: lazy(() => import('./pages/WorkerSetupPage')) },
  { path: '/worker-onboarding', guard: 'public', page: lazy(() => import('./pages/WorkerOnboardingPage')) },
  { path: '/worker-pending-approval', guard: 'signedIn', page: lazy(() => import('./pages/WorkerPendingApprovalPage')), intro: workerIntros.pendingApproval },
  { path: '/worker-dashboard', guard: 'worker', page: lazy(() => import('./pages/WorkerDashboardPage')) },
  { path: '/worker-queue', guard: 'worker', page: lazy(() => import('./pages/WorkerQueuePage')), placeholder: QueuePlaceholder },
  { path: '/worker-pending-jobs', guard: 'worker', page: lazy(() => import('./pages/WorkerPendingJobsPage')), intro: workerIntros.pendingJobs },
  { path: '/worker-active-jobs', guard: 'worker', page: lazy(() => import('./pages/WorkerActiveJobsPage')), intro: workerIntros.activeJobs },
  { path: '/worker-earnings', guard: 'signedIn', page: lazy(() => import('./pages/WorkerEarningsPage')), intro: workerIntros.earnings },
  { path: '/worker-ratings', guard: 'worker', page: lazy(() => import('./pages/WorkerRatingsPage')), intro: workerIntros.ratings },
  { path: '/worker-bank-account', guard: 'worker', page: lazy(() => import('./pages/WorkerBankAccountPage')), intro: workerIntros.bankAccount },
  { path: '/worker-service-history', guard: 'worker', page: lazy(() => import('./pages/WorkerServiceHistoryPage')), intro: workerIntros.serviceHistory },
  { path: '/worker-settings', guard: 'worker', page: lazy(() => import('./pages/WorkerSettingsPage')), intro: workerIntros.settings },
  { path: '/worker-requests', guard: 'worker', page: lazy(() => import('./pages/WorkerRequestsPage')) },
  { path: '/worker-services', guard: 'worker', page: lazy(() => import('./pages/WorkerServicesPage')) },
  { path: '/worker-notifications', guard: 'worker', page: lazy(() => import('./pages/WorkerNotificationsPage')) },
  { path: '/worker-documents', guard: 'worker', page: lazy(() => import('./pages/WorkerDocumentsPage')) },
  { path: '/worker-background-check', guard: 'worker', page: lazy(() => import('./pages/WorkerBackgroundCheckPage')) },
  { path: '/worker-credentials', guard: 'worker', page: lazy(() => import('./pages/WorkerCredentialsPage')) },
  { path: '/worker-training', guard: 'worker', page: lazy(() => import('./pages/WorkerTrainingPage')) },
  { path: '/worker-tax-documents', guard: 'worker', page: lazy(() => import('./pages/WorkerTaxDocumentsPage')) },
  { path: '/worker-payment-history', guard: 'worker', page: lazy(() => import('./pages/WorkerPaymentHistoryPage')) },
  { path: '/worker-support', guard: 'worker', page: lazy(() => import('./pages/WorkerSupportPage')) },
  { path: '/worker-guidelines', guard: 'worker', page: lazy(() => import('./pages/WorkerGuidelinesPage')) },
  { path: '/worker-analytics', guard: 'worker', page: lazy(() => import('./pages/WorkerAnalyticsPage')) },
  { path: '/worker-help', guard: 'worker', page: lazy(() => import('./pages/WorkerHelpPage')) },
  { path: '/worker-payment-setup', guard: 'worker', page: lazy(() => import('./pages/WorkerPaymentSetupPage')) },
  { path: '/worker-terms', guard: 'worker', page: lazy(() => import('./pages/WorkerTermsPage')) },
  { path: '/worker-privacy', guard: 'worker', page: lazy(() => import('./pages/WorkerPrivacyPage')) },
  { path: '/worker-insurance', guard: 'worker', page: lazy(() => import('./pages/WorkerInsurancePage')) },
  { path: '/worker-feedback', guard: 'worker', page: lazy(() => import('./pages/WorkerFeedbackPage')) },
]);
