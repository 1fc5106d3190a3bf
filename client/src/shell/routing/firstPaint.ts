import { startTransition, useEffect, useState } from 'react';

let painted = false;

/**
 * Whether the document's first frame (the shell and the page's placeholder) has been painted.
 * Until then nothing else is asked for: the page's code, the live subscription and the bell start
 * downloading right after that frame rather than before it, so the first paint never waits for
 * them (the toasts' view waits for the first toast, shell/toast-shown.ts). Every later render finds it true.
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    // A task queued from the next animation frame runs once that frame has been painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        // A transition: what waited for the frame renders in slices that yield to the browser.
        startTransition(() => setDone(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [done]);
  return done;
}
