import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageIntro } from '../../components/page/IntroPlaceholder';

/** Which part of the product a route belongs to; decides the page background. */
export type Area = 'public' | 'auth' | 'client' | 'worker' | 'admin';

/**
 * Access rule, checked against the server's `me`:
 * - public: anyone
 * - signedIn: any signed-in user (client pages; visitors go to /login?returnTo=...)
 * - worker: an approved worker (or an admin); pending workers go to /worker-pending-approval,
 *   workers without a provider record (and clients) to /worker-setup
 * - admin: sessionRole admin, else /admin-access
 */
export type Guard = 'public' | 'signedIn' | 'worker' | 'admin';

export interface AppRoute {
  path: string;
  area: Area;
  guard: Guard;
  /** the page: loaded on demand (one chunk per page), except a first screen drawn by the entry itself */
  page: LazyExoticComponent<ComponentType> | ComponentType;
  /**
   * What the page draws before its code (and its data) arrive: its heading, drawn by the same
   * components with the same words as the page's own, and skeletons where its content will be. In
   * the entry, so a first visit paints the page's heading with the shell instead of after the
   * page's chunk; without one, a spinner.
   */
  placeholder?: ComponentType;
  /**
   * The page's heading (title, description, back link, width), the same object the page draws its
   * header from: without a placeholder of its own, the route's placeholder is this heading over
   * skeletons. A route whose heading depends on its address (/messages: the list, or one
   * conversation named by its data) has a placeholder that draws the intro where it applies.
   */
  intro?: PageIntro;
}

export type RouteSpec = Omit<AppRoute, 'area'>;

/** Tags an area's routes with the area. */
export function defineRoutes(area: Area, routes: RouteSpec[]): AppRoute[] {
  return routes.map((route) => ({ ...route, area }));
}
