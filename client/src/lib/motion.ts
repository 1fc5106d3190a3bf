import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True while the user asks for reduced motion; for motion CSS cannot turn off (chart animations, smooth scrolling). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}

/** The scroll behaviour to use right now: smooth unless reduced motion is asked for. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia(QUERY).matches ? 'auto' : 'smooth';
}
