import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/** One toaster for the whole app: at most one toast visible, 5 s by default. */
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

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Full strength: at Chakra's 0.8 opacity the text falls below 4.5:1 on the coloured toasts. */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
