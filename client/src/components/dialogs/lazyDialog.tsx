import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** True from the first render where `open` is true on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Runs `task` once the browser has nothing else to do (a second later where it cannot tell). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}

// The dialogs of the screen on show, fetched once the person first touches, clicks or types: a
// screen's first load is left to its own code and data, and a dialog's code is on its way before
// the tap that opens it (a tap's pointerdown comes about 100 ms before its click).
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
const waiting = new Set<() => void>();
let interacted = false;
function onFirstInput() {
  interacted = true;
  for (const type of INPUT_EVENTS) window.removeEventListener(type, onFirstInput, true);
  for (const fetch of waiting) whenIdle(fetch);
  waiting.clear();
}
function fetchOnFirstInput(fetch: () => void): () => void {
  if (interacted) return whenIdle(fetch);
  if (waiting.size === 0) for (const type of INPUT_EVENTS) window.addEventListener(type, onFirstInput, { capture: true, passive: true });
  waiting.add(fetch);
  return () => waiting.delete(fetch);
}

/**
 * A dialog whose code (its forms, tabs and validation) is not part of the screen that offers it:
 * the screen's first render evaluates and draws no dialog at all, and the dialog's code is fetched
 * once the person first interacts with the page (or when it first opens), so the first tap on a
 * row does not wait for the network. Once opened it stays mounted,
 * so closing animates and hands focus back.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => (loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  }));
  const View = lazy(() => fetchOnce().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    useEffect(() => (loading ? undefined : fetchOnFirstInput(() => void fetchOnce().catch(() => undefined))), []);
    if (!useOpenedOnce(isOpen(props))) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
