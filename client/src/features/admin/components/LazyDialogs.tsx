import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The dialogs (their forms, tabs and validation) load when first opened, not with the screen
// that offers them; once opened they stay mounted, so closing animates and hands focus back.
const AdminRequestDialogView = lazy(() => import('./AdminRequestDialog').then((m) => ({ default: m.AdminRequestDialog })));
const NewServiceRequestDialogView = lazy(() => import('./NewServiceRequestDialog').then((m) => ({ default: m.NewServiceRequestDialog })));

/** True from the first render where `open` is true on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** AdminRequestDialog, downloaded the first time a request is opened. */
export function AdminRequestDialog(props: ComponentProps<typeof AdminRequestDialogView>) {
  if (!useOpenedOnce(props.requestId !== null)) return null;
  return (
    <Suspense fallback={null}>
      <AdminRequestDialogView {...props} />
    </Suspense>
  );
}

/** NewServiceRequestDialog, downloaded the first time it is opened. */
export function NewServiceRequestDialog(props: ComponentProps<typeof NewServiceRequestDialogView>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <NewServiceRequestDialogView {...props} />
    </Suspense>
  );
}
