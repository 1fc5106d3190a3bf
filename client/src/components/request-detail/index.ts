export { RequestDetailDialog, RequestDetailFields, type RequestDetail, type RequestDetailDialogProps, type RequestDetailTab, type RequestDetailViewer } from './RequestDetailDialog';
export { useRequestDetail, RequestDetailDocument } from './requestDetail';
export { Stars } from './Stars';
export { schedulingLabel } from './scheduling';
