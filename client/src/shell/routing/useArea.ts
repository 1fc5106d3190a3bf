import { useLayoutEffect, useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import type { AppRoute, Area } from './types';

export type Tone = 'admin' | 'worker' | 'light';

export function toneFor(area: Area | undefined): Tone {
  if (area === 'admin') return 'admin';
  if (area === 'worker') return 'worker';
  return 'light';
}

/**
 * The current route's area and tone. Admin pages are black, worker pages dark gray (both in
 * Chakra's dark mode so portals such as dialogs follow), client and visitor pages light.
 */
export function useAreaTone(routes: AppRoute[]): { area: Area | undefined; tone: Tone } {
  const location = useLocation();
  const area = useMemo(() => {
    const matches = matchRoutes(routes, location);
    const leaf = matches?.[matches.length - 1]?.route as AppRoute | undefined;
    return leaf?.area;
  }, [routes, location]);
  const tone = toneFor(area);

  useLayoutEffect(() => {
    const html = document.documentElement;
    html.dataset.area = tone;
    const dark = tone !== 'light';
    html.classList.toggle('dark', dark);
    html.classList.toggle('light', !dark);
    html.style.colorScheme = dark ? 'dark' : 'light';
  }, [tone]);

  return { area, tone };
}
