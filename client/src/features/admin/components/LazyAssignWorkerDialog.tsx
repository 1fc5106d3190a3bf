import { lazyDialog } from '../../../components/dialogs/lazyDialog';
import type { AssignWorkerDialog as AssignWorkerDialogView } from './AssignWorkerDialog';

/** AssignWorkerDialog, downloaded the first time a worker is being assigned. */
export const AssignWorkerDialog = lazyDialog<Parameters<typeof AssignWorkerDialogView>[0]>(() => import('./AssignWorkerDialog').then((m) => m.AssignWorkerDialog), (p) => p.target !== null);
