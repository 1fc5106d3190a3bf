import { lazy } from 'react';
import { defineRoutes } from '../../shell/routing/types';
import { RequestWizardPlaceholder } from './placeholders';
import { clientIntros } from './intros';

/** Client pages. The request wizard is open to visitors; the rest need a signed-in user. One lazily loaded page per file in ./pages. */
export const clientRoutes = defineRoutes('client', [
  { path: '/client-app', guard: 'public', page: lazy(() => import('./pages/ClientAppPage')), placeholder: RequestWizardPlaceholder },
  { path: '/client-app-streamlined', guard: 'public', page: lazy(() => import('./pages/ClientAppStreamlinedPage')) },
  { path: '/request-status', guard: 'signedIn', page: lazy(() => import('./pages/RequestStatusPage')), intro: clientIntros.myRequests },
  { path: '/client-service-history', guard: 'signedIn', page: lazy(() => import('./pages/ClientServiceHistoryPage')), intro: clientIntros.serviceHistory },
  { path: '/client-billing-history', guard: 'signedIn', page: lazy(() => import('./pages/ClientBillingHistoryPage')), intro: clientIntros.billingHistory },
  { path: '/client-profile', guard: 'signedIn', page: lazy(() => import('./pages/ClientProfilePage')), intro: clientIntros.profile },
  { path: '/client-reviews', guard: 'signedIn', page: lazy(() => import('./pages/ClientReviewsPage')), intro: clientIntros.reviews },
  { path: '/client-payment-methods', guard: 'signedIn', page: lazy(() => import('./pages/ClientPaymentMethodsPage')), intro: clientIntros.paymentMethods },
  { path: '/client-support', guard: 'signedIn', page: lazy(() => import('./pages/ClientSupportPage')), intro: clientIntros.support },
  { path: '/client-faq', guard: 'signedIn', page: lazy(() => import('./pages/ClientFaqPage')), intro: clientIntros.faq },
  { path: '/referral-program', guard: 'signedIn', page: lazy(() => import('./pages/ReferralProgramPage')), intro: clientIntros.referral },
  { path: '/checkout', guard: 'signedIn', page: lazy(() => import('./pages/CheckoutPage')) },
  { path: '/payment', guard: 'signedIn', page: lazy(() => import('./pages/PaymentPage')) },
]);
