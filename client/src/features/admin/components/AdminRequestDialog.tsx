import { useState } from 'react';
import { RequestDetailDialog } from '../../../components/request-detail';
import { ProjectWorkflowDialog } from '../../../components/project-workflow/ProjectWorkflowDialog';
import { AdminActionPanel } from './AdminActionPanel';
import { AuditTrail } from './AuditTrail';

/** The request detail dialog as an admin sees it: the five tabs plus the audit trail, the admin action panel and the Project Workflow. */
export function AdminRequestDialog({ requestId, onClose, initialTab }: { requestId: string | null; onClose: () => void; initialTab?: string }) {
  const [workflowId, setWorkflowId] = useState<string | null>(null);
  return (
    <>
      <RequestDetailDialog
        requestId={requestId}
        open={requestId !== null && workflowId === null}
        onClose={onClose}
        viewer="admin"
        initialTab={initialTab}
        actions={requestId ? <AdminActionPanel requestId={requestId} onDone={onClose} /> : null}
        extraTabs={requestId ? [{ value: 'audit', label: 'Audit', content: <AuditTrail requestId={requestId} /> }] : []}
        onOpenProjectWorkflow={(r) => setWorkflowId(String(r.id))}
      />
      <ProjectWorkflowDialog requestId={workflowId} viewer="admin" onClose={() => setWorkflowId(null)} />
    </>
  );
}
