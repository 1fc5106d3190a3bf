import { Route, Routes } from 'react-router-dom';
import { AppRouter } from './shell/routing/AppRouter';
import { appRoutes, allRoutes, notFoundRoute } from './routeTable';
import { Shell } from './shell/layout/Shell';
import { RoutePage } from './shell/routing/RoutePage';
import { ScrollToTop } from './shell/routing/ScrollToTop';

/** The route table: every page inside the shell, each behind its guard and loaded on demand. */
export default function App() {
  return (
    <AppRouter>
      <ScrollToTop />
      <Routes>
        <Route element={<Shell routes={allRoutes} />}>
          {appRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
          ))}
          <Route path="*" element={<RoutePage route={notFoundRoute} />} />
        </Route>
      </Routes>
    </AppRouter>
  );
}
