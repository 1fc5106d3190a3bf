import { lazyDialog } from '../../../components/dialogs/lazyDialog';
import type { AdminRequestDialog as AdminRequestDialogView } from './AdminRequestDialog';
import type { AssignWorkerDialog as AssignWorkerDialogView } from './AssignWorkerDialog';
import type { InvoiceEditDialog as InvoiceEditDialogView } from './InvoiceEditDialog';
import type { NewServiceRequestDialog as NewServiceRequestDialogView } from './NewServiceRequestDialog';

// The admin's dialogs load when first opened, not with the screen that offers them.

/** AdminRequestDialog, downloaded the first time a request is opened. */
export const AdminRequestDialog = lazyDialog<Parameters<typeof AdminRequestDialogView>[0]>(() => import('./AdminRequestDialog').then((m) => m.AdminRequestDialog), (p) => p.requestId !== null);

/** NewServiceRequestDialog, downloaded the first time it is opened. */
export const NewServiceRequestDialog = lazyDialog<Parameters<typeof NewServiceRequestDialogView>[0]>(() => import('./NewServiceRequestDialog').then((m) => m.NewServiceRequestDialog), (p) => p.open);

/** AssignWorkerDialog, downloaded the first time a worker is being assigned. */
export const AssignWorkerDialog = lazyDialog<Parameters<typeof AssignWorkerDialogView>[0]>(() => import('./AssignWorkerDialog').then((m) => m.AssignWorkerDialog), (p) => p.target !== null);

/** InvoiceEditDialog (its line-item form), downloaded the first time an invoice is edited. */
export const InvoiceEditDialog = lazyDialog<Parameters<typeof InvoiceEditDialogView>[0]>(() => import('./InvoiceEditDialog').then((m) => m.InvoiceEditDialog), (p) => p.invoice !== null);
