import { useState } from 'react';
import { Alert, Badge, Box, Button, CloseButton, Dialog, Field, Grid, HStack, Image, Input, Portal, Skeleton, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { PayoutTiming } from '../../gql/graphql';
import { useApprovePayout } from './approvePayout';
import { useScheduleInspection } from './adminScheduleInspection';
import { notify } from '../../shell/toaster';
import { errorMessage } from '../../lib/errors';
import { formatCents, requestNumber, statusLabel, statusPalette } from '../../lib/money';
import { formatDateTime } from '../../lib/format';
import { CategoryIcon } from '../category/CategoryIcon';
import { parseBusinessTime } from '../../lib/time';
import { RequestAddress } from '../address/RequestAddress';

export const ProjectWorkflowDocument = graphql(`
  query ProjectWorkflow($id: ID!) {
    serviceRequest(id: $id) {
      id title description status displayStatus estimatedCostCents actualCostCents createdAt scheduledAt completedAt inspectionDate inspectionNotes
      address { ...RequestAddress_address }
      category { id name icon }
      client { id name email phone }
      provider { id name email phone }
      activities { id action description actorRole createdAt photos { id url originalName } }
      invoices { id invoiceNumber status finalAmountCents createdAt }
      billing { serviceCostCents platformFeeCents salesTaxCents processingFeeCents tipCents serviceTotalCents balanceDueCents workerPayoutCents balancePaid hundredDollarSpecial payoutTiming }
    }
  }
`);

/** The words for the server's payout timing (billing.payoutTiming); the thresholds are the server's. */
export const PAYOUT_TIMING_TEXT: Record<PayoutTiming, string> = {
  instant: 'Instant payout (under $500)',
  photo_review: 'After photo review, about 24 h ($500 to $5K)',
  inspection_required: 'After an in-person inspection (over $5K)',
};

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <HStack justify="space-between" gap="4">
      <Text color="fg.muted">{label}</Text>
      <Text textAlign="end">{value}</Text>
    </HStack>
  );
}

