import { useState } from 'react';
import { RequestDetailDialog, RequestDetailFields, useRequestDetail } from '../../../components/request-detail';
import { useFragment } from '../../../gql';
import { ProjectWorkflowDialog } from '../../../components/project-workflow/ProjectWorkflowDialog';
import { JobActionPanel } from './JobActionPanel';
import { AddNoteForm } from './AddNoteForm';

/**
 * The shared request detail dialog as the worker sees it: the worker's actions in Updates,
 * the note-with-photos form in Details, and the Project Workflow dialog for large projects.
 */
export function WorkerJobDialog({ requestId, onClose }: { requestId: string | null; onClose: () => void }) {
  const request = useFragment(RequestDetailFields, useRequestDetail(requestId).request);
  const [workflowId, setWorkflowId] = useState<string | null>(null);
  const mine = !!request && request.status !== 'pending';
  return (
    <>
      <RequestDetailDialog
        requestId={requestId}
        open={requestId !== null && workflowId === null}
        onClose={onClose}
        viewer="worker"
        actions={mine && request ? <JobActionPanel request={request} onClose={onClose} /> : undefined}
        detailsExtra={mine && requestId && request && request.status !== 'cancelled' ? <AddNoteForm requestId={requestId} /> : undefined}
        onOpenProjectWorkflow={(r) => setWorkflowId(r.id)}
      />
      <ProjectWorkflowDialog requestId={workflowId} viewer="worker" onClose={() => setWorkflowId(null)} />
    </>
  );
}
