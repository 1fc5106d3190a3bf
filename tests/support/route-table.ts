import { appRoutes, notFoundRoute } from '../../client/src/routeTable';
import type { AppRoute } from '../../client/src/shell/routing/types';

/** Who looks at a screen in the browser checks: a visitor or one of the demo accounts. */
export type CheckedRole = 'anonymous' | 'client' | 'worker' | 'admin';

/**
 * The role a route is meant for, from its guard: public pages as a visitor, admin pages as
 * the admin, worker pages (and the signed-in pages of the worker area) as the approved worker,
 * the other signed-in pages as the client.
 */
export function roleOf(route: Pick<AppRoute, 'guard' | 'area'>): CheckedRole {
  switch (route.guard) {
    case 'public':
      return 'anonymous';
    case 'admin':
      return 'admin';
    case 'worker':
      return 'worker';
    case 'signedIn':
      return route.area === 'worker' ? 'worker' : 'client';
  }
}

export interface CheckedRoute {
  /** the route table's path, e.g. /provider-profile/:id */
  path: string;
  /** the address visited, parameters filled in */
  url: string;
  role: CheckedRole;
}

/**
 * Every route of the client's route table with the role it is checked as. `:params` take their
 * value from `params`; `query` adds a search string to the routes that need one. A route with a
 * parameter nobody supplied fails loudly, so a new screen cannot be skipped silently. The 404
 * page comes last, at an address no route matches.
 */
export function checkedRoutes(params: Record<string, string>, query: Record<string, string> = {}): CheckedRoute[] {
  return appRoutes.map((route) => {
    const url = route.path.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`route ${route.path}: no value for :${name} (add it to the test's route parameters)`);
      return encodeURIComponent(value);
    });
    return { path: route.path, url: url + (query[route.path] ?? ''), role: roleOf(route) };
  }).concat({ path: notFoundRoute.path, url: '/no-such-page', role: roleOf(notFoundRoute) });
}
