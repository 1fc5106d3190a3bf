import { useEffect, useState } from 'react';
import { createToaster } from '@chakra-ui/react';

/** One toaster for the whole app: at most one toast visible, 5 s by default. Its view is ./ToasterView, loaded with the first toast (useToasted). */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
});

export type NotifyType = 'success' | 'error' | 'info' | 'warning' | 'loading';

export interface NotifyOptions {
  title: string;
  description?: string;
  type?: NotifyType;
  /** milliseconds; defaults to 5000 */
  duration?: number;
}

/**
 * Shows a toast, replacing the one on screen (only one is shown at a time).
 * Usage: notify({ title: 'Request Updated', type: 'success' }).
 */
export function notify({ title, description, type = 'info', duration }: NotifyOptions): string {
  toaster.dismiss();
  return toaster.create({ title, description, type, duration, closable: true });
}

let toasted = false;

/**
 * Whether a toast has been created on this page yet. The toasts' view and its machinery are
 * loaded then (main.tsx), not with every screen: a page that never shows a toast never
 * downloads or runs them, and a screen's first seconds do not pay for them. The first toast
 * waits in the store until the view mounts, which shows it.
 */
export function useToasted(): boolean {
  const [shown, setShown] = useState(() => toasted || toaster.getCount() > 0);
  useEffect(() => {
    if (shown) return;
    const show = () => {
      toasted = true;
      setShown(true);
    };
    if (toaster.getCount() > 0) return show();
    return toaster.subscribe(show);
  }, [shown]);
  return shown;
}
