import { useState } from 'react';
import { Badge, Button, Card, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { FiUserCheck } from 'react-icons/fi';
import { useApproveWorker } from '../api/adminApproveWorker';
import { useCompleteBackgroundCheck } from '../api/adminCompleteBackgroundCheck';
import { useRejectWorker } from '../api/adminRejectWorker';
import { useRequestWorkerDocument } from '../api/adminRequestWorkerDocument';
import { useWorkerApplications } from '../api/adminWorkerApplications';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { ReasonDialog } from '../components/ReasonDialog';
import { Empty, ListSkeleton, LoadError } from '../components/ui';
import { notify } from '../../../shell/toaster';
import { errorMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { LoadMore } from '../../../components/pagination/LoadMore';

/** /admin-worker-approvals: approve (checks approved, status available) or reject worker applications. */
export default function AdminWorkerApprovalsPage() {
  const { applications, loading, error, more } = useWorkerApplications();
  const [approve, approving] = useApproveWorker();
  const [reject, rejecting] = useRejectWorker();
  const [rejectId, setRejectId] = useState<string | null>(null);
  const [requestDocument, requesting] = useRequestWorkerDocument();
  const [completeCheck, completing] = useCompleteBackgroundCheck();
  const [documentId, setDocumentId] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      notify({ title: done, type: 'success' });
    } catch (e) {
      notify({ title: 'Error', description: errorMessage(e, failed), type: 'error' });
    }
  };
  return (
    <AdminPage {...adminIntros.workerApprovals} actions={<Badge colorPalette="orange" size="lg">{applications.length}{more.hasMore ? '+' : ''} waiting</Badge>}>
      {loading ? <ListSkeleton /> : error ? <LoadError error={error} fallback="Failed to fetch applications" /> : applications.length === 0 ? (
        <Empty title="No applications waiting" description="New worker applications appear here." icon={<FiUserCheck />} />
      ) : (
        <Stack gap="4">
          {applications.map(({ provider: p, categoryNames }) => (
            <Card.Root key={p.id} variant="outline">
              <Card.Body gap="3">
                <HStack justify="space-between" wrap="wrap">
                  <Stack gap="0">
                    <Text fontWeight="semibold" fontSize="lg">{p.name}</Text>
                    <Text fontSize="sm" color="fg.muted">{p.email} · {p.phone} · applied {formatDate(p.createdAt)}</Text>
                  </Stack>
                  <HStack wrap="wrap">
                    <Button size="sm" colorPalette="green" loading={approving.loading} onClick={async () => {
                      try {
                        await approve(p.id);
                        notify({ title: 'Worker approved', description: `${p.name} can now accept jobs.`, type: 'success' });
                      } catch (e) {
                        notify({ title: 'Error', description: errorMessage(e, 'Failed to approve the worker'), type: 'error' });
                      }
                    }} aria-label={`Approve ${p.name}`}>Approve</Button>
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRejectId(p.id)} aria-label={`Reject ${p.name}`}>Reject</Button>
                    <Button size="sm" variant="outline" onClick={() => setDocumentId(p.id)} aria-label={`Request Document from ${p.name}`}>Request Document</Button>
                    <Button size="sm" variant="outline" loading={completing.loading} disabled={!!p.backgroundCheckCompletedAt}
                      onClick={() => run(() => completeCheck(p.id), 'Background check recorded', 'Failed to record the background check')}
                      aria-label={`Background Check Complete for ${p.name}`}>Background Check Complete</Button>
                  </HStack>
                </HStack>
                <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="2" fontSize="sm">
                  <Text>Categories: {categoryNames.length ? categoryNames.join(', ') : 'All Categories'}</Text>
                  <Text>Area: {p.zipCode} · {p.serviceRadius} mi radius</Text>
                  <HStack><Text>Checks:</Text><Badge>{`background ${p.backgroundCheckCompletedAt ? 'complete' : p.backgroundCheckStatus}`}</Badge><Badge>{`documents ${p.documentVerificationStatus}`}</Badge></HStack>
                  {p.documentRequest && <Text>Document asked for: {p.documentRequest}</Text>}
                </Grid>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      <ReasonDialog open={rejectId !== null} title="Reject application" label="Reason (sent to the applicant)" confirmLabel="Reject Application" loading={rejecting.loading}
        onCancel={() => setRejectId(null)}
        onConfirm={async (reason) => {
          try {
            await reject(rejectId!, reason);
            notify({ title: 'Application rejected', type: 'success' });
          } catch (e) {
            notify({ title: 'Error', description: errorMessage(e, 'Failed to reject the application'), type: 'error' });
          } finally {
            setRejectId(null);
          }
        }} />
      <ReasonDialog open={documentId !== null} title="Request a document" label="Document needed (sent to the applicant)" confirmLabel="Request Document" loading={requesting.loading}
        onCancel={() => setDocumentId(null)}
        onConfirm={async (document) => {
          await run(() => requestDocument(documentId!, document), 'Document requested', 'Failed to request the document');
          setDocumentId(null);
        }} />
      <LoadMore {...more} />
    </AdminPage>
  );
}
