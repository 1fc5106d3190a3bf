import { useState } from 'react';
import { RequestDetailDialog, RequestDetailFields, useRequestDetail } from '../../../components/request-detail';
import { useFragment } from '../../../gql';
import { ProjectWorkflowDialog } from '../../../components/project-workflow/ProjectWorkflowDialog';
import { JobActionPanel } from './JobActionPanel';
import { AddNoteForm } from './AddNoteForm';
import { jobOutcomeWords } from '../../../lib/status-words';

/**
 * The shared request detail dialog as the worker sees it: the worker's actions in Updates,
 * the note-with-photos form in Details, and the Project Workflow dialog for large projects.
 */
export function WorkerJobDialog({ requestId, onClose }: { requestId: string | null; onClose: () => void }) {
  const request = useFragment(RequestDetailFields, useRequestDetail(requestId).request);
  const [workflowId, setWorkflowId] = useState<string | null>(null);
  // The worker's panel: their actions while the server lists any, or how their finished job ended.
  const panel = !!request && (request.workerActions.length > 0 || jobOutcomeWords(request.status, request.billing.hundredDollarSpecial) !== null);
  return (
    <>
      <RequestDetailDialog
        requestId={requestId}
        open={requestId !== null && workflowId === null}
        onClose={onClose}
        viewer="worker"
        actions={panel && request ? <JobActionPanel request={request} onClose={onClose} /> : undefined}
        detailsExtra={requestId && request?.workerActions.includes('add_note') ? <AddNoteForm requestId={requestId} /> : undefined}
        onOpenProjectWorkflow={(r) => setWorkflowId(r.id)}
      />
      <ProjectWorkflowDialog requestId={workflowId} viewer="worker" onClose={() => setWorkflowId(null)} />
    </>
  );
}
