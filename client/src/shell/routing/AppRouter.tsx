import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { NavigationType, Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * React Router's BrowserRouter, plus one thing: it starts listening to the history when its first
 * render commits, and the first render is a transition that yields to the browser (main.tsx), so a
 * Back press or a script's popstate during start-up would go unheard and the page shown would stay
 * behind the address. On subscribing it takes the location as it is then.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<BrowserHistory | null>(null);
  historyRef.current ??= createBrowserHistory({ window, v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({ action: history.action, location: history.location }));

  useLayoutEffect(() => {
    const unlisten = history.listen((next) => startTransition(() => setState(next)));
    const now = history.location;
    setState((shown) =>
      shown.location.key === now.key && shown.location.pathname === now.pathname && shown.location.search === now.search && shown.location.hash === now.hash
        ? shown
        : { action: NavigationType.Pop, location: now },
    );
    return unlisten;
  }, [history]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
