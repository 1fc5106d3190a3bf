import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { publicRoutes, notFoundRoute } from './features/public/routes';
import { authRoutes } from './features/auth/routes';
import { clientRoutes } from './features/client/routes';
import { workerRoutes } from './features/worker/routes';
import { adminRoutes } from './features/admin/routes';
import { Shell } from './shell/layout/Shell';
import { RoutePage } from './shell/routing/RoutePage';
import { ScrollToTop } from './shell/routing/ScrollToTop';
import type { AppRoute } from './shell/routing/types';

/** Every route of the product, from each area's features/<area>/routes.tsx. */
const appRoutes: AppRoute[] = [...publicRoutes, ...authRoutes, ...clientRoutes, ...workerRoutes, ...adminRoutes];

/** The same plus the 404 catch-all, for the shell's area (background) lookup. */
const allRoutes: AppRoute[] = [...appRoutes, notFoundRoute];

/** The route table: every page inside the shell, each behind its guard and loaded on demand. */
export default function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Routes>
        <Route element={<Shell routes={allRoutes} />}>
          {appRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
          ))}
          <Route path="*" element={<RoutePage route={notFoundRoute} />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
