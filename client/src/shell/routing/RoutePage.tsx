import { Suspense } from 'react';
import { RouteGuard } from './RouteGuard';
import { PageLoading } from './PageLoading';
import type { AppRoute } from './types';

/** One route's element: its guard, then its lazily loaded page. */
export function RoutePage({ route }: { route: AppRoute }) {
  const Page = route.page;
  return (
    <RouteGuard guard={route.guard}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RouteGuard>
  );
}
