import { lazy } from 'react';
import { defineRoutes } from '../../shell/routing/types';
import LandingPage from './pages/LandingPage';

/**
 * Visitor pages: the landing page, the expansion waitlist, provider profiles and the e-mails'
 * unsubscribe page. One lazily loaded page per file in ./pages, except the landing page: its hero
 * is a visitor's first screen, drawn by the entry (the sections below the hero load after it).
 */
export const publicRoutes = defineRoutes('public', [
  { path: '/', guard: 'public', page: LandingPage },
  { path: '/expansion-waitlist', guard: 'public', page: lazy(() => import('./pages/ExpansionWaitlistPage')) },
  { path: '/provider-profile/:id', guard: 'public', page: lazy(() => import('./pages/ProviderProfilePage')) },
  { path: '/unsubscribe', guard: 'public', page: lazy(() => import('./pages/UnsubscribePage')) },
]);

/** Anything unmatched: a 404 page with a link home. */
export const [notFoundRoute] = defineRoutes('public', [
  { path: '*', guard: 'public', page: lazy(() => import('./pages/NotFoundPage')) },
]);
