import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useAssignableWorkers } from '../api/assignableWorkers';
import { useAssignWorker } from '../api/assignWorker';
import { notify } from '../../../shell/toaster';
import { errorMessage } from '../../../lib/errors';
import { requestNumber } from '../../../lib/money';
import { useReturnFocus } from '../../../components/dialogs/useReturnFocus';

export interface AssignTarget {
  id: string;
  title: string;
}

/** One worker as the dialog offers it: eligible ones with distance and load, the others with the reason. */
export function workerOptionText(w: { eligible: boolean; reason?: string | null; distanceMiles?: number | null; activeJobs: number; provider: { name: string } }): string {
  if (!w.eligible) return `${w.provider.name} · ${w.reason ?? 'Not eligible'}`;
  const distance = typeof w.distanceMiles === 'number' ? `${w.distanceMiles.toFixed(1)} mi` : 'distance unknown';
  return `${w.provider.name} · ${distance} · ${w.activeJobs} active job${w.activeJobs === 1 ? '' : 's'}`;
}

/**
 * The Assign Worker dialog: every approved worker, judged by the server's assignment rule
 * (assignableWorkers): the eligible first, nearest first, with distance and current load; the
 * others disabled with the reason, so the admin is never offered a worker the server refuses.
 */
export function AssignWorkerDialog({ target, onClose, successTitle = 'Worker Assigned', failureText = 'Failed to assign worker to this request.' }: {
  target: AssignTarget | null;
  onClose: () => void;
  successTitle?: string;
  failureText?: string;
}) {
  const open = target !== null;
  const returnFocus = useReturnFocus(open);
  const fetched = useAssignableWorkers(open ? target.id : null);
  const eligible = fetched.workers.filter((w) => w.eligible);
  const others = fetched.workers.filter((w) => !w.eligible);
  const [providerId, setProviderId] = useState('');
  const [assign, state] = useAssignWorker();

  const close = () => {
    setProviderId('');
    onClose();
  };

  const submit = async () => {
    if (!target || !providerId) return;
    try {
      await assign(target.id, providerId);
      notify({ title: successTitle, description: 'The service request has been assigned successfully.', type: 'success' });
      close();
    } catch (error) {
      notify({ title: 'Assignment Failed', description: errorMessage(error, failureText), type: 'error' });
    }
  };

  return (
    <Dialog.Root finalFocusEl={returnFocus} open={open} onOpenChange={(e) => !e.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Assign Worker</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {target && (
                  <Text color="fg.muted">
                    {requestNumber(target.id)} · {target.title}
                  </Text>
                )}
                <Field.Root required>
                  <Field.Label>
                    Worker <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root disabled={fetched.loading}>
                    <NativeSelect.Field value={providerId} onChange={(e) => setProviderId(e.currentTarget.value)}>
                      <option value="">{fetched.loading ? 'Loading workers…' : eligible.length ? 'Select a worker' : 'No eligible worker'}</option>
                      {eligible.length > 0 && (
                        <optgroup label="Can take this job (nearest first)">
                          {eligible.map((w) => (
                            <option key={w.provider.id} value={w.provider.id}>
                              {workerOptionText(w)}
                            </option>
                          ))}
                        </optgroup>
                      )}
                      {others.length > 0 && (
                        <optgroup label="Cannot take this job">
                          {others.map((w) => (
                            <option key={w.provider.id} value={w.provider.id} disabled>
                              {workerOptionText(w)}
                            </option>
                          ))}
                        </optgroup>
                      )}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {!fetched.loading && eligible.length === 0 && <Field.HelperText>No available worker offers this service within reach of the job.</Field.HelperText>}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button colorPalette="gold" onClick={() => void submit()} disabled={!providerId} loading={state.loading}>
                Assign Worker
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
