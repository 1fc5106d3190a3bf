import { lazyDialog } from '../dialogs/lazyDialog';
import type { ProjectWorkflowDialog as ProjectWorkflowDialogView } from './ProjectWorkflowDialog';

/** ProjectWorkflowDialog, downloaded the first time a project's workflow is opened. */
export const LazyProjectWorkflowDialog = lazyDialog<Parameters<typeof ProjectWorkflowDialogView>[0]>(() => import('./ProjectWorkflowDialog').then((m) => m.ProjectWorkflowDialog), (p) => p.requestId !== null);
