import { lazy } from 'react';
import { defineRoutes } from '../../shell/routing/types';
import { LandingPlaceholder } from './placeholders';

/** Visitor pages: the landing page, the expansion waitlist, provider profiles and the e-mails' unsubscribe page. One lazily loaded page per file in ./pages. */
export const publicRoutes = defineRoutes('public', [
  { path: '/', guard: 'public', page: lazy(() => import('./pages/LandingPage')), placeholder: LandingPlaceholder },
  { path: '/expansion-waitlist', guard: 'public', page: lazy(() => import('./pages/ExpansionWaitlistPage')) },
  { path: '/provider-profile/:id', guard: 'public', page: lazy(() => import('./pages/ProviderProfilePage')) },
  { path: '/unsubscribe', guard: 'public', page: lazy(() => import('./pages/UnsubscribePage')) },
]);

/** Anything unmatched: a 404 page with a link home. */
export const [notFoundRoute] = defineRoutes('public', [
  { path: '*', guard: 'public', page: lazy(() => import('./pages/NotFoundPage')) },
]);
