import { lazyDialog } from '../dialogs/lazyDialog';
import type { RequestDetailDialogProps } from './RequestDetailDialog';

/** RequestDetailDialog, downloaded the first time a request is opened. */
export const LazyRequestDetailDialog = lazyDialog<RequestDetailDialogProps>(() => import('./RequestDetailDialog').then((m) => m.RequestDetailDialog), (p) => p.open && p.requestId !== null && p.requestId !== undefined);
