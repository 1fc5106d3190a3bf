import { lazy } from 'react';
import { defineRoutes } from '../../shell/routing/types';
import { RequestWizardPlaceholder } from './placeholders';

/** Client pages. The request wizard is open to visitors; the rest need a signed-in user. One lazily loaded page per file in ./pages. */
export const clientRoutes = defineRoutes('client', [
  { path: '/client-app', guard: 'public', page: lazy(() => import('./pages/ClientAppPage')), placeholder: RequestWizardPlaceholder },
  { path: '/client-app-streamlined', guard: 'public', page: lazy(() => import('./pages/ClientAppStreamlinedPage')) },
  { path: '/request-status', guard: 'signedIn', page: lazy(() => import('./pages/RequestStatusPage')) },
  { path: '/client-service-history', guard: 'signedIn', page: lazy(() => import('./pages/ClientServiceHistoryPage')) },
  { path: '/client-billing-history', guard: 'signedIn', page: lazy(() => import('./pages/ClientBillingHistoryPage')) },
  { path: '/client-profile', guard: 'signedIn', page: lazy(() => import('./pages/ClientProfilePage')) },
  { path: '/client-reviews', guard: 'signedIn', page: lazy(() => import('./pages/ClientReviewsPage')) },
  { path: '/client-payment-methods', guard: 'signedIn', page: lazy(() => import('./pages/ClientPaymentMethodsPage')) },
  { path: '/client-support', guard: 'signedIn', page: lazy(() => import('./pages/ClientSupportPage')) },
  { path: '/client-faq', guard: 'signedIn', page: lazy(() => import('./pages/ClientFaqPage')) },
  { path: '/referral-program', guard: 'signedIn', page: lazy(() => import('./pages/ReferralProgramPage')) },
  { path: '/checkout', guard: 'signedIn', page: lazy(() => import('./pages/CheckoutPage')) },
  { path: '/payment', guard: 'signedIn', page: lazy(() => import('./pages/PaymentPage')) },
]);
