import { lazyDialog } from '../../../components/dialogs/lazyDialog';
import type { WorkerJobDialog as WorkerJobDialogView } from './WorkerJobDialog';

/** WorkerJobDialog (the job's detail, actions and forms), downloaded the first time a job is opened. */
export const WorkerJobDialog = lazyDialog<Parameters<typeof WorkerJobDialogView>[0]>(() => import('./WorkerJobDialog').then((m) => m.WorkerJobDialog), (p) => p.requestId !== null);
