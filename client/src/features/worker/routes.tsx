import { lazy } from 'react';
import { defineRoutes } from '../../shell/routing/types';
import { QueuePlaceholder } from './placeholders';
import { workerIntros } from './intros';

/** Worker pages. The provider application is open to visitors, the approval status page needs a signed-in user, the rest an approved worker (or an admin). One lazily loaded page per file in ./pages. */
export const workerRoutes = defineRoutes('worker', [
  { path: '/worker-setup', guard: 'public', page: lazy(() => import('./pages/WorkerSetupPage')) },
  { path: '/worker-onboarding', guard: 'public', page: lazy(() => import('./pages/WorkerOnboardingPage')) },
  { path: '/worker-pending-approval', guard: 'signedIn', page: lazy(() => import('./pages/WorkerPendingApprovalPage')), intro: workerIntros.pendingApproval },
  { path: '/worker-dashboard', guard: 'worker', page: lazy(() => import('./pages/WorkerDashboardPage')), intro: workerIntros.dashboard },
  { path: '/worker-queue', guard: 'worker', page: lazy(() => import('./pages/WorkerQueuePage')), placeholder: QueuePlaceholder },
  { path: '/worker-pending-jobs', guard: 'worker', page: lazy(() => import('./pages/WorkerPendingJobsPage')), intro: workerIntros.pendingJobs },
  { path: '/worker-active-jobs', guard: 'worker', page: lazy(() => import('./pages/WorkerActiveJobsPage')), intro: workerIntros.activeJobs },
  { path: '/worker-earnings', guard: 'signedIn', page: lazy(() => import('./pages/WorkerEarningsPage')), intro: workerIntros.earnings },
  { path: '/worker-ratings', guard: 'worker', page: lazy(() => import('./pages/WorkerRatingsPage')), intro: workerIntros.ratings },
  { path: '/worker-bank-account', guard: 'worker', page: lazy(() => import('./pages/WorkerBankAccountPage')), intro: workerIntros.bankAccount },
  { path: '/worker-service-history', guard: 'worker', page: lazy(() => import('./pages/WorkerServiceHistoryPage')), intro: workerIntros.serviceHistory },
  { path: '/worker-settings', guard: 'worker', page: lazy(() => import('./pages/WorkerSettingsPage')), intro: workerIntros.settings },
  { path: '/worker-requests', guard: 'worker', page: lazy(() => import('./pages/WorkerRequestsPage')), intro: workerIntros.requests },
  { path: '/worker-services', guard: 'worker', page: lazy(() => import('./pages/WorkerServicesPage')), intro: workerIntros.services },
  { path: '/worker-notifications', guard: 'worker', page: lazy(() => import('./pages/WorkerNotificationsPage')), intro: workerIntros.notifications },
  { path: '/worker-documents', guard: 'worker', page: lazy(() => import('./pages/WorkerDocumentsPage')), intro: workerIntros.documents },
  { path: '/worker-background-check', guard: 'worker', page: lazy(() => import('./pages/WorkerBackgroundCheckPage')), intro: workerIntros.backgroundCheck },
  { path: '/worker-credentials', guard: 'worker', page: lazy(() => import('./pages/WorkerCredentialsPage')), intro: workerIntros.credentials },
  { path: '/worker-training', guard: 'worker', page: lazy(() => import('./pages/WorkerTrainingPage')), intro: workerIntros.training },
  { path: '/worker-tax-documents', guard: 'worker', page: lazy(() => import('./pages/WorkerTaxDocumentsPage')), intro: workerIntros.taxDocuments },
  { path: '/worker-payment-history', guard: 'worker', page: lazy(() => import('./pages/WorkerPaymentHistoryPage')), intro: workerIntros.paymentHistory },
  { path: '/worker-support', guard: 'worker', page: lazy(() => import('./pages/WorkerSupportPage')), intro: workerIntros.support },
  { path: '/worker-guidelines', guard: 'worker', page: lazy(() => import('./pages/WorkerGuidelinesPage')), intro: workerIntros.guidelines },
  { path: '/worker-analytics', guard: 'worker', page: lazy(() => import('./pages/WorkerAnalyticsPage')), intro: workerIntros.analytics },
  { path: '/worker-help', guard: 'worker', page: lazy(() => import('./pages/WorkerHelpPage')), intro: workerIntros.help },
  { path: '/worker-payment-setup', guard: 'worker', page: lazy(() => import('./pages/WorkerPaymentSetupPage')), intro: workerIntros.paymentSetup },
  { path: '/worker-terms', guard: 'worker', page: lazy(() => import('./pages/WorkerTermsPage')), intro: workerIntros.terms },
  { path: '/worker-privacy', guard: 'worker', page: lazy(() => import('./pages/WorkerPrivacyPage')), intro: workerIntros.privacy },
  { path: '/worker-insurance', guard: 'worker', page: lazy(() => import('./pages/WorkerInsurancePage')), intro: workerIntros.insurance },
  { path: '/worker-feedback', guard: 'worker', page: lazy(() => import('./pages/WorkerFeedbackPage')), intro: workerIntros.feedback },
]);
