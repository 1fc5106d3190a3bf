import { Suspense, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteGuard } from './RouteGuard';
import { PageLoading } from './PageLoading';
import { useFirstPaintDone } from './firstPaint';
import type { AppRoute } from './types';
import { IntroPlaceholder } from '../../components/page/IntroPlaceholder';

/**
 * Marks the document with the route whose page is on screen (`<html data-route>`) and the
 * history entry it rendered for (`data-route-key`, React Router's location key, "default" for
 * the entry the document was loaded at), set when its lazily loaded page has rendered: while a
 * page's code loads, the previous page stays. Set again on every navigation, also one that
 * lands on the page already shown (same route, another search string or the same address), so
 * whoever waits for "the page of the current address has rendered" (the browser tests) compares
 * data-route-key with history.state.key and never waits for a marker that stays unchanged.
 */
function RenderedRoute({ path }: { path: string }) {
  const { key } = useLocation();
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.dataset.route = path;
    html.dataset.routeKey = key;
  }, [path, key]);
  return null;
}

/** One route's element: its guard, then its lazily loaded page. */
export function RoutePage({ route }: { route: AppRoute }) {
  const Page = route.page;
  const placeholder = route.placeholder ? <route.placeholder /> : route.intro ? <IntroPlaceholder intro={route.intro} /> : <PageLoading />;
  // On the document's first frame a lazily loaded page shows its placeholder only (see firstPaint.ts).
  const painted = useFirstPaintDone();
  if (!painted && isLazy(route.page)) return <RouteGuard guard={route.guard}>{placeholder}</RouteGuard>;
  return (
    <RouteGuard guard={route.guard}>
      <Suspense fallback={placeholder}>
        <Page />
        <RenderedRoute path={route.path} />
      </Suspense>
    </RouteGuard>
  );
}

const LAZY = Symbol.for('react.lazy');
/** A page loaded on demand (React.lazy), as opposed to one the entry draws itself. */
function isLazy(page: AppRoute['page']): boolean {
  return (page as { $$typeof?: symbol }).$$typeof === LAZY;
}
