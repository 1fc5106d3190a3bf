import { lazyDialog } from '../../../components/dialogs/lazyDialog';
import type { InvoiceEditDialog as InvoiceEditDialogView } from './InvoiceEditDialog';

/** InvoiceEditDialog (its line-item form), downloaded the first time an invoice is edited. */
export const InvoiceEditDialog = lazyDialog<Parameters<typeof InvoiceEditDialogView>[0]>(() => import('./InvoiceEditDialog').then((m) => m.InvoiceEditDialog), (p) => p.invoice !== null);
