import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every route change starts at the top of the page. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
