import { lazy, Suspense, useState, type ComponentType } from 'react';

/** True from the first render where `open` is true on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A dialog whose code (its forms, tabs and validation) loads the first time it opens, not with the
 * screen that offers it: a list screen's first render then evaluates and draws no dialog at all.
 * Once opened it stays mounted, so closing animates and hands focus back.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const View = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    if (!useOpenedOnce(isOpen(props))) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
