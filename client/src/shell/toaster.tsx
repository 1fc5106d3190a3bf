import { createToaster } from '@chakra-ui/react';
import { markToasted } from './toast-shown';

/** One toaster for the whole app: at most one toast visible, 5 s by default. Its view is ./ToasterView, loaded with the first toast (toast-shown.ts). */
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
  markToasted();
  toaster.dismiss();
  return toaster.create({ title, description, type, duration, closable: true });
}