/** The Project Workflow dialog: Overview, Notes & Progress, Photos & Documents, Billing & Payout, and Inspection (admin only). */
export function ProjectWorkflowDialog({ requestId, viewer, onClose }: { requestId: string | null; viewer: 'client' | 'worker' | 'admin'; onClose: () => void }) {
  const { data, loading } = useQuery(ProjectWorkflowDocument, { variables: { id: requestId ?? '' }, skip: !requestId, fetchPolicy: 'cache-and-network' });
  const [schedule, scheduling] = useScheduleInspection();
  const [approve, approving] = useApprovePayout();
  const [inspectionAt, setInspectionAt] = useState('');
  const [notes, setNotes] = useState('');
  const [notesTouched, setNotesTouched] = useState(false);
  const [approveError, setApproveError] = useState<string | null>(null);
  const r = data?.serviceRequest;
  const photos = r?.activities.flatMap((a) => a.photos) ?? [];

  return (
    <Dialog.Root open={requestId !== null} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1">
                <HStack>
                  <Dialog.Title>Project Workflow {r ? requestNumber(r.id) : ''}</Dialog.Title>
                  {r && <Badge colorPalette={statusPalette(r.displayStatus)}>{statusLabel(r.displayStatus)}</Badge>}
                </HStack>
                {r && <Text color="fg.muted" fontSize="sm"><CategoryIcon category={r.category} /> {r.title}</Text>}
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              {loading && !r ? (
                <Stack gap="3"><Skeleton height="8" /><Skeleton height="40" /></Stack>
              ) : !r ? null : (
                <Tabs.Root defaultValue="overview" variant="line" lazyMount>
                  <Tabs.List flexWrap="wrap">
                    <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
                    <Tabs.Trigger value="notes">Notes &amp; Progress</Tabs.Trigger>
                    <Tabs.Trigger value="photos">Photos &amp; Documents</Tabs.Trigger>
                    <Tabs.Trigger value="billing">Billing &amp; Payout</Tabs.Trigger>
                    {viewer === 'admin' && <Tabs.Trigger value="inspection">Inspection</Tabs.Trigger>}
                  </Tabs.List>
                  <Tabs.Content value="overview">
                    <Stack gap="2">
                      <Text>{r.description}</Text>
                      <Row label="Client" value={`${r.client.name} · ${r.client.email}`} />
                      <Row label="Worker" value={r.provider ? `${r.provider.name} · ${r.provider.phone}` : 'Unassigned'} />
                      <Row label="Location" value={<RequestAddress address={r.address} shown="street-town" />} />
                      <Row label="Estimated cost" value={r.estimatedCostCents !== null && r.estimatedCostCents !== undefined ? formatCents(r.estimatedCostCents) : 'Not set'} />
                      <Row label="Created" value={formatDateTime(r.createdAt)} />
                      <Row label="Scheduled" value={r.scheduledAt ? formatDateTime(r.scheduledAt) : 'Not scheduled'} />
                      <Row label="Inspection" value={r.inspectionDate ? formatDateTime(r.inspectionDate) : 'Not scheduled'} />
                    </Stack>
                  </Tabs.Content>
                  <Tabs.Content value="notes">
                    {r.activities.length === 0 ? (
                      <Text color="fg.muted">No notes or progress updates yet.</Text>
                    ) : (
                      <Stack gap="3" as="ol">
                        {[...r.activities].reverse().map((a) => (
                          <Box as="li" key={a.id} listStyleType="none" borderStartWidth="3px" borderColor="gold.400" ps="3">
                            <Text fontSize="sm" color="fg.muted">{formatDateTime(a.createdAt)} · {a.action.replace(/_/g, ' ')}{a.actorRole ? ` · ${a.actorRole}` : ''}</Text>
                            <Text>{a.description}</Text>
                          </Box>
                        ))}
                      </Stack>
                    )}
                  </Tabs.Content>
                  <Tabs.Content value="photos">
                    <Stack gap="4">
                      {photos.length === 0 ? (
                        <Text color="fg.muted">No photos have been uploaded for this project.</Text>
                      ) : (
                        <Grid templateColumns="repeat(auto-fill, minmax(140px, 1fr))" gap="3">
                          {photos.map((p) => (
                            <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                              <Image src={p.url} alt={p.originalName} rounded="md" aspectRatio={1} objectFit="cover" />
                            </a>
                          ))}
                        </Grid>
                      )}
                      <Stack gap="1">
                        <Text fontWeight="semibold">Documents</Text>
                        {r.invoices.length === 0 ? <Text color="fg.muted">No invoices yet.</Text> : r.invoices.map((inv) => (
                          <Row key={inv.id} label={`${inv.invoiceNumber} (${inv.status.replace(/_/g, ' ')})`} value={formatCents(inv.finalAmountCents)} />
                        ))}
                      </Stack>
                    </Stack>
                  </Tabs.Content>
                  <Tabs.Content value="billing">
                    <Stack gap="2">
                      <Row label="Service cost" value={formatCents(r.billing.serviceCostCents)} />
                      <Row label="Platform fee (12%)" value={formatCents(r.billing.platformFeeCents)} />
                      <Row label="Sales tax (9.75%)" value={formatCents(r.billing.salesTaxCents)} />
                      <Row label="Processing fee" value={formatCents(r.billing.processingFeeCents)} />
                      {r.billing.tipCents > 0 && <Row label="Tip" value={formatCents(r.billing.tipCents)} />}
                      <Row label="Service total" value={formatCents(r.billing.serviceTotalCents)} />
                      <Row label="Balance due" value={r.billing.balancePaid ? 'Paid' : formatCents(r.billing.balanceDueCents)} />
                      <Row label="Worker payout (90%)" value={formatCents(r.billing.workerPayoutCents)} />
                      <Row label="Payout timing" value={PAYOUT_TIMING_TEXT[r.billing.payoutTiming]} />
                      <Text fontSize="sm" color="fg.muted">Bank transfer takes 1 to 2 business days. Projects over $5,000 get extra inspections.</Text>
                    </Stack>
                  </Tabs.Content>
                  {viewer === 'admin' && (
                    <Tabs.Content value="inspection">
                      {r.status === 'closed_successful' ? (
                        <Alert.Root status="success">
                          <Alert.Indicator />
                          <Alert.Content>
                            <Alert.Title>Project approved</Alert.Title>
                            <Alert.Description>{r.inspectionNotes}</Alert.Description>
                          </Alert.Content>
                        </Alert.Root>
                      ) : r.status !== 'closed_pending_review' ? (
                        <Text color="fg.muted">The inspection opens once the worker marks the project complete.</Text>
                      ) : (
                        <Stack gap="5">
                          <Stack gap="2">
                            <Field.Root>
                              <Field.Label>Inspection date and time (Central time)</Field.Label>
                              <Input type="datetime-local" value={inspectionAt} onChange={(e) => setInspectionAt(e.currentTarget.value)} />
                            </Field.Root>
                            <Button alignSelf="start" size="sm" variant="outline" disabled={!parseBusinessTime(inspectionAt)} loading={scheduling.loading} onClick={async () => {
                              try {
                                await schedule(r.id, parseBusinessTime(inspectionAt)!.toISOString());
                                notify({ title: 'Inspection scheduled successfully', type: 'success' });
                              } catch (error) {
                                notify({ title: 'Error', description: errorMessage(error, 'Failed to schedule the inspection'), type: 'error' });
                              }
                            }}>
                              Schedule Inspection
                            </Button>
                          </Stack>
                          <Field.Root required invalid={notesTouched && !notes.trim()}>
                            <Field.Label>Inspection notes <Field.RequiredIndicator /></Field.Label>
                            <Textarea rows={4} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} onBlur={() => setNotesTouched(true)} />
                            <Field.ErrorText>Inspection notes are required to approve the project</Field.ErrorText>
                          </Field.Root>
                          {approveError && (
                            <Alert.Root status="error">
                              <Alert.Indicator />
                              <Alert.Title>{approveError}</Alert.Title>
                            </Alert.Root>
                          )}
                          <Button alignSelf="start" colorPalette="green" disabled={!notes.trim()} loading={approving.loading} onClick={async () => {
                            setApproveError(null);
                            try {
                              const result = await approve(r.id, notes.trim());
                              notify({ title: result.data?.approvePayout.message ?? 'Project approved - worker payout processed', type: 'success' });
                              onClose();
                            } catch (error) {
                              const message = errorMessage(error, 'Failed to approve the project');
                              setApproveError(message);
                              notify({ title: 'Error', description: message, type: 'error' });
                            }
                          }}>
                            Approve Project &amp; Payout
                          </Button>
                        </Stack>
                      )}
                    </Tabs.Content>
                  )}
                </Tabs.Root>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
