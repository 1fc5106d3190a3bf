import { lazyDialog } from '../../../components/dialogs/lazyDialog';
import type { AdminRequestDialog as AdminRequestDialogView } from './AdminRequestDialog';
import type { NewServiceRequestDialog as NewServiceRequestDialogView } from './NewServiceRequestDialog';

// The admin's dialogs load when first opened, not with the screen that offers them (one module
// per dialog or pair, so a screen downloads the loaders of its own dialogs only).

/** AdminRequestDialog, downloaded the first time a request is opened. */
export const AdminRequestDialog = lazyDialog<Parameters<typeof AdminRequestDialogView>[0]>(() => import('./AdminRequestDialog').then((m) => m.AdminRequestDialog), (p) => p.requestId !== null);

/** NewServiceRequestDialog, downloaded the first time it is opened. */
export const NewServiceRequestDialog = lazyDialog<Parameters<typeof NewServiceRequestDialogView>[0]>(() => import('./NewServiceRequestDialog').then((m) => m.NewServiceRequestDialog), (p) => p.open);
