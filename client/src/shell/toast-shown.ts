import { useEffect, useState } from 'react';

let toasted = false;
let waiting: (() => void)[] = [];

/** Said by `notify` (./toaster.tsx) as it shows a toast, and at the first touch or key. */
export function markToasted(): void {
  if (toasted) return;
  toasted = true;
  for (const show of waiting) show();
  waiting = [];
}

// A toast answers something the person did: the view is loaded at their first touch or key on
// the page (as the dialogs' code is, components/dialogs/lazyDialog.tsx), so it is there when
// the answer's toast comes.
if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'keydown'] as const) document.addEventListener(type, markToasted, { once: true, capture: true, passive: true });
}

/**
 * Whether the toasts' view is wanted yet: a toast has been shown on this page, or the person
 * touched it or pressed a key. The view and its machinery are loaded then (main.tsx), not with
 * every screen: a screen's first seconds do not download or run them. A toast shown before
 * the view mounts waits in the toaster's store until it does, which shows it. This module
 * imports nothing of the toaster, so the entry does not carry it. (One view for the page's
 * life: a waiting view that unmounted is told anyway, which React ignores.)
 */
export function useToasted(): boolean {
  const [shown, setShown] = useState(toasted);
  useEffect(() => {
    if (shown) return;
    if (toasted) setShown(true);
    else waiting.push(() => setShown(true));
  }, [shown]);
  return shown;
}
