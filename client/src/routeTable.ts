import { publicRoutes, notFoundRoute } from './features/public/routes';
import { authRoutes } from './features/auth/routes';
import { clientRoutes } from './features/client/routes';
import { workerRoutes } from './features/worker/routes';
import { adminRoutes } from './features/admin/routes';
import { conversationRoutes } from './features/conversations/routes';
import type { AppRoute } from './shell/routing/types';

/**
 * Every route of the product, from each area's features/<area>/routes.tsx. The browser tests
 * read this table too (every screen of every role is checked for accessibility and phone width).
 */
export const appRoutes: AppRoute[] = [...publicRoutes, ...authRoutes, ...clientRoutes, ...workerRoutes, ...adminRoutes, ...conversationRoutes];

/** The 404 catch-all. */
export { notFoundRoute };

/** The same plus the 404 catch-all, for the shell's area (background) lookup. */
export const allRoutes: AppRoute[] = [...appRoutes, notFoundRoute];
