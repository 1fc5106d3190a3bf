import type { Plugin } from 'vite';

const SHIM = /@apollo\/client\/react\/hooks(-compiled)?\/useSyncExternalStore\.js$/;
const REAL_HOOK = 'const realHook = React[uSESKey];';
const HANDLER = 'return subscribe(function handleStoreChange() {';
const FORCE = 'forceUpdate({ inst });';

/**
 * Apollo's hooks (useQuery, useSubscription, useFragment, …) read their results through
 * `useSyncExternalStore`, whose updates React always renders synchronously: when an answer
 * arrives, every component showing it re-renders in one task that cannot yield (at Lighthouse's
 * 4x slowdown, 50 to 250 ms a list). Apollo ships its own implementation of that hook for Reacts
 * without one (a state that is forced when the store changes, the snapshot read at every render);
 * in the client's bundle that one is used, and the re-render an arriving answer asks for is a
 * transition: React renders it in slices that yield to the browser, as it does the first render
 * and navigations. Each render still reads the latest result (the snapshot is read from the
 * store, never from the queued update), and the check for a result that changed between render
 * and commit stays synchronous. Only the client's build is changed (the tests' jsdom renders use
 * Apollo unchanged).
 */
export function apolloStoreTransitions(): Plugin {
  return {
    name: 'apollo-store-transitions',
    apply: 'build',
    transform(code, id) {
      if (!SHIM.test(id.split('?')[0])) return null;
      const handler = code.indexOf(HANDLER);
      const force = handler < 0 ? -1 : code.indexOf(FORCE, handler);
      if (!code.includes(REAL_HOOK) || force < 0) this.error("Apollo's react/hooks/useSyncExternalStore.js changed: its shim is not where this plugin expects it");
      const out = code.slice(0, force) + 'React.startTransition(() => forceUpdate({ inst }));' + code.slice(force + FORCE.length);
      return { code: out.replace(REAL_HOOK, 'const realHook = undefined;'), map: null };
    },
  };
}
