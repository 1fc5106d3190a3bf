import { Suspense, useLayoutEffect } from 'react';
import { RouteGuard } from './RouteGuard';
import { PageLoading } from './PageLoading';
import type { AppRoute } from './types';

/**
 * Marks the document with the route whose page is on screen (`<html data-route>`), set when
 * its lazily loaded page has rendered: while a page's code loads, the previous page stays.
 */
function RenderedRoute({ path }: { path: string }) {
  useLayoutEffect(() => {
    document.documentElement.dataset.route = path;
  }, [path]);
  return null;
}

/** One route's element: its guard, then its lazily loaded page. */
export function RoutePage({ route }: { route: AppRoute }) {
  const Page = route.page;
  return (
    <RouteGuard guard={route.guard}>
      <Suspense fallback={<PageLoading />}>
        <Page />
        <RenderedRoute path={route.path} />
      </Suspense>
    </RouteGuard>
  );
}
