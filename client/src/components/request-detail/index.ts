export { RequestDetailDialog, type RequestDetailDialogProps, type RequestDetailTab, type RequestDetailViewer } from './RequestDetailDialog';
export { useRequestDetail, RequestDetailDocument, RequestDetailFields, type RequestDetail } from './api';
export { Stars } from './Stars';
export { schedulingLabel } from './OverviewTab';
