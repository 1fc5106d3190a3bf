export { RequestDetailDialog, needsProjectWorkflow, type RequestDetailDialogProps, type RequestDetailTab, type RequestDetailViewer } from './RequestDetailDialog';
export { useRequestDetail, RequestDetailDocument, type RequestDetail } from './api';
export { Stars } from './Stars';
export { schedulingLabel } from './OverviewTab';
