import { useEffect, useState } from 'react';

let toasted = false;
let waiting: (() => void)[] = [];

/** Said by `notify` (./toaster.tsx) as it shows a toast. */
export function markToasted(): void {
  if (toasted) return;
  toasted = true;
  for (const show of waiting) show();
  waiting = [];
}

/**
 * Whether a toast has been shown on this page yet. The toasts' view and its machinery are
 * loaded then (main.tsx), not with every screen: a page that never shows a toast never
 * downloads or runs them, and a screen's first seconds do not pay for them. The first toast
 * waits in the toaster's store until the view mounts, which shows it. This module imports
 * nothing of the toaster, so the entry does not carry it. (One view for the page's life: a
 * waiting view that unmounted is told anyway, which React ignores.)
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
