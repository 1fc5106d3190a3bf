import type { Plugin } from 'vite';
import { patchDependency } from './patch-dependency.ts';

const SHIM = /@apollo\/client\/react\/hooks(-compiled)?\/useSyncExternalStore\.js$/;
const REAL_HOOK = 'const realHook = React[uSESKey];';
/** The effect that subscribes to the store (from its first line to its dependency list). */
const SUBSCRIBE_EFFECT = /React\.useEffect\(\(\) => \{\s*\/\/ Check for changes right before subscribing\.[\s\S]*?return subscribe\(function handleStoreChange\(\) \{[\s\S]*?\}, \[subscribe\]\);/;
const DEFERRED_SUBSCRIBE = `React.useEffect(() => {
            let unsubscribe;
            const timer = setTimeout(() => {
                if (checkIfSnapshotChanged(inst)) React.startTransition(() => forceUpdate({ inst }));
                unsubscribe = subscribe(function handleStoreChange() {
                    if (checkIfSnapshotChanged(inst)) React.startTransition(() => forceUpdate({ inst }));
                });
            }, 0);
            return () => {
                clearTimeout(timer);
                if (unsubscribe) unsubscribe();
            };
        }, [subscribe]);`;

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
 * and commit stays synchronous.
 *
 * Each hook also subscribes from a task of its own, right after the effects of the render that
 * mounted it. Subscribing is what starts a query (Apollo prepares the document, prints it, sends
 * it); a screen's hooks subscribing in one effects pass made one long task of it (180 ms at 4x on
 * the worker's queue, its query and its live subscription). The snapshot is checked again just
 * before subscribing, as the effect did. Only the client's build is changed (the tests' jsdom
 * renders use Apollo unchanged).
 */
export function apolloStoreTransitions(): Plugin {
  return patchDependency('apollo-store-transitions', SHIM, "Apollo's react/hooks/useSyncExternalStore.js", [
    { find: REAL_HOOK, replace: 'const realHook = undefined;' },
    { find: SUBSCRIBE_EFFECT, replace: DEFERRED_SUBSCRIBE },
  ]);
}
